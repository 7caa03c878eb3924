export type CountryGuess = { countryCode: 'au' | 'nz'; source: 'header' | 'language' | 'default' };

// Headers that CDNs and proxies set to the visitor's country (ISO 3166-1 alpha-2).
const countryHeaders = ['cf-ipcountry', 'x-vercel-ip-country', 'cloudfront-viewer-country', 'x-country-code'];

/** The viewer's likely country: a proxy's geo header, else Accept-Language, else Australia. */
export function guessViewerCountry(headers: Headers): CountryGuess {
  for (const name of countryHeaders) {
    const code = headers.get(name)?.trim().toLowerCase();
    if (code === 'au' || code === 'nz') return { countryCode: code, source: 'header' };
  }
  const languages = (headers.get('accept-language') ?? '')
    .split(',')
    .map((part) => part.split(';')[0].trim().toLowerCase());
  for (const language of languages) {
    if (language.endsWith('-nz') || language === 'mi') return { countryCode: 'nz', source: 'language' };
    if (language.endsWith('-au')) return { countryCode: 'au', source: 'language' };
  }
  return { countryCode: 'au', source: 'default' };
}
