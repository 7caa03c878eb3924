import { inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { staticPages } from '../../../db/schema/content';
import { savePage } from './save-page';
import { sitePages } from './site-pages';

/**
 * Writes the footer's static pages (terms, privacy, acceptable use, contact) that a database lacks,
 * published, on every start and on PostgreSQL as on the embedded database: they are part of the
 * site, not demo data. A page that exists (perhaps edited, perhaps unpublished on purpose) is left alone.
 */
export async function ensureSitePages(db: Database): Promise<number> {
  const existing = await db
    .select({ slug: staticPages.slug })
    .from(staticPages)
    .where(inArray(staticPages.slug, sitePages.map((page) => page.slug)));
  const missing = sitePages.filter((page) => !existing.some((row) => row.slug === page.slug));
  for (const page of missing) await savePage(db, 'system', { ...page, status: 'PUBLISHED' });
  return missing.length;
}
