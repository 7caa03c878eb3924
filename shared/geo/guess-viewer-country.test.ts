import { describe, expect, it } from 'vitest';
import { guessViewerCountry } from './guess-viewer-country';

const guess = (headers: Record<string, string>) => guessViewerCountry(new Headers(headers));

describe('guessViewerCountry', () => {
  it('trusts a proxy country header first', () => {
    expect(guess({ 'cf-ipcountry': 'NZ', 'accept-language': 'en-AU' })).toEqual({ countryCode: 'nz', source: 'header' });
    expect(guess({ 'x-country-code': 'au' })).toEqual({ countryCode: 'au', source: 'header' });
  });

  it('ignores a header naming another country and falls back to Accept-Language', () => {
    expect(guess({ 'cf-ipcountry': 'US', 'accept-language': 'en-NZ,en;q=0.8' })).toEqual({ countryCode: 'nz', source: 'language' });
    expect(guess({ 'accept-language': 'mi, en;q=0.5' })).toEqual({ countryCode: 'nz', source: 'language' });
    expect(guess({ 'accept-language': 'en-AU' })).toEqual({ countryCode: 'au', source: 'language' });
  });

  it('defaults to Australia', () => {
    expect(guess({})).toEqual({ countryCode: 'au', source: 'default' });
    expect(guess({ 'accept-language': 'en-GB,fr' })).toEqual({ countryCode: 'au', source: 'default' });
  });
});
