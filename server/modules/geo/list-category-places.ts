import { count } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { countries, regions, states } from '../../../db/schema/geo';
import { services } from '../../../db/schema/services';
import { listCategories, type CategoryRecord } from '../catalog/list-categories';
import { readReferenceData } from '../platform/reference-cache';
import { readGeography } from './read-geography';

type CountryRecord = typeof countries.$inferSelect;
type StateRecord = typeof states.$inferSelect;
type RegionRecord = typeof regions.$inferSelect;

export type RegionWithServices = RegionRecord & { services: number };
export type StateWithServices = StateRecord & { countryCode: string; services: number; regions: RegionWithServices[] };
export type CategoryPlaces = { category: CategoryRecord; countryCode: string; countryName: string; services: number; states: StateWithServices[] };

type ServiceCount = { categoryId: number; stateId: number; regionId: number | null; services: number };

/**
 * Countries, states and regions, and how many services each category has in each of them: the
 * data behind the home page's state list, the category landings, the country pages, the place
 * pages and both sitemaps. Two cached reads (geography, counts), so a page view costs no query
 * most of the time; a new listing shows up within the reference cache's few seconds.
 */
export async function readPlaceDirectory(db: Database) {
  const [geography, counts, categoryRows] = await Promise.all([
    readGeography(db),
    readReferenceData(db, 'service-counts-by-place', () =>
      db
        .select({ categoryId: services.categoryId, stateId: services.stateId, regionId: services.regionId, services: count() })
        .from(services)
        .groupBy(services.categoryId, services.stateId, services.regionId),
    ),
    listCategories(db),
  ]);
  return { ...geography, counts, categories: categoryRows };
}

/**
 * For each category (or one), the states of a country (or of both) that have services in it, each
 * with its regions that do, in display order: countries by id, states and regions by name.
 */
export async function listCategoryPlaces(
  db: Database,
  filter: { countryCode?: string; categoryId?: number } = {},
): Promise<CategoryPlaces[]> {
  const directory = await readPlaceDirectory(db);
  const result: CategoryPlaces[] = [];
  for (const category of directory.categories) {
    if (filter.categoryId !== undefined && category.id !== filter.categoryId) continue;
    const counts = directory.counts.filter((row) => row.categoryId === category.id);
    for (const country of directory.countries) {
      if (filter.countryCode !== undefined && country.code !== filter.countryCode) continue;
      const placeStates = statesOf(directory, country, counts);
      if (placeStates.length === 0) continue;
      const total = placeStates.reduce((sum, state) => sum + state.services, 0);
      result.push({ category, countryCode: country.code, countryName: country.name, services: total, states: placeStates });
    }
  }
  return result;
}

function statesOf(
  directory: Awaited<ReturnType<typeof readPlaceDirectory>>,
  country: CountryRecord,
  counts: ServiceCount[],
): StateWithServices[] {
  return directory.states
    .filter((state) => state.countryId === country.id)
    .map((state) => {
      const inState = counts.filter((row) => row.stateId === state.id);
      const stateRegions = directory.regions
        .filter((region) => region.stateId === state.id)
        .map((region) => ({ ...region, services: sumServices(inState.filter((row) => row.regionId === region.id)) }))
        .filter((region) => region.services > 0);
      return { ...state, countryCode: country.code, services: sumServices(inState), regions: stateRegions };
    })
    .filter((state) => state.services > 0);
}

function sumServices(rows: ServiceCount[]): number {
  return rows.reduce((sum, row) => sum + row.services, 0);
}
