import { count } from 'drizzle-orm';
import { services } from '../../../db/schema/services';
import type { RequestContext } from '../../context';
import { readGeography, type RegionRecord } from '../geo';
import { isPublished } from './published';

export type RegionWithCount = RegionRecord & { services: number };

/** Every region by name, each with how many services it has now: one query beside the cached geography. It takes no input. */
export async function listRegionsWithServices(ctx: RequestContext): Promise<RegionWithCount[]> {
  const [geography, regionCounts] = await Promise.all([
    readGeography(ctx),
    ctx.db.select({ regionId: services.regionId, total: count() }).from(services).where(isPublished).groupBy(services.regionId),
  ]);
  const totalByRegion = new Map(regionCounts.map((row) => [row.regionId, row.total]));
  return geography.regions.map((region) => ({ ...region, services: totalByRegion.get(region.id) ?? 0 }));
}
