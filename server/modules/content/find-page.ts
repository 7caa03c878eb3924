import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { staticPages } from '../../../db/schema/content';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { pageColumns, toPage, type Page } from './content-records';
import { pageSlugLookupField } from './input-fields';

export const findPageInput = z.object({ slug: pageSlugLookupField });

/** A published static page of this server by slug; null for an unknown or unpublished one. Anyone may read it. */
export async function findPage(ctx: RequestContext, input: unknown): Promise<Page | null> {
  const { slug } = parseInput(findPageInput, input);
  const [row] = await ctx.db
    .select(pageColumns)
    .from(staticPages)
    .where(and(eq(staticPages.slug, slug), eq(staticPages.status, 'PUBLISHED')));
  return row ? toPage(row) : null;
}
