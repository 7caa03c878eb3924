import { venueSearchDistance } from '../../../shared/search/distance';
import { searchStateHref } from './search-state-url';

export type SearchRequest = {
  /** Category machine name: venue, photographer… */
  category: string;
  /** The place as typed or chosen, e.g. "Pokolbin NSW". */
  location?: string;
  /** The chosen place's position; sent only with a location, which it belongs to. */
  geometry?: { lat: number; lng: number };
  /** Metres; ignored for venues, which always use venueSearchDistance. */
  distance?: number;
  /** YYYY-MM-DD */
  availability?: string;
  /** Attribute filters by key, already in spec §7's JSON shapes ([value,max] for numbers…). */
  attributes?: Record<string, unknown>;
};

/**
 * The /search URL of spec §7: category={name}, {attribute}={JSON}, location={JSON},
 * geometry={JSON}, availability=YYYY-MM-DD.
 */
export function buildSearchUrl(request: SearchRequest): string {
  const location = request.location?.trim();
  const distance = request.category === 'venue' ? venueSearchDistance : request.distance;
  return searchStateHref(
    '/search/',
    {
      category: request.category,
      attributes: request.attributes ?? {},
      location: location ? (distance ? { location, distance } : { location }) : null,
      geometry: location && request.geometry ? { lat: request.geometry.lat, lng: request.geometry.lng } : null,
      availability: request.availability ?? null,
      bounds: null,
      page: 1,
      view: 'list',
    },
    { withCategory: true },
  );
}
