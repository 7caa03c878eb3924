import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { staticPages } from '../../../db/schema/content';
import type { RequestContext } from '../../context';
import { parseInput, RefusedError, requireAdministrator } from '../../kernel';
import { pageColumns, toPage, type Page } from './content-records';
import { pageSlugLookupField } from './input-fields';

export const findEditablePageInput = z.object({ slug: pageSlugLookupField });

/** A static page as its editor opens it, draft or published. */
export async function findEditablePage(ctx: RequestContext, input: unknown): Promise<Page> {
  const { slug } = parseInput(findEditablePageInput, input);
  requireAdministrator(ctx.viewer);
  const [row] = await ctx.db.select(pageColumns).from(staticPages).where(eq(staticPages.slug, slug));
  if (!row) throw new RefusedError('There is no such page.', 'NOT_FOUND');
  return toPage(row);
}
