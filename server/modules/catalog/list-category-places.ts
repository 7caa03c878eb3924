import { z } from 'zod';
import type { RequestContext } from '../../context';
import type { CountryRecord, RegionRecord, StateRecord } from '../geo';
import { parseInput } from '../../kernel';
import type { CategoryRecord } from './list-categories';
import { readPlaceDirectory, type PlaceDirectory, type ServiceCount } from './read-place-directory';

export const listCategoryPlacesInput = z.object({
  /** au or nz; both when absent. */
  countryCode: z.string().max(10).optional(),
  categoryId: z.number().int().min(1).max(2_147_483_647).optional(),
});

export type RegionWithServices = RegionRecord & { services: number };
export type StateWithServices = StateRecord & { countryCode: string; services: number; regions: RegionWithServices[] };
export type CategoryPlaces = { category: CategoryRecord; countryCode: string; countryName: string; services: number; states: StateWithServices[] };

/**
 * For each category (or one), the states of a country (or of both) that have services in it, each
 * with its regions that do, in display order: countries by id, states and regions by name. Anyone
 * may read it; it reads the cached place directory.
 */
export async function listCategoryPlaces(ctx: RequestContext, input: unknown): Promise<CategoryPlaces[]> {
  const filter = parseInput(listCategoryPlacesInput, input);
  const directory = await readPlaceDirectory(ctx);
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

function statesOf(directory: PlaceDirectory, country: CountryRecord, counts: ServiceCount[]): StateWithServices[] {
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
