import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { listSearchMarkers, type SearchMarker } from './list-search-markers';
import { prepareSearch, searchInput } from './prepare-search';

/** The map's markers for a search URL: the same search as the result page, up to 500 pins. Anyone may search. */
export async function runSearchMarkers(ctx: RequestContext, input: unknown): Promise<SearchMarker[]> {
  const { params, fixed } = parseInput(searchInput, input);
  const { query } = await prepareSearch(ctx, new URLSearchParams(params), fixed);
  return listSearchMarkers(ctx, query);
}
