import type { Database } from '../../../db/client';
import { serviceSearch } from '../../../db/schema/search';
import type { RequestContext } from '../../context';
import { listServiceNames } from '../catalog';
import { searchConditions } from './search-conditions';
import { searchMarkerLimit, type SearchQuery } from './search-query';
import { nearestFirst, searchOrder } from './search-services';

export type SearchMarker = { id: number; name: string; lat: number; lng: number };

/**
 * The map's markers for a search: the first 500 matches in result order (spec §9), whatever page
 * the list shows. Only what a pin needs, in two queries (the pins from the search index, their
 * names from the catalog); a marker's card is loaded when it is clicked.
 */
export async function listSearchMarkers(ctx: RequestContext, query: SearchQuery): Promise<SearchMarker[]> {
  const pins = await nearestFirst(query, searchMarkerLimit, (within) => searchMarkersQuery(ctx.db, query, within));
  const names = await listServiceNames(ctx, { serviceIds: pins.map((pin) => pin.id) });
  // A listing removed between the two reads has no name: it is left out, as a join would have.
  return pins.flatMap((pin) => {
    const name = names.get(pin.id);
    return name === undefined ? [] : [{ id: pin.id, name, lat: pin.lat, lng: pin.lng }];
  });
}

/** The markers' statement (without the names), for the query plans of bench/search-plans.ts; `within`: see placeSearchRings. */
export function searchMarkersQuery(db: Database, query: SearchQuery, within?: number) {
  return db
    .select({ id: serviceSearch.serviceId, lat: serviceSearch.lat, lng: serviceSearch.lng })
    .from(serviceSearch)
    .where(searchConditions(query, within))
    .orderBy(...searchOrder(query))
    .limit(searchMarkerLimit);
}
