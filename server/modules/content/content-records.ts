import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { blogPosts, blogPostTags, blogTags, staticPages, type ContentStatus } from '../../../db/schema/content';

export type Tag = { id: number; name: string; slug: string };

/** A post as lists show it: everything but the body. Dates are ISO strings, the same in process and over HTTP. */
export type PostSummary = {
  id: number;
  slug: string;
  title: string;
  author: string;
  excerpt: string;
  featuredImage: string | null;
  thumbnail: string | null;
  status: ContentStatus;
  publishedAt: string | null;
  updatedAt: string;
  tags: Tag[];
};

export type Post = PostSummary & { contentMarkdown: string; contentHtml: string };

export type Page = {
  slug: string;
  title: string;
  contentMarkdown: string | null;
  contentHtml: string;
  metaDescription: string;
  thumbnail: string | null;
  status: ContentStatus;
  updatedAt: string;
};

export const summaryColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  author: blogPosts.author,
  excerpt: blogPosts.excerpt,
  featuredImage: blogPosts.featuredImage,
  thumbnail: blogPosts.thumbnail,
  status: blogPosts.status,
  publishedAt: blogPosts.publishedAt,
  updatedAt: blogPosts.updatedAt,
};

export const contentColumns = { contentMarkdown: blogPosts.contentMarkdown, contentHtml: blogPosts.contentHtml };

export const pageColumns = {
  slug: staticPages.slug,
  title: staticPages.title,
  contentMarkdown: staticPages.contentMarkdown,
  contentHtml: staticPages.contentHtml,
  metaDescription: staticPages.metaDescription,
  thumbnail: staticPages.thumbnail,
  status: staticPages.status,
  updatedAt: staticPages.updatedAt,
};

/** A page row as readers see it (dates as ISO strings, the same in process and over HTTP). */
export function toPage(row: Omit<Page, 'updatedAt'> & { updatedAt: Date }): Page {
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}

type Row = Omit<PostSummary, 'publishedAt' | 'updatedAt' | 'tags'> & { publishedAt: Date | null; updatedAt: Date };
type WithTags<R extends Row> = Omit<R, 'publishedAt' | 'updatedAt'> & Pick<PostSummary, 'publishedAt' | 'updatedAt' | 'tags'>;

/** Adds each post's tags (one query for all of them), in the author's order. */
export async function withTags<R extends Row>(db: Database, rows: R[]): Promise<WithTags<R>[]> {
  const ids = rows.map((row) => row.id);
  const tagRows = ids.length
    ? await db
        .select({ postId: blogPostTags.postId, id: blogTags.id, name: blogTags.name, slug: blogTags.slug })
        .from(blogPostTags)
        .innerJoin(blogTags, eq(blogTags.id, blogPostTags.tagId))
        .where(inArray(blogPostTags.postId, ids))
        .orderBy(asc(blogPostTags.postId), asc(blogPostTags.position))
    : [];
  const tagsOf = new Map<number, Tag[]>();
  for (const { postId, ...tag } of tagRows) tagsOf.set(postId, [...(tagsOf.get(postId) ?? []), tag]);
  return rows.map((row) => ({
    ...row,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    tags: tagsOf.get(row.id) ?? [],
  }));
}
