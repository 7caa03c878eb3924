export type CountryCode = 'au' | 'nz';

/** Spec §2: the country code nz means New Zealand; anything else means Australia. */
export function countryCodeOf(value: string): CountryCode {
  return value.toLowerCase() === 'nz' ? 'nz' : 'au';
}

/** The countries' names as pages say them. */
export const countryNames: Record<CountryCode, string> = { au: 'Australia', nz: 'New Zealand' };
