import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { searchMarkersQuery } from './list-search-markers';
import { prepareSearch, searchInput } from './prepare-search';
import { placeSearchRings, searchQueries } from './search-services';

/**
 * The statements a search URL runs, built but not run: its count, its first page of ids and the
 * map's markers (with a place, those two on the first of placeSearchRings, where a city's search
 * ends), for their query plans (bench/search-plans.ts). Anyone may search.
 */
export async function searchStatements(ctx: RequestContext, input: unknown) {
  const { params, fixed } = parseInput(searchInput, input);
  const { query } = await prepareSearch(ctx, new URLSearchParams(params), fixed);
  const queries = searchQueries(ctx.db, query);
  const within = query.place ? placeSearchRings[0] : undefined;
  return { count: queries.count(), firstPage: queries.page(1, within), markers: searchMarkersQuery(ctx.db, query, within) };
}
