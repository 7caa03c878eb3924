import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { staticPages } from '../../../db/schema/content';
import type { Page } from './content-records';
import { pageColumns } from './find-page';

/** Every published static page, by slug (the sitemap; the GraphQL pages query without a slug). */
export async function listPages(db: Database): Promise<Page[]> {
  const rows = await db.select(pageColumns).from(staticPages).where(eq(staticPages.status, 'PUBLISHED')).orderBy(asc(staticPages.slug));
  return rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() }));
}
