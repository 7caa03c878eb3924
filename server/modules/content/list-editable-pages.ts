import { asc } from 'drizzle-orm';
import { staticPages, type ContentStatus } from '../../../db/schema/content';
import type { RequestContext } from '../../context';
import { requireAdministrator } from '../../kernel';

/** Every static page, drafts too, by title, for the admin area. */
export async function listEditablePages(ctx: RequestContext): Promise<{ slug: string; title: string; status: ContentStatus; updatedAt: Date }[]> {
  requireAdministrator(ctx.viewer);
  return ctx.db.select({ slug: staticPages.slug, title: staticPages.title, status: staticPages.status, updatedAt: staticPages.updatedAt }).from(staticPages).orderBy(asc(staticPages.title));
}
