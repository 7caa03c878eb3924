import { asc, eq } from 'drizzle-orm';
import { staticPages } from '../../../db/schema/content';
import type { RequestContext } from '../../context';
import { pageColumns, toPage, type Page } from './content-records';

/** Every published static page of this server, by slug (the sitemap; the GraphQL pages query without a slug). */
export async function listPages(ctx: RequestContext): Promise<Page[]> {
  const rows = await ctx.db.select(pageColumns).from(staticPages).where(eq(staticPages.status, 'PUBLISHED')).orderBy(asc(staticPages.slug));
  return rows.map(toPage);
}
