import type { Database } from '../../../db/client';
import type { CategoryRecord } from '../catalog/list-categories';
import { findPlace, type Place } from './find-place';
import { readPlaceDirectory } from './list-category-places';

export type RegionCategories = { place: Place & { region: NonNullable<Place['region']> }; categories: { category: CategoryRecord; services: number }[] };

/** The place page /{state}/{region}: the categories with services in that region, with counts; null for an unknown place. */
export async function listRegionCategories(db: Database, stateCode: string, regionLink: string): Promise<RegionCategories | null> {
  const place = await findPlace(db, stateCode, regionLink);
  if (!place?.region) return null;
  const region = place.region;
  const directory = await readPlaceDirectory(db);
  const categories = directory.categories
    .map((category) => ({
      category,
      services: directory.counts
        .filter((row) => row.categoryId === category.id && row.regionId === region.id)
        .reduce((sum, row) => sum + row.services, 0),
    }))
    .filter((entry) => entry.services > 0);
  return { place: { ...place, region }, categories };
}
