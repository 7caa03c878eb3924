import type { Database } from '../../../db/client';
import { services } from '../../../db/schema';
import { searchConditions } from './search-conditions';
import { searchMarkerLimit, type SearchQuery } from './search-query';
import { searchOrder } from './search-services';

export type SearchMarker = { id: number; name: string; lat: number; lng: number };

/**
 * The map's markers for a search: the first 500 matches in result order (spec §9), whatever page
 * the list shows. Only what a pin needs; a marker's card is loaded when it is clicked.
 */
export function listSearchMarkers(db: Database, query: SearchQuery): Promise<SearchMarker[]> {
  return db
    .select({ id: services.id, name: services.name, lat: services.lat, lng: services.lng })
    .from(services)
    .where(searchConditions(query))
    .orderBy(...searchOrder(query))
    .limit(searchMarkerLimit);
}
