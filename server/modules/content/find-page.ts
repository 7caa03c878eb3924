import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { staticPages, type ContentStatus } from '../../../db/schema/content';
import type { Page } from './content-records';

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

/**
 * A static page by slug. Readers of the content service see published pages only: asking for
 * another status finds nothing.
 */
export async function findPage(db: Database, slug: string, status: ContentStatus = 'PUBLISHED'): Promise<Page | null> {
  if (status !== 'PUBLISHED' || slug.length > 200) return null;
  const [row] = await db
    .select(pageColumns)
    .from(staticPages)
    .where(and(eq(staticPages.slug, slug), eq(staticPages.status, 'PUBLISHED')));
  return row ? { ...row, updatedAt: row.updatedAt.toISOString() } : null;
}
