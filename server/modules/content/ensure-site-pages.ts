import { inArray } from 'drizzle-orm';
import { staticPages } from '../../../db/schema/content';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { savePageInput } from './save-page';
import { sitePages } from './site-pages';
import { writeStaticPage } from './write-static-page';

/**
 * Writes the footer's static pages (terms, privacy, acceptable use, contact) that a database lacks,
 * published, on every start and on PostgreSQL as on the embedded database: they are part of the
 * site, not demo data. A page that exists (perhaps edited, perhaps unpublished on purpose) is left
 * alone. The server's own work (server/start.ts, with a system context): it takes no input and
 * writes only its own starting texts where none are, so it asks for no role.
 */
export async function ensureSitePages(ctx: RequestContext): Promise<number> {
  const existing = await ctx.db
    .select({ slug: staticPages.slug })
    .from(staticPages)
    .where(inArray(staticPages.slug, sitePages.map((page) => page.slug)));
  const missing = sitePages.filter((page) => !existing.some((row) => row.slug === page.slug));
  for (const page of missing) await writeStaticPage(ctx.db, parseInput(savePageInput, { ...page, status: 'PUBLISHED' }), ctx.clock.now());
  return missing.length;
}
