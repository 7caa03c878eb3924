import type { CategoryWithDetails } from '../catalog';

/** Spec §9: results per page. */
export const searchPageSize = 12;
/** Spec §9: at most this many markers on the search map. */
export const searchMarkerLimit = 500;
/**
 * Results are counted exactly up to this many; past it the page says "more than 1,000" and pages
 * through the first 1,000. Counting every one of 30,000 matches would cost more than the search.
 */
export const searchCountLimit = 1_000;
/** Ranking groups places by this distance, so listings a few hundred metres apart count as equally near. */
export const rankingDistanceStep = 10_000;

export type SearchPlace = {
  /** The place as the couple chose or typed it: "Pokolbin NSW". */
  text: string;
  lat: number;
  lng: number;
  /**
   * Metres. Venues: the search radius around the place. Other categories: how far the couple looks
   * beyond each vendor's own travel area; 0 means "vendors who travel to the place".
   */
  distance: number;
};

/** One attribute filter in the typed form the search engine applies. */
export type AttributeFilter =
  /** Value between `low` and `high`; a bound is left out when it is the attribute's own limit. */
  | { kind: 'number'; name: string; low: number | null; high: number | null }
  /** The service's [from, to] overlaps the chosen one. */
  | { kind: 'range'; name: string; from: number; to: number }
  /** The service has at least one of the choices. */
  | { kind: 'choices'; name: string; values: string[] }
  | { kind: 'choice'; name: string; value: string };

export type MapBounds = { south: number; west: number; north: number; east: number };

/** A search as the engine runs it: every part already checked against the category. */
export type SearchQuery = {
  category: CategoryWithDetails;
  place: SearchPlace | null;
  /** Place pages: /{category}/in-{state}[-{region}]. */
  stateId: number | null;
  regionId: number | null;
  /** number_of_people: people_min ≤ guests ≤ people_max. */
  guests: number | null;
  /** YYYY-MM-DD: services booked that day are left out. */
  availability: string | null;
  attributes: AttributeFilter[];
  /** 'Search as I move the map': only services inside the map's view. */
  bounds: MapBounds | null;
  page: number;
};

/** What the URL asked for, in the URL's own shapes, so the page can show and edit it. */
export type SearchParamsState = {
  category: string;
  location: { location: string; distance?: number } | null;
  geometry: { lat: number; lng: number } | null;
  availability: string | null;
  /** Attribute name → the JSON value of its URL parameter, for the filters that were kept. */
  attributes: Record<string, unknown>;
  bounds: [[number, number], [number, number]] | null;
  page: number;
  /** Show Map / Show List. */
  view: 'list' | 'map';
};
