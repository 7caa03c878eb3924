import { asc } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { countries, regions, states } from '../../../db/schema/geo';
import { readReferenceData } from '../platform/reference-cache';

/** Countries (by id), states and regions (by name): reference data, read at most every few seconds. */
export function readGeography(db: Database) {
  return readReferenceData(db, 'geography', async () => ({
    countries: await db.select().from(countries).orderBy(asc(countries.id)),
    states: await db.select().from(states).orderBy(asc(states.name)),
    regions: await db.select().from(regions).orderBy(asc(regions.name)),
  }));
}
