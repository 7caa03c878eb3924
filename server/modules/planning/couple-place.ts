import type { Country } from '../../../shared/planning/checklist';
import { todayIn } from '../../../shared/planning/dates';
import type { RequestContext } from '../../context';
import type { Viewer } from '../../kernel';
import { findPlaceNamed } from '../geo';

/** Where the couple marries, as planning needs it: the country (law, currency), a label and a point for search links. */
export type CouplePlace = {
  country: Country | null;
  /** The place's name for sentences ("Hunter Valley"), else the location as typed, else null. */
  label: string | null;
  /** The location for /search's location parameter, and its point. */
  searchLocation: string | null;
  point: { lat: number; lng: number } | null;
  /** Today in the couple's country (Australia's when unknown). */
  today: string;
};

/** The couple's wedding location (spec §3 wedding_location) read through the gazetteer. */
export async function findCouplePlace(ctx: RequestContext, couple: Viewer): Promise<CouplePlace> {
  const text = couple.weddingLocation?.trim() ?? '';
  const place = text ? await findPlaceNamed(ctx, { text: text.slice(0, 200) }) : null;
  const country = place?.countryCode === 'nz' ? 'nz' : place?.countryCode === 'au' ? 'au' : null;
  return {
    country,
    label: place ? place.name : text || null,
    searchLocation: place?.value ?? (text || null),
    point: place ? { lat: place.lat, lng: place.lng } : null,
    today: todayIn(country ?? 'au', ctx.clock.now()),
  };
}

/** /search for a marketplace category near the couple's wedding (a plain link, never a paid placement). */
export function categorySearchUrl(searchCategory: string, place: CouplePlace): string {
  const params = new URLSearchParams({ category: searchCategory });
  if (place.searchLocation) params.set('location', JSON.stringify({ location: place.searchLocation }));
  if (place.searchLocation && place.point) params.set('geometry', JSON.stringify(place.point));
  return `/search/?${params.toString()}`;
}
