/** Spec §5: a vendor's website, typed as people write it ('example.com.au'). */

/** The address with https:// added when it names no scheme (spec §5); empty stays empty. */
export function withWebsiteScheme(value: string): string {
  const address = value.trim();
  if (address === '' || /^https?:\/\//i.test(address)) return address;
  return `https://${address}`;
}

/**
 * Whether the address is a web page on a named host: http or https, a host with a dot and no
 * empty label, and no user name or password (a link shown to couples must not carry one).
 */
export function isWebsiteUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password) return false;
  return /^[^.]+(\.[^.]+)+$/.test(url.hostname);
}
