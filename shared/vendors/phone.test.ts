import { describe, expect, it } from 'vitest';
import { formatPhoneForDisplay, isPhoneBlank, listPhoneCountries, phoneCountryOfNumber, phonePrefix, switchPhonePrefix, toE164Phone } from './phone';

describe('listPhoneCountries', () => {
  it('lists every country with its English name and calling code, by name', () => {
    const countries = listPhoneCountries();
    expect(countries.length).toBeGreaterThan(240);
    expect(countries).toContainEqual({ code: 'AU', name: 'Australia', dialCode: '+61' });
    expect(countries).toContainEqual({ code: 'NZ', name: 'New Zealand', dialCode: '+64' });
    const names = countries.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(new Set(countries.map((country) => country.code)).size).toBe(countries.length);
  });

  it('builds the list once', () => {
    expect(listPhoneCountries()).toBe(listPhoneCountries());
  });
});

describe('toE164Phone', () => {
  it.each([
    ['AU', '0412 345 678', '+61412345678'],
    ['AU', '412 345 678', '+61412345678'],
    ['AU', '+61 412 345 678', '+61412345678'],
    ['AU', '(02) 9999-9999', '+61299999999'],
    ['au', '0412345678', '+61412345678'],
    ['NZ', '021 123 4567', '+64211234567'],
    ['NZ', '+64 21 123 4567', '+64211234567'],
    ['US', '(212) 555-0100', '+12125550100'],
    // An international number names its own country.
    ['AU', '+64 21 123 4567', '+64211234567'],
  ])('reads %s %j as %s', (country, value, e164) => {
    expect(toE164Phone(country, value)).toBe(e164);
  });

  it.each([
    ['AU', ''],
    ['AU', '+61 '],
    ['AU', '1234'],
    ['AU', 'call 0412 345 678'],
    ['AU', '0412 345 678 ext. 12'],
    ['AU', 'phone'],
    ['AU', '0'.repeat(41)],
    // No country to read a national number by.
    ['XX', '0412 345 678'],
  ])('refuses %s %j', (country, value) => {
    expect(toE164Phone(country, value)).toBeNull();
  });
});

describe('the prefix the number field starts with', () => {
  it('is the country calling code and a space', () => {
    expect(phonePrefix('AU')).toBe('+61 ');
    expect(phonePrefix('nz')).toBe('+64 ');
    expect(phonePrefix('XX')).toBe('');
  });

  it('counts as no number', () => {
    expect(isPhoneBlank('AU', '+61 ')).toBe(true);
    expect(isPhoneBlank('AU', ' + ')).toBe(true);
    expect(isPhoneBlank('AU', '')).toBe(true);
    expect(isPhoneBlank('AU', '+64 ')).toBe(false);
    expect(isPhoneBlank('AU', '+61 4')).toBe(false);
  });

  it.each([
    ['', 'AU', 'NZ', '+64 '],
    ['+61 ', 'AU', 'NZ', '+64 '],
    ['+61', 'AU', 'GB', '+44 '],
    ['+61 412 345 678', 'AU', 'NZ', '+64 412 345 678'],
    ['+61412345678', 'AU', 'NZ', '+64412345678'],
    ['0412 345 678', 'AU', 'NZ', '0412 345 678'],
    ['+44 20 7946 0000', 'AU', 'NZ', '+44 20 7946 0000'],
    ['+1 212 555 0100', 'US', 'CA', '+1 212 555 0100'],
  ])('%j from %s to %s becomes %j', (value, previous, next, expected) => {
    expect(switchPhonePrefix(value, previous, next)).toBe(expected);
  });
});

describe('formatPhoneForDisplay', () => {
  it('writes a number internationally', () => {
    expect(formatPhoneForDisplay('+61412345678')).toBe('+61 412 345 678');
    expect(formatPhoneForDisplay('+64211234567')).toBe('+64 21 123 4567');
  });

  it('leaves what it cannot read as it is', () => {
    expect(formatPhoneForDisplay('not a number')).toBe('not a number');
  });
});

describe('phoneCountryOfNumber', () => {
  it('reads the country of a stored number, for the picker', () => {
    expect(phoneCountryOfNumber('+61412345678')).toBe('AU');
    expect(phoneCountryOfNumber('+64211234567')).toBe('NZ');
    expect(phoneCountryOfNumber('+442079460000')).toBe('GB');
  });

  it('knows none for what it cannot read', () => {
    expect(phoneCountryOfNumber('not a number')).toBeUndefined();
  });
});
