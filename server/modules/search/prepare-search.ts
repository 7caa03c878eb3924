import { z } from 'zod';
import type { RequestContext } from '../../context';
import { RefusedError } from '../../kernel';
import { listCategoriesWithDetails, type CategoryWithDetails } from '../catalog';
import { findPlaceNamed } from '../geo';
import { readSearchParams, type ReadSearchParamsResult } from './read-search-params';

const maxId = 2_147_483_647;

/**
 * A search as pages and the map ask for it: the search URL's query string (spec §7 "Search
 * navigation"), which is read leniently (anything unreadable is left out with a notice, never
 * refused), and for place pages the category and the state or region they fix.
 */
export const searchInput = z.object({
  /** The query string, with or without its "?"; longer than any URL the server accepts is refused. */
  params: z.string().max(20_000, 'The search is too long.'),
  /** Place pages fix the category by its name and the state or region by id. */
  fixed: z
    .object({
      categoryName: z.string().max(100),
      stateId: z.number().int().min(1).max(maxId),
      regionId: z.number().int().min(1).max(maxId).nullable(),
    })
    .optional(),
});

export type FixedSearchScope = NonNullable<z.output<typeof searchInput>['fixed']>;

export type PreparedSearch = Omit<ReadSearchParamsResult, 'locationText'> & { categories: CategoryWithDetails[] };

/**
 * A search URL made ready to run: its parameters read against the categories, and a location
 * given only by name looked up (the autocomplete's first suggestion): a wedding region is searched
 * by its area as its place page is, a town by distance from its point. Shared by the result page
 * and the map's markers, so both always show the same search.
 */
export async function prepareSearch(ctx: RequestContext, params: URLSearchParams, fixed?: FixedSearchScope): Promise<PreparedSearch> {
  const categories = await listCategoriesWithDetails(ctx);
  // A new site on PostgreSQL starts with no categories (the demo seed is the embedded database's).
  if (categories.length === 0) throw new RefusedError('There is nothing to search yet: no categories have been added.', 'NOT_FOUND');
  const category = fixed && categories.find((candidate) => candidate.name === fixed.categoryName);
  const { query, state, notices, locationText } = readSearchParams(params, {
    categories,
    ...(fixed && category ? { fixed: { category, stateId: fixed.stateId, regionId: fixed.regionId } } : {}),
  });
  if (locationText && state.location) {
    // A region chosen from the list, or a place typed but not chosen (a shared link, the form before JavaScript).
    const found = await findPlaceNamed(ctx, { text: locationText });
    if (found?.kind === 'region') {
      query.regionId = found.id;
    } else if (found) {
      state.geometry = { lat: found.lat, lng: found.lng };
      query.place = { text: locationText, lat: found.lat, lng: found.lng, distance: state.location.distance ?? 0 };
    } else {
      notices.push(`We could not find a place called "${locationText}", so the location was left out.`);
      state.location = null;
    }
  }
  return { query, state, notices, categories };
}
