import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { blogTags } from '../../../db/schema/content';
import type { Tag } from './content-records';

/** A tag by its slug (case-insensitive), for the blog's "tagged" list; null when there is none. */
export async function findTag(db: Database, slug: string): Promise<Tag | null> {
  if (slug.length > 100) return null;
  const [tag] = await db.select({ id: blogTags.id, name: blogTags.name, slug: blogTags.slug }).from(blogTags).where(eq(blogTags.slug, slug.toLowerCase()));
  return tag ?? null;
}
