/**
 * Spec §5: a vendor's phone, with a country picker (default Australia, +61). The check is
 * libphonenumber-js's "possible" (the length fits the country's plan): its author's advice, since
 * the digit patterns of `isValid()` go stale as numbering plans change. The "min" metadata keeps
 * the browser bundle small and is all that check needs.
 */
import parsePhoneNumber, { getCountries, getCountryCallingCode, isSupportedCountry, type CountryCode } from 'libphonenumber-js/min';

export const defaultPhoneCountry = 'AU';
export const phoneRequiredMessage = 'Phone is required';
export const invalidPhoneMessage = 'Invalid phone number';

/** Longer than any phone number with its spacing: refused before it is parsed. */
export const phoneMaxLength = 40;

export type PhoneCountry = { code: string; name: string; dialCode: string };

let countries: PhoneCountry[] | undefined;

/**
 * Every country libphonenumber-js knows (about 245), by English name. Built on first use, not on
 * import: the server and pages that never show the picker pay nothing.
 */
export function listPhoneCountries(): PhoneCountry[] {
  if (!countries) {
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    countries = getCountries()
      .map((code) => ({ code, name: names.of(code) ?? code, dialCode: `+${getCountryCallingCode(code)}` }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  }
  return countries;
}

/** The country code as libphonenumber-js knows it ('au' reads as 'AU'), or undefined. */
export function phoneCountryOf(country: string): CountryCode | undefined {
  const code = country.trim().toUpperCase();
  return isSupportedCountry(code) ? code : undefined;
}

/** What the number field starts with for a country: '+61 '. */
export function phonePrefix(country: string): string {
  const code = phoneCountryOf(country);
  return code ? `+${getCountryCallingCode(code)} ` : '';
}

/** Whether nothing but a country's prefix was typed (the form starts with '+61 '): no number given. */
export function isPhoneBlank(country: string, value: string): boolean {
  const typed = value.replace(/\s+/g, '');
  return typed === '' || typed === '+' || typed === phonePrefix(country).trim();
}

/**
 * The number field after the country changes from `previous` to `next`: an empty field, or one
 * holding only the old prefix, gets the new prefix; a number under the old prefix gets the new one
 * in its place; anything else (a national number, another country's number) stays as typed.
 */
export function switchPhonePrefix(value: string, previous: string, next: string): string {
  if (isPhoneBlank(previous, value)) return phonePrefix(next);
  const old = phonePrefix(previous).trim();
  const start = value.trimStart();
  // Calling codes are prefix-free: a number starting '+61' is under +61, whatever follows.
  if (old && start.startsWith(old)) return phonePrefix(next).trim() + start.slice(old.length);
  return value;
}

/**
 * The number in E.164 ('+61412345678') if it is possible for the country, else null. It may be
 * written nationally ('0412 345 678', '412 345 678') or internationally ('+61 412 345 678'); an
 * international number names its own country, so '+64 …' is a New Zealand number whatever was
 * picked. An extension is refused: E.164 has no place for it.
 */
export function toE164Phone(country: string, value: string): string | null {
  if (value.length > phoneMaxLength) return null;
  // extract: false: the whole value is the number, not a number found somewhere in a text.
  const phone = parsePhoneNumber(value, { defaultCountry: phoneCountryOf(country), extract: false });
  if (!phone || phone.ext || !phone.isPossible()) return null;
  return phone.number;
}

/** An E.164 number as people read it ('+61 412 345 678'); anything unreadable as it is. */
export function formatPhoneForDisplay(e164: string): string {
  return parsePhoneNumber(e164, { extract: false })?.formatInternational() ?? e164;
}

/** The country of a stored E.164 number ('+64 …' is 'NZ'), for the picker; undefined when unknown. */
export function phoneCountryOfNumber(e164: string): string | undefined {
  return parsePhoneNumber(e164, { extract: false })?.country;
}
