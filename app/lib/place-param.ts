import { countryCodeOf, type CountryCode } from '../../shared/geo/country-code';

export type PlaceParam =
  | { kind: 'country'; countryCode: CountryCode }
  | { kind: 'place'; stateCode: string; regionLink?: string };

/**
 * The second segment of /{category}/…: 'in-nsw' or 'in-nsw-hunter-valley' name a place
 * (state codes have no hyphen); anything else is a country, where nz means New Zealand and
 * everything else Australia (spec §2).
 */
export function parsePlaceParam(value: string | undefined): PlaceParam {
  const match = /^in-([a-z]+)(?:-(.+))?$/i.exec(value ?? '');
  if (!match) return { kind: 'country', countryCode: countryCodeOf(value ?? '') };
  return { kind: 'place', stateCode: match[1], regionLink: match[2] };
}
