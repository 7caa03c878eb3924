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

/**
 * The circles (metres around the place) a place search reads first, each a whole number of ranking
 * steps. When the listings nearer than a circle fill the rows asked for, those rows are the search's
 * own: every listing farther out ranks after them (nearest step first). At 1,000,000 listings a city
 * has tens of thousands of venues within 200 km; its first pages then read the few thousand nearest
 * instead of computing and sorting every distance (docs/search.md, "At 1,000,000 services").
 */
export const placeSearchRings = [10_000, 30_000, 100_000];

/**
 * `select` run on the circles of placeSearchRings first, then on the whole search: the first answer
 * holding `wanted` rows. Without a place, the whole search at once.
 */
export async function nearestFirst<T>(query: SearchQuery, wanted: number, select: (within?: number) => Promise<T[]>): Promise<T[]> {
  if (query.place) {
    for (const ring of placeSearchRings) {
      const rows = await select(ring);
      if (rows.length >= wanted) return rows;
    }
  }
  return select();
}

/**
 * The two queries of a search: its page of ids (with distances) and its count, stopped at the limit.
 * `within` keeps a place search's page to a circle (see placeSearchRings).
 */
export function searchQueries(db: Database, query: SearchQuery) {
  return {
    page: (page: number, within?: number) =>
      db
        .select({ id: serviceSearch.serviceId, distance: query.place ? distanceFrom(query.place) : sql<null>`null` })
        .from(serviceSearch)
        .where(searchConditions(query, within))
        .orderBy(...searchOrder(query))
        .limit(searchPageSize)
        .offset((page - 1) * searchPageSize),
    count: () =>
      db.select({ counted: count() }).from(db.select({ one: sql`1` }).from(serviceSearch).where(searchConditions(query)).limit(searchCountLimit + 1).as('matches')),
  };
}

/** One page of search results with the total (counted up to a limit): two queries, then the cards' three. */
export async function searchServices(ctx: RequestContext, query: SearchQuery): Promise<SearchServicesResult> {
  const { db } = ctx;
  const queries = searchQueries(db, query);
  const pageOf = (page: number) => nearestFirst(query, searchPageSize, (within) => queries.page(page, within));
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
