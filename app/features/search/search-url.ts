/** Spec §7 "Search navigation": venues are searched within 200 km of the place. */
export const venueSearchDistance = 200_000;

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
  const params = new URLSearchParams({ category: request.category });
  for (const [key, value] of Object.entries(request.attributes ?? {})) params.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  const location = request.location?.trim();
  if (location) {
    const distance = request.category === 'venue' ? venueSearchDistance : request.distance;
    params.set('location', JSON.stringify(distance ? { location, distance } : { location }));
    if (request.geometry) params.set('geometry', JSON.stringify({ lat: request.geometry.lat, lng: request.geometry.lng }));
  }
  if (request.availability) params.set('availability', request.availability);
  return `/search/?${params}`;
}
