import { count } from 'drizzle-orm';
import { services } from '../../../db/schema/services';
import type { RequestContext } from '../../context';
import { readGeography, type Geography } from '../geo';
import { readReferenceData } from '../../kernel';
import { listCategories, type CategoryRecord } from './list-categories';
import { isPublished } from './published';

/** How many services a category has in a state and region (region null: in the state, outside any region). */
export type ServiceCount = { categoryId: number; stateId: number; regionId: number | null; services: number };

export type PlaceDirectory = Geography & { counts: ServiceCount[]; categories: CategoryRecord[] };

/**
 * Countries, states and regions, and how many services each category has in each of them: the
 * data behind the home page's state list, the category landings, the country pages, the place
 * pages and both sitemaps. Anyone may read it; it takes no input. Cached reads (geography, counts,
 * categories), so a page view costs no query most of the time; a new listing shows up within the
 * reference cache's few seconds.
 */
export async function readPlaceDirectory(ctx: RequestContext): Promise<PlaceDirectory> {
  const { db } = ctx;
  const [geography, counts, categoryRows] = await Promise.all([
    readGeography(ctx),
    readReferenceData(db, 'service-counts-by-place', () =>
      db
        .select({ categoryId: services.categoryId, stateId: services.stateId, regionId: services.regionId, services: count() })
        .from(services)
        .where(isPublished)
        .groupBy(services.categoryId, services.stateId, services.regionId),
    ),
    listCategories(ctx),
  ]);
  return { ...geography, counts, categories: categoryRows };
}
