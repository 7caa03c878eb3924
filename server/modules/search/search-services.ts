import { asc, count, desc, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { serviceSearch } from '../../../db/schema/search';
import type { RequestContext } from '../../context';
import { listServiceCards, type ServiceCardData } from '../catalog';
import { distanceFrom, searchConditions } from './search-conditions';
import { rankingDistanceStep, searchCountLimit, searchPageSize, type SearchQuery } from './search-query';

export type SearchResult = ServiceCardData & {
  /** Metres from the searched place; null without a place. */
  distance: number | null;
};

export type SearchServicesResult = {
  /** Exact up to searchCountLimit; past it, searchCountLimit with `moreThanTotal` set. */
  total: number;
  moreThanTotal: boolean;
  /** The page shown: the one asked for, or the last one when the query asked past it. */
  page: number;
  pageCount: number;
  results: SearchResult[];
  /** Set when the query asked for a page past the last one. */
  pageBeyondLast: number | null;
};

/**
 * The result order, the same wherever a search runs (see docs/search.md, "How results are ordered"):
 * with a place, nearest first in 10 km steps, and within a step the reviews' published Bayesian mean
 * (issue 32: one 5-heart review does not outrank forty 4.8s; a listing without reviews counts as the
 * site's mean C), then verified vendors first; without a place, the Bayesian mean, then verified
 * vendors first, then the newest. Plans and payments play no part.
 */
export function searchOrder(query: SearchQuery): SQL[] {
  if (!query.place) return [desc(serviceSearch.reviewScore), desc(serviceSearch.isVendorVerified), desc(serviceSearch.serviceId)];
  const distance = distanceFrom(query.place);
  return [asc(sql`floor(${distance} / ${rankingDistanceStep})`), desc(serviceSearch.reviewScore), desc(serviceSearch.isVendorVerified), asc(distance), asc(serviceSearch.serviceId)];
}

/** The two queries of a search: its page of ids (with distances) and its count, stopped at the limit. */
export function searchQueries(db: Database, query: SearchQuery) {
  const where = searchConditions(query);
  return {
    page: (page: number) =>
      db
        .select({ id: serviceSearch.serviceId, distance: query.place ? distanceFrom(query.place) : sql<null>`null` })
        .from(serviceSearch)
        .where(where)
        .orderBy(...searchOrder(query))
        .limit(searchPageSize)
        .offset((page - 1) * searchPageSize),
    count: () => db.select({ counted: count() }).from(db.select({ one: sql`1` }).from(serviceSearch).where(where).limit(searchCountLimit + 1).as('matches')),
  };
}

/** One page of search results with the total (counted up to a limit): two queries, then the cards' three. */
export async function searchServices(ctx: RequestContext, query: SearchQuery): Promise<SearchServicesResult> {
  const { db } = ctx;
  const queries = searchQueries(db, query);
  const pageOf = queries.page;
  const [[{ counted }], rows] = await Promise.all([queries.count(), pageOf(query.page)]);
  const total = Math.min(counted, searchCountLimit);
  const pageCount = Math.max(1, Math.ceil(total / searchPageSize));
  const beyond = query.page > pageCount;
  const shown = beyond ? await pageOf(pageCount) : rows;
  const cards = await listServiceCards(ctx, { serviceIds: shown.map((row) => row.id) });
  const distanceById = new Map(shown.map((row) => [row.id, row.distance === null ? null : Number(row.distance)]));
  return {
    total,
    moreThanTotal: counted > searchCountLimit,
    page: beyond ? pageCount : query.page,
    pageCount,
    results: cards.map((card) => ({ ...card, distance: distanceById.get(card.id) ?? null })),
    pageBeyondLast: beyond ? query.page : null,
  };
}
