import { z } from 'zod';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { readGeography, type CountryRecord, type RegionRecord, type StateRecord } from './read-geography';

export const findPlaceInput = z.object({
  /** A state code in any case (nsw, OTA). */
  stateCode: z.string().max(120),
  /** A region's link (hunter-valley); absent for the state itself. */
  regionLink: z.string().max(120).optional(),
});

export type Place = { country: CountryRecord; state: StateRecord; region: RegionRecord | null };

/**
 * Resolves a state code (any case) and optionally a region link to a place; null when either is
 * unknown or the region lies in another state. Reads the cached geography: no query most of the time.
 */
export async function findPlace(ctx: RequestContext, input: unknown): Promise<Place | null> {
  const { stateCode, regionLink } = parseInput(findPlaceInput, input);
  const geography = await readGeography(ctx);
  const state = geography.states.find((candidate) => candidate.stateCode === stateCode.toUpperCase());
  const country = state && geography.countries.find((candidate) => candidate.id === state.countryId);
  if (!state || !country) return null;
  if (regionLink === undefined) return { state, country, region: null };
  const link = regionLink.toLowerCase();
  const region = geography.regions.find((candidate) => candidate.stateId === state.id && candidate.link === link);
  return region ? { state, country, region } : null;
}
