import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { blogPosts, blogPostTags } from '../../../db/schema/content';
import type { RequestContext } from '../../context';
import { parseInput, wholeNumberField } from '../../kernel';
import { summaryColumns, withTags, type PostSummary } from './content-records';
import { postSlugLookupField } from './input-fields';

export const relatedPostsInput = z.object({
  slug: postSlugLookupField,
  first: wholeNumberField(1, 24, 'Ask for 1 to 24 related posts.', 8),
});

/**
 * Spec §4: posts sharing a tag with the post first (most shared tags, then newest), then other
 * published posts, newest first, up to `first`; never the post itself. One query either way.
 */
export async function listRelatedPosts(ctx: RequestContext, input: unknown): Promise<PostSummary[]> {
  const { slug, first } = parseInput(relatedPostsInput, input);
  const { db } = ctx;
  const [current] = await db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, slug));
  if (!current) return [];
  const sharedTags = sql<number>`(
    select count(*) from ${blogPostTags} as mine
    join ${blogPostTags} as theirs on theirs.tag_id = mine.tag_id
    where mine.post_id = ${current.id} and theirs.post_id = ${blogPosts.id}
  )`;
  const rows = await db
    .select(summaryColumns)
    .from(blogPosts)
    .where(and(eq(blogPosts.status, 'PUBLISHED'), ne(blogPosts.id, current.id)))
    .orderBy(desc(sharedTags), desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(first);
  return withTags(db, rows);
}
