import { asc, ilike } from 'drizzle-orm';
import { z } from 'zod';
import { services } from '../../../db/schema/services';
import type { RequestContext } from '../../context';
import { containsPattern, parseInput, requireAdministrator } from '../../kernel';

/** At most this many listings match a filter: more is no longer a filter by one listing. */
export const maxMatchedServices = 500;

export const matchServiceIdsInput = z.object({ q: z.string().trim().min(1, 'Enter part of a listing’s name.').max(100, 'Search for at most 100 characters.') });

/**
 * The admin area's filters by listing in other modules' tables (a claim's listing): the ids of
 * listings, in any state, whose name contains `q`, at most 500. Administrators only.
 */
export async function matchServiceIds(ctx: RequestContext, input: unknown): Promise<number[]> {
  const { q } = parseInput(matchServiceIdsInput, input);
  requireAdministrator(ctx.viewer);
  const rows = await ctx.db.select({ id: services.id }).from(services).where(ilike(services.name, containsPattern(q))).orderBy(asc(services.id)).limit(maxMatchedServices);
  return rows.map((row) => row.id);
}
