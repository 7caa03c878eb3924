import type { Database } from '../../../db/client';
import { listCategoriesWithDetails, type CategoryWithDetails } from '../catalog/list-categories';
import { findLocality } from '../geo/suggest-localities';
import { readSearchParams, type ReadSearchParamsResult } from './read-search-params';

/** Place pages fix the category by its name and the state or region by id. */
export type FixedSearchScope = { categoryName: string; stateId: number; regionId: number | null };

export type PreparedSearch = Omit<ReadSearchParamsResult, 'locationText'> & { categories: CategoryWithDetails[] };

/**
 * A search URL made ready to run: its parameters read against the categories, and a location
 * given only by name looked up in the gazetteer (the best match). Shared by the result page and the map's markers,
 * so both always show the same search.
 */
export async function prepareSearch(db: Database, params: URLSearchParams, fixed?: FixedSearchScope): Promise<PreparedSearch> {
  const categories = await listCategoriesWithDetails(db);
  const category = fixed && categories.find((candidate) => candidate.name === fixed.categoryName);
  const { query, state, notices, locationText } = readSearchParams(params, {
    categories,
    ...(fixed && category ? { fixed: { category, stateId: fixed.stateId, regionId: fixed.regionId } } : {}),
  });
  if (locationText && state.location) {
    // A place typed but not chosen from the list (a shared link, the form before JavaScript).
    const found = await findLocality(db, locationText);
    if (found) {
      state.geometry = { lat: found.lat, lng: found.lng };
      query.place = { text: locationText, lat: found.lat, lng: found.lng, distance: state.location.distance ?? 0 };
    } else {
      notices.push(`We could not find a place called "${locationText}", so the location was left out.`);
      state.location = null;
    }
  }
  return { query, state, notices, categories };
}
