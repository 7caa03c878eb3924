import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { countries, regions, states } from '../../../db/schema/geo';
import { services } from '../../../db/schema/services';

export type RegionWithCount = typeof regions.$inferSelect & { services: number };
export type StateWithRegions = typeof states.$inferSelect & {
  countryCode: string;
  services: number;
  regions: RegionWithCount[];
};

/** Every state of a country (or of both), each with its regions and service counts, in three queries. */
export async function listStates(db: Database, countryCode?: string): Promise<StateWithRegions[]> {
  const stateRows = await db
    .select({ state: states, countryCode: countries.code })
    .from(states)
    .innerJoin(countries, eq(countries.id, states.countryId))
    .where(countryCode ? eq(countries.code, countryCode) : undefined)
    .orderBy(asc(countries.id), asc(states.name));
  const regionRows = await listRegions(db);
  const stateCounts = await db
    .select({ stateId: services.stateId, total: count() })
    .from(services)
    .groupBy(services.stateId);
  const totalByState = new Map(stateCounts.map((row) => [row.stateId, row.total]));
  return stateRows.map(({ state, countryCode: code }) => ({
    ...state,
    countryCode: code,
    services: totalByState.get(state.id) ?? 0,
    regions: regionRows.filter((region) => region.stateId === state.id),
  }));
}

export async function listRegions(db: Database): Promise<RegionWithCount[]> {
  const regionRows = await db.select().from(regions).orderBy(asc(regions.name));
  const regionCounts = await db
    .select({ regionId: services.regionId, total: count() })
    .from(services)
    .groupBy(services.regionId);
  const totalByRegion = new Map(regionCounts.map((row) => [row.regionId, row.total]));
  return regionRows.map((region) => ({ ...region, services: totalByRegion.get(region.id) ?? 0 }));
}
