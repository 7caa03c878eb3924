import { and, between, sql } from 'drizzle-orm';
import { z } from 'zod';
import { localities } from '../../../db/schema/geo';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { readGeography, type CountryRecord, type RegionRecord, type StateRecord } from './read-geography';

export const locatePointInput = z.object({
  lat: z.number().min(-90, 'Latitude is from -90 to 90.').max(90, 'Latitude is from -90 to 90.'),
  lng: z.number().min(-180, 'Longitude is from -180 to 180.').max(180, 'Longitude is from -180 to 180.'),
});

// How far (degrees, about 55 km) the nearest town may lie; farther points are outside every state.
const reach = 0.5;

/**
 * The country, state and wedding region a point lies in, from the nearest town of the gazetteer
 * (one indexed query on a small box). Null when no town lies near: the point is at sea or abroad.
 */
export async function locatePoint(ctx: RequestContext, input: unknown): Promise<{ country: CountryRecord; state: StateRecord; region: RegionRecord | null } | null> {
  const { lat, lng } = parseInput(locatePointInput, input);
  const [nearest] = await ctx.db
    .select({ stateId: localities.stateId, regionId: localities.regionId })
    .from(localities)
    .where(and(between(localities.lat, lat - reach, lat + reach), between(localities.lng, lng - reach, lng + reach)))
    .orderBy(sql`(${localities.lat} - ${lat}) ^ 2 + (${localities.lng} - ${lng}) ^ 2`)
    .limit(1);
  if (!nearest) return null;
  const geography = await readGeography(ctx);
  const state = geography.states.find((entry) => entry.id === nearest.stateId);
  const country = state && geography.countries.find((entry) => entry.id === state.countryId);
  if (!state || !country) return null;
  return { country, state, region: geography.regions.find((entry) => entry.id === nearest.regionId) ?? null };
}
