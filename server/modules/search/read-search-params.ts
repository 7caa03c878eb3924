import { attributeGroups, attributeKind } from '../../../shared/catalog/attributes';
import { searchDistanceBounds, venueSearchDistance } from '../../../shared/search/distance';
import type { AttributeRecord, CategoryWithDetails } from '../catalog';
import type { AttributeFilter, MapBounds, SearchParamsState, SearchQuery } from './search-query';

export type ReadSearchParamsResult = {
  /** The search to run; `place` is still null when only a location text was given. */
  query: SearchQuery;
  /** The kept parts in URL shapes, for the filters on the page. */
  state: SearchParamsState;
  /** A location text without coordinates, for the caller to look up in the gazetteer. */
  locationText: string | null;
  /** One sentence per part of the URL that was ignored, shown on the page. */
  notices: string[];
};

export type ReadSearchParamsOptions = {
  /** In display order; the default category is `venue` (spec §9), else the first. */
  categories: CategoryWithDetails[];
  /** Place pages fix the category (from the path) and the state or region. */
  fixed?: { category: CategoryWithDetails; stateId: number; regionId: number | null };
};

// Parameters of the page itself, and ones that links from elsewhere add: never attribute filters.
// `distance` is the home search's, sent as it is without JavaScript (kilometres, see readLocation).
const pageParams = new Set(['category', 'location', 'geometry', 'availability', 'page', 'bounds', 'view', 'distance']);
const trackingParam = /^(utm_[a-z]+|fbclid|gclid|msclkid|ref)$/;
// A filter value longer than this is not something the page wrote; it is not parsed.
const longestValue = 2_000;
const lastPage = 10_000;

/**
 * Spec §7 "Search navigation" read from a URL: category={name}, {attribute}={JSON},
 * location={JSON}, geometry={JSON}, availability=YYYY-MM-DD, plus page and the map's bounds.
 * The home search posted without JavaScript sends its plain fields: location as text, distance in
 * kilometres, number_of_people as a bare number, and empty fields, which are no filter.
 * Anything malformed, unknown or out of range is dropped with a notice; this never throws.
 */
export function readSearchParams(params: URLSearchParams, options: ReadSearchParamsOptions): ReadSearchParamsResult {
  const notices: string[] = [];
  const category = options.fixed?.category ?? readCategory(params.get('category'), options.categories, notices);
  const state: SearchParamsState = {
    category: category.name,
    location: null,
    geometry: null,
    availability: null,
    attributes: {},
    bounds: null,
    page: 1,
    view: params.get('view') === 'map' ? 'map' : 'list',
  };
  const query: SearchQuery = {
    category,
    place: null,
    stateId: options.fixed?.stateId ?? null,
    regionId: options.fixed?.regionId ?? null,
    guests: null,
    availability: null,
    attributes: [],
    bounds: null,
    page: 1,
  };

  const location = readLocation(params.get('location'), params.get('distance'), category.name, notices);
  const geometry = readGeometry(params.get('geometry'), notices);
  let locationText: string | null = null;
  if (location) {
    state.location = location.distance === undefined ? { location: location.text } : { location: location.text, distance: location.distance };
    if (geometry) {
      state.geometry = geometry;
      query.place = { text: location.text, ...geometry, distance: location.distance ?? 0 };
    } else {
      locationText = location.text;
    }
  } else if (geometry) {
    notices.push('The map position was ignored because no location name came with it.');
  }

  const availability = params.get('availability');
  if (availability !== null && availability !== '') {
    const date = readDate(availability);
    if (date) {
      state.availability = date;
      query.availability = date;
    } else {
      notices.push(`The date "${shorten(availability)}" is not a valid date (YYYY-MM-DD) and was ignored.`);
    }
  }

  const bounds = params.get('bounds');
  if (bounds !== null && bounds !== '') {
    const box = readBounds(bounds);
    if (box) {
      state.bounds = [
        [box.south, box.west],
        [box.north, box.east],
      ];
      query.bounds = box;
    } else {
      notices.push('The map area could not be read and was ignored.');
    }
  }

  const page = params.get('page');
  if (page !== null && page !== '') {
    const number = Number(page);
    if (Number.isInteger(number) && number >= 1 && number <= lastPage) {
      state.page = number;
      query.page = number;
    } else {
      notices.push(`"${shorten(page)}" is not a page number; showing page 1.`);
    }
  }

  const byName = new Map(category.attributes.map((attribute) => [attribute.name, attribute]));
  const seen = new Set<string>();
  for (const [key, raw] of params) {
    if (pageParams.has(key) || trackingParam.test(key) || seen.has(key)) continue;
    seen.add(key);
    // A form's field left empty (the home search without JavaScript) sets no filter.
    if (raw.trim() === '') continue;
    const attribute = byName.get(key);
    if (!attribute || attribute.type === 'radius' || attribute.group === attributeGroups.hidden) {
      notices.push(`"${shorten(key)}" is not a filter of ${category.pluralName} and was ignored.`);
      continue;
    }
    const read = readAttribute(attribute, raw);
    if ('problem' in read) {
      notices.push(`The ${attribute.label} filter was ignored: ${read.problem}.`);
      continue;
    }
    if (read.notice) notices.push(read.notice);
    state.attributes[key] = read.urlValue;
    if (read.guests !== undefined) query.guests = read.guests;
    if (read.filter) query.attributes.push(read.filter);
  }
  return { query, state, locationText, notices };
}

function readCategory(name: string | null, categories: CategoryWithDetails[], notices: string[]): CategoryWithDetails {
  const fallback = categories.find((category) => category.name === 'venue') ?? categories[0];
  if (name === null || name === '') return fallback;
  const found = categories.find((category) => category.name === name || category.categorySlug === name);
  if (!found) notices.push(`There is no category "${shorten(name)}": showing ${fallback.pluralName}.`);
  return found ?? fallback;
}

/**
 * The location's text and, but for venues (always venueSearchDistance), its distance in metres:
 * the JSON's, else the plain `distance` in kilometres that the home search sends without
 * JavaScript.
 */
function readLocation(raw: string | null, rawKilometres: string | null, categoryName: string, notices: string[]): { text: string; distance?: number } | null {
  if (raw === null || raw.trim() === '') return null;
  const parsed = parseJson(raw);
  // A plain text (not JSON) is taken as the location itself, as older links wrote it.
  const value = parsed.ok ? parsed.value : raw;
  const text = typeof value === 'string' ? value : isRecord(value) && typeof value.location === 'string' ? value.location : null;
  const cleaned = text?.replace(/\s+/g, ' ').trim().slice(0, 120);
  if (!cleaned) {
    notices.push('The location could not be read and was ignored.');
    return null;
  }
  if (categoryName === 'venue') return { text: cleaned, distance: venueSearchDistance };
  const kilometres = rawKilometres?.trim() ? Number(rawKilometres) * 1000 : undefined;
  const distance = isRecord(value) && value.distance !== undefined ? value.distance : kilometres;
  if (distance === undefined || distance === null) return { text: cleaned };
  if (typeof distance === 'number' && Number.isFinite(distance) && distance >= searchDistanceBounds.min && distance <= searchDistanceBounds.max) {
    return { text: cleaned, distance: Math.round(distance) };
  }
  notices.push('The distance must be between 1 km and 400 km; it was ignored.');
  return { text: cleaned };
}

// Australia and New Zealand with their islands (the Chatham Islands lie east of 180°, at −176°).
function inCoveredArea(lat: number, lng: number): boolean {
  return lat >= -56 && lat <= -8 && ((lng >= 110 && lng <= 180) || (lng >= -180 && lng <= -175));
}

function readGeometry(raw: string | null, notices: string[]): { lat: number; lng: number } | null {
  if (raw === null || raw === '') return null;
  const parsed = parseJson(raw);
  if (parsed.ok && isRecord(parsed.value)) {
    const { lat, lng } = parsed.value;
    if (typeof lat === 'number' && typeof lng === 'number' && inCoveredArea(lat, lng)) return { lat, lng };
  }
  notices.push('The map position could not be read or lies outside Australia and New Zealand; it was ignored.');
  return null;
}

function readBounds(raw: string): MapBounds | null {
  const parsed = parseJson(raw);
  if (!parsed.ok || !Array.isArray(parsed.value) || parsed.value.length !== 2) return null;
  const [southWest, northEast] = parsed.value as unknown[];
  if (!isPair(southWest) || !isPair(northEast)) return null;
  const [south, west] = southWest;
  const [north, east] = northEast;
  const valid = south >= -90 && north <= 90 && south < north && west >= -180 && east <= 180 && west < east;
  return valid ? { south, west, north, east } : null;
}

/** YYYY-MM-DD, or the MM-DD-YYYY of the date field's placeholder; a real calendar day. */
export function readDate(raw: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  const us = /^(\d{2})-(\d{2})-(\d{4})$/.exec(raw);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1], us[2]] : [];
  if (!year) return null;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const text = `${year}-${month}-${day}`;
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text ? text : null;
}

type AttributeRead =
  | { problem: string }
  | { urlValue: unknown; filter: AttributeFilter | null; guests?: number; notice?: string };

function readAttribute(attribute: AttributeRecord, raw: string): AttributeRead {
  if (raw.length > longestValue) return { problem: 'its value is too long' };
  const parsed = parseJson(raw);
  // Spec §7: a radio value is the plain value, so unquoted text is accepted as a string.
  const value = parsed.ok ? parsed.value : raw;
  const { name, options } = attribute;
  const type = attributeKind(attribute.type);
  const min = options.min ?? 0;
  // Spec §9: number ranges default to 0–200 unless the attribute says otherwise.
  const max = options.max ?? 200;
  const outside = `it must lie between ${min} and ${max}`;
  switch (type) {
    case 'number': {
      // Spec §7: [value, max]; a bare number is read as [number, max].
      const pair = typeof value === 'number' ? [value, max] : value;
      if (!isPair(pair)) return { problem: 'its value could not be read' };
      const [low, high] = pair;
      if (low < min || high > max || low > high) return { problem: outside };
      if (name === 'number_of_people') {
        // Spec §5: guests match people_min ≤ v ≤ people_max, and only when v is above 0.
        return { urlValue: [low, high], filter: null, ...(low > 0 ? { guests: low } : {}) };
      }
      // Spec §5: number filters apply only when the lower value is above 0; min_price_per_person is
      // always [0, max], a budget, so its upper value applies when it is above 0 and below the limit.
      const budget = name === 'min_price_per_person' && high > 0 && high < max ? high : null;
      const applies = low > 0 || budget !== null;
      return { urlValue: [low, high], filter: applies ? { kind: 'number', name, low: low > 0 ? low : null, high: budget ?? (low > 0 && high < max ? high : null) } : null };
    }
    case 'range': {
      if (!isPair(value)) return { problem: 'its value could not be read' };
      const [from, to] = value;
      if (from < min || to > max || from > to) return { problem: outside };
      const whole = from === min && to === max;
      return { urlValue: [from, to], filter: whole ? null : { kind: 'range', name, from, to } };
    }
    case 'checkbox_group': {
      // Spec §7: an array, or per-group arrays.
      const list = Array.isArray(value) ? value.flat() : typeof value === 'string' ? [value] : null;
      if (!list || !list.every((item) => typeof item === 'string')) return { problem: 'its value could not be read' };
      const known = new Set((options.choices ?? []).map((choice) => choice.value));
      const values = [...new Set(list as string[])].filter((item) => known.has(item));
      if (values.length === 0) return list.length === 0 ? { urlValue: [], filter: null } : { problem: 'none of its choices exist' };
      const limit = options.maxSelected;
      const kept = limit ? values.slice(0, limit) : values;
      const notice =
        values.length < list.length
          ? `Unknown ${attribute.label} choices were ignored.`
          : kept.length < values.length
            ? `${attribute.label} are limited to a maximum of ${limit} options`
            : undefined;
      return { urlValue: kept, filter: { kind: 'choices', name, values: kept }, ...(notice ? { notice } : {}) };
    }
    case 'radio': {
      const choice = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;
      if (choice === null || !(options.choices ?? []).some((item) => item.value === choice)) return { problem: 'that choice does not exist' };
      return { urlValue: choice, filter: { kind: 'choice', name, value: choice } };
    }
    default:
      return { problem: 'it cannot be used as a filter' };
  }
}

function parseJson(raw: string): { ok: true; value: unknown } | { ok: false } {
  if (raw.length > longestValue) return { ok: false };
  try {
    return { ok: true, value: JSON.parse(raw) };
  } catch {
    return { ok: false };
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isPair(value: unknown): value is [number, number] {
  return Array.isArray(value) && value.length === 2 && value.every((item) => typeof item === 'number' && Number.isFinite(item));
}

/** User text repeated in a notice: short, and shown escaped by React like any text. */
function shorten(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
