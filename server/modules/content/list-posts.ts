import { and, count, desc, eq, exists, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { blogPosts, blogPostTags, blogTags } from '../../../db/schema/content';
import type { RequestContext } from '../../context';
import { parseInput, wholeNumberField } from '../../kernel';
import { contentColumns, summaryColumns, withTags, type Post, type PostSummary } from './content-records';
import { searchField, tagSlugLookupField } from './input-fields';

export const listPostsInput = z.object({
  first: wholeNumberField(1, 100, 'Ask for 1 to 100 posts.', 10),
  skip: wholeNumberField(0, 100_000, 'Skip 0 to 100,000 posts.', 0),
  search: searchField.optional(),
  /** A tag's slug. */
  tag: tagSlugLookupField.optional(),
  /** Also read the bodies (GraphQL asks for them only when a client selects them). */
  withContent: z.boolean().default(false),
});

export type PostList<P = PostSummary> = { total: number; posts: P[] };

/**
 * This server's published posts, newest first, one page at a time, with the total for the paging.
 * `search` matches words (and beginnings of words) in the title, author, tag names, excerpt and
 * body, all of them; `tag` keeps the posts with that tag. Anyone may read them.
 */
export async function listPosts(ctx: RequestContext, input: unknown): Promise<PostList<PostSummary | Post>> {
  const { first, skip, search, tag, withContent } = parseInput(listPostsInput, input);
  const { db } = ctx;
  const conditions: SQL[] = [eq(blogPosts.status, 'PUBLISHED')];
  const query = search ? searchQueryOf(search) : '';
  if (query) conditions.push(sql`${blogPosts.searchVector} @@ to_tsquery('english', ${query})`);
  if (tag) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(blogPostTags)
          .innerJoin(blogTags, eq(blogTags.id, blogPostTags.tagId))
          .where(and(eq(blogPostTags.postId, blogPosts.id), eq(blogTags.slug, tag.toLowerCase()))),
      ),
    );
  }
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(withContent ? { ...summaryColumns, ...contentColumns } : summaryColumns)
      .from(blogPosts)
      .where(where)
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(first)
      .offset(skip),
    db.select({ total: count() }).from(blogPosts).where(where),
  ]);
  return { total, posts: await withTags(db, rows) };
}

/**
 * The words of a search as a tsquery: each word, or a word it begins, must occur ('garden wed' →
 * 'garden:* & wed:*'). Only letters and digits pass, so nothing the user types is tsquery syntax.
 */
export function searchQueryOf(search: string): string {
  const words = search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)]
    .slice(0, 8)
    .map((word) => `${word}:*`)
    .join(' & ');
}
