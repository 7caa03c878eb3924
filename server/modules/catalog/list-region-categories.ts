import { z } from 'zod';
import type { RequestContext } from '../../context';
import { findPlace, type Place } from '../geo';
import { parseInput } from '../../kernel';
import type { CategoryRecord } from './list-categories';
import { readPlaceDirectory } from './read-place-directory';

export const listRegionCategoriesInput = z.object({ stateCode: z.string().max(120), regionLink: z.string().max(120) });

export type RegionCategories = { place: Place & { region: NonNullable<Place['region']> }; categories: { category: CategoryRecord; services: number }[] };

/** The place page /{state}/{region}: the categories with services in that region, with counts; null for an unknown place. */
export async function listRegionCategories(ctx: RequestContext, input: unknown): Promise<RegionCategories | null> {
  const { stateCode, regionLink } = parseInput(listRegionCategoriesInput, input);
  const place = await findPlace(ctx, { stateCode, regionLink });
  if (!place?.region) return null;
  const region = place.region;
  const directory = await readPlaceDirectory(ctx);
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
