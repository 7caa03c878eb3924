import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { staticPages } from '../../../db/schema/content';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { pageColumns, toPage, type Page } from './content-records';

/** Nothing to choose: every published page. */
export const listPagesInput = z.object({}).optional();

/** Every published static page of this server, by slug (the sitemap; the GraphQL pages query without a slug). */
export async function listPages(ctx: RequestContext, input?: unknown): Promise<Page[]> {
  parseInput(listPagesInput, input);
  const rows = await ctx.db.select(pageColumns).from(staticPages).where(eq(staticPages.status, 'PUBLISHED')).orderBy(asc(staticPages.slug));
  return rows.map(toPage);
}
