import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { countries, regions, states } from '../../../db/schema';

export type Place = {
  country: typeof countries.$inferSelect;
  state: typeof states.$inferSelect;
  region: typeof regions.$inferSelect | null;
};

/**
 * Resolves a state code (any case) and optionally a region link to a place; null when either is
 * unknown or the region lies in another state.
 */
export async function findPlace(db: Database, stateCode: string, regionLink?: string): Promise<Place | null> {
  const [row] = await db
    .select({ state: states, country: countries })
    .from(states)
    .innerJoin(countries, eq(countries.id, states.countryId))
    .where(eq(states.stateCode, stateCode.toUpperCase()))
    .limit(1);
  if (!row) return null;
  if (regionLink === undefined) return { ...row, region: null };
  const [region] = await db
    .select()
    .from(regions)
    .where(and(eq(regions.stateId, row.state.id), eq(regions.link, sql`${regionLink.toLowerCase()}`)))
    .limit(1);
  return region ? { ...row, region } : null;
}
