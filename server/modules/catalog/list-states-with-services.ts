import { count } from 'drizzle-orm';
import { z } from 'zod';
import { services } from '../../../db/schema/services';
import type { RequestContext } from '../../context';
import { readGeography, type StateRecord } from '../geo';
import { parseInput } from '../../kernel';
import { listRegionsWithServices, type RegionWithCount } from './list-regions-with-services';
import { isPublished } from './published';

export const listStatesWithServicesInput = z.object({
  /** au or nz; both when absent. */
  countryCode: z.string().max(10).optional(),
});

export type StateWithRegions = StateRecord & {
  countryCode: string;
  services: number;
  regions: RegionWithCount[];
};

/**
 * Every state of a country (or of both), by country then name, each with its regions and how many
 * services each has now: two queries beside the cached geography. Anyone may read it.
 */
export async function listStatesWithServices(ctx: RequestContext, input: unknown): Promise<StateWithRegions[]> {
  const { countryCode } = parseInput(listStatesWithServicesInput, input);
  const [geography, regionRows, stateCounts] = await Promise.all([
    readGeography(ctx),
    listRegionsWithServices(ctx),
    ctx.db.select({ stateId: services.stateId, total: count() }).from(services).where(isPublished).groupBy(services.stateId),
  ]);
  const totalByState = new Map(stateCounts.map((row) => [row.stateId, row.total]));
  return geography.countries
    .filter((country) => countryCode === undefined || country.code === countryCode)
    .flatMap((country) =>
      geography.states
        .filter((state) => state.countryId === country.id)
        .map((state) => ({
          ...state,
          countryCode: country.code,
          services: totalByState.get(state.id) ?? 0,
          regions: regionRows.filter((region) => region.stateId === state.id),
        })),
    );
}
