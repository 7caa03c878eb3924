import type { Database } from '../../../db/client';
import { countries, regions, states } from '../../../db/schema/geo';
import { readGeography } from './read-geography';

export type Place = {
  country: typeof countries.$inferSelect;
  state: typeof states.$inferSelect;
  region: typeof regions.$inferSelect | null;
};

/**
 * Resolves a state code (any case) and optionally a region link to a place; null when either is
 * unknown or the region lies in another state. Reads the cached geography: no query most of the time.
 */
export async function findPlace(db: Database, stateCode: string, regionLink?: string): Promise<Place | null> {
  const geography = await readGeography(db);
  const state = geography.states.find((candidate) => candidate.stateCode === stateCode.toUpperCase());
  const country = state && geography.countries.find((candidate) => candidate.id === state.countryId);
  if (!state || !country) return null;
  if (regionLink === undefined) return { state, country, region: null };
  const link = regionLink.toLowerCase();
  const region = geography.regions.find((candidate) => candidate.stateId === state.id && candidate.link === link);
  return region ? { state, country, region } : null;
}
