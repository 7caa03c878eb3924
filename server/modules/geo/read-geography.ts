import { asc } from 'drizzle-orm';
import { countries, regions, states } from '../../../db/schema/geo';
import type { RequestContext } from '../../context';
import { readReferenceData } from '../../kernel';

export type CountryRecord = typeof countries.$inferSelect;
export type StateRecord = typeof states.$inferSelect;
export type RegionRecord = typeof regions.$inferSelect;
export type Geography = { countries: CountryRecord[]; states: StateRecord[]; regions: RegionRecord[] };

/**
 * Countries (by id), states and regions (by name): reference data anyone may read, kept a few
 * seconds, so most calls cost no query. It takes no input.
 */
export function readGeography(ctx: RequestContext): Promise<Geography> {
  const { db } = ctx;
  return readReferenceData(db, 'geography', async () => ({
    countries: await db.select().from(countries).orderBy(asc(countries.id)),
    states: await db.select().from(states).orderBy(asc(states.name)),
    regions: await db.select().from(regions).orderBy(asc(regions.name)),
  }));
}
