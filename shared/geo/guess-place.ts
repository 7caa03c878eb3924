// Headers CDNs and proxies add with the client's city, region and country (Cloudflare's visitor
// location headers, Vercel's, CloudFront's). Nothing here reads the address itself.
const cityHeaders = ['cf-ipcity', 'x-vercel-ip-city', 'cloudfront-viewer-city'];
const countryHeaders = ['cf-ipcountry', 'x-vercel-ip-country', 'cloudfront-viewer-country', 'x-country-code'];

let countryNames: Intl.DisplayNames | undefined;

/**
 * Where a request comes from, in words ("Sydney, Australia", "New Zealand"), as the proxy in front
 * of the site guessed it from the address; null when no header says (or says "unknown": XX, T1).
 * Vercel sends the city URL-encoded.
 */
export function guessPlace(headers: Headers): string | null {
  const code = countryHeaders.map((name) => headers.get(name)?.trim().toUpperCase()).find((value) => value && /^[A-Z]{2}$/.test(value));
  countryNames ??= new Intl.DisplayNames('en', { type: 'region', fallback: 'none' });
  const country = code && code !== 'XX' ? countryNames.of(code) : undefined;
  if (!country) return null;
  const city = cityHeaders.map((name) => decodeCity(headers.get(name))).find(Boolean);
  return city ? `${city}, ${country}` : country;
}

function decodeCity(value: string | null): string | null {
  if (!value) return null;
  let city: string;
  try {
    city = decodeURIComponent(value);
  } catch {
    city = value;
  }
  // A name, not markup or a sentence: letters, spaces and the punctuation places use.
  city = city.trim().slice(0, 80);
  return /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u.test(city) ? city : null;
}
