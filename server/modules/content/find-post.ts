import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { blogPosts } from '../../../db/schema/content';
import { contentColumns, summaryColumns, withTags, type Post } from './content-records';

/** A published post by its slug; null for an unknown or unpublished one. */
export async function findPost(db: Database, slug: string): Promise<Post | null> {
  if (slug.length > 200) return null;
  const rows = await db
    .select({ ...summaryColumns, ...contentColumns })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), eq(blogPosts.status, 'PUBLISHED')));
  const [post] = await withTags(db, rows);
  return post ?? null;
}
