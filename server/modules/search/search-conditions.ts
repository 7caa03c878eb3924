import { and, eq, sql, type SQL } from 'drizzle-orm';
import { serviceSearch } from '../../../db/schema/search';
import { searchDistanceBounds, venueSearchDistance } from '../../../shared/search/distance';
import type { AttributeFilter, SearchPlace, SearchQuery } from './search-query';

const earthRadius = 6_371_000;
// On the sphere the distances are measured on, so the box around a place holds all of its circle.
const metresPerDegree = (earthRadius * Math.PI) / 180;

/** Great-circle distance in metres from the place to each service (haversine). */
export function distanceFrom(place: Pick<SearchPlace, 'lat' | 'lng'>): SQL<number> {
  return sql<number>`(${earthRadius} * 2 * asin(sqrt(
    power(sin(radians(${serviceSearch.lat} - ${place.lat}) / 2), 2)
    + cos(radians(${place.lat})) * cos(radians(${serviceSearch.lat})) * power(sin(radians(${serviceSearch.lng} - ${place.lng}) / 2), 2)
  )))`;
}

/**
 * The WHERE clause shared by the result list, its count and the map markers. Every part can use an
 * index: the category with the latitude band, the GIN index of search_attributes for choices, the
 * unavailable-dates primary key for the date. `within` (metres, with a place) keeps only the listings
 * nearer than that to the place: see placeSearchRings.
 */
export function searchConditions(query: SearchQuery, within?: number): SQL {
  const parts: (SQL | undefined)[] = [eq(serviceSearch.categoryId, query.category.id)];
  if (query.stateId !== null) parts.push(eq(serviceSearch.stateId, query.stateId));
  if (query.regionId !== null) parts.push(eq(serviceSearch.regionId, query.regionId));
  if (query.place) parts.push(placeCondition(query.place, query.category.name === 'venue', within));
  if (query.guests !== null) {
    parts.push(sql`coalesce(${serviceSearch.peopleMin}, 0) <= ${query.guests} and ${serviceSearch.peopleMax} >= ${query.guests}`);
  }
  if (query.availability !== null) {
    // The booked days sit in the row itself: no join, no probe per listing.
    parts.push(sql`not (${serviceSearch.bookedDates} @> array[${query.availability}]::date[])`);
  }
  for (const filter of query.attributes) parts.push(attributeCondition(filter));
  if (query.bounds) {
    const { south, west, north, east } = query.bounds;
    parts.push(sql`${serviceSearch.lat} between ${south} and ${north} and ${serviceSearch.lng} between ${west} and ${east}`);
  }
  return and(...parts)!;
}

/**
 * Venues: within 200 km of the place (spec §7). Other categories travel to the couple, so a vendor
 * matches when the place lies inside its own travel area (its location and radius), or within the
 * distance the couple chose. A latitude/longitude box around the place comes first, for the index.
 */
function placeCondition(place: SearchPlace, isVenue: boolean, within: number | undefined): SQL {
  const reach = Math.min(isVenue ? venueSearchDistance : Math.max(place.distance, searchDistanceBounds.max), within ?? Infinity);
  const latDelta = reach / metresPerDegree;
  // A degree of longitude is shortest at the box's edge farthest from the equator: measured there,
  // the box holds the whole circle.
  const farthestLat = Math.min(Math.abs(place.lat) + latDelta, 89);
  const lngDelta = reach / (metresPerDegree * Math.max(Math.cos((farthestLat * Math.PI) / 180), 0.01));
  const box = sql`${serviceSearch.lat} between ${place.lat - latDelta} and ${place.lat + latDelta}
    and ${serviceSearch.lng} between ${place.lng - lngDelta} and ${place.lng + lngDelta}`;
  const distance = distanceFrom(place);
  const matches = isVenue
    ? sql`${distance} <= ${venueSearchDistance}`
    : sql`${distance} <= greatest(coalesce(${serviceSearch.radius}, 0), ${place.distance})`;
  return within === undefined ? sql`(${box} and ${matches})` : sql`(${box} and ${matches} and ${distance} < ${within})`;
}

function attributeCondition(filter: AttributeFilter): SQL {
  const value = sql`${serviceSearch.attributes} -> ${filter.name}`;
  switch (filter.kind) {
    case 'number': {
      const number = asNumber(value);
      const parts = [];
      if (filter.low !== null) parts.push(sql`${number} >= ${filter.low}`);
      if (filter.high !== null) parts.push(sql`${number} <= ${filter.high}`);
      return sql`(${sql.join(parts, sql` and `)})`;
    }
    case 'range':
      return sql`(${asNumber(sql`${value} -> 0`)} <= ${filter.to} and ${asNumber(sql`${value} -> 1`)} >= ${filter.from})`;
    case 'choices':
      // One containment test per choice, so each can use the GIN index (jsonb_path_ops).
      return sql`(${sql.join(
        filter.values.map((choice) => sql`${serviceSearch.attributes} @> ${JSON.stringify({ [filter.name]: [choice] })}::jsonb`),
        sql` or `,
      )})`;
    case 'choice':
      return sql`${serviceSearch.attributes} @> ${JSON.stringify({ [filter.name]: filter.value })}::jsonb`;
  }
}

/** A JSON number as float8, null for anything else: a malformed stored value never matches, never errors. */
function asNumber(json: SQL): SQL<number | null> {
  return sql`(case when jsonb_typeof(${json}) = 'number' then (${json})::float8 end)`;
}
