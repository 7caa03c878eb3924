import type { Database } from '../../../db/client';
import { eq } from 'drizzle-orm';
import { serviceSearch } from '../../../db/schema/search';
import { services } from '../../../db/schema/services';
import { searchConditions } from './search-conditions';
import { searchMarkerLimit, type SearchQuery } from './search-query';
import { searchOrder } from './search-services';

export type SearchMarker = { id: number; name: string; lat: number; lng: number };

/**
 * The map's markers for a search: the first 500 matches in result order (spec §9), whatever page
 * the list shows. Only what a pin needs; a marker's card is loaded when it is clicked.
 */
export function listSearchMarkers(db: Database, query: SearchQuery): Promise<SearchMarker[]> {
  return searchMarkersQuery(db, query);
}

export function searchMarkersQuery(db: Database, query: SearchQuery) {
  return db
    .select({ id: serviceSearch.serviceId, name: services.name, lat: serviceSearch.lat, lng: serviceSearch.lng })
    .from(serviceSearch)
    .innerJoin(services, eq(services.id, serviceSearch.serviceId))
    .where(searchConditions(query))
    .orderBy(...searchOrder(query))
    .limit(searchMarkerLimit);
}
