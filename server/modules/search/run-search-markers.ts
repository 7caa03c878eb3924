import type { Database } from '../../../db/client';
import { listSearchMarkers, type SearchMarker } from './list-search-markers';
import { prepareSearch, type FixedSearchScope } from './prepare-search';

/** The map's markers for a search URL: the same search as the result page, up to 500 pins. */
export async function runSearchMarkers(db: Database, params: URLSearchParams, fixed?: FixedSearchScope): Promise<SearchMarker[]> {
  const { query } = await prepareSearch(db, params, fixed);
  return listSearchMarkers(db, query);
}
