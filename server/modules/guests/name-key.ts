/**
 * A name folded for the RSVP lookup: lower case, accents removed, runs of spaces, hyphens and
 * apostrophes made one space ("Zoë  O’Brien" → "zoe o brien"). Stored beside each guest's names
 * (guests.first_key, last_key) so the lookup is an index scan at 1,000 guests.
 */
export function nameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s\-‐-―'’`´.]+/gu, ' ')
    .trim()
    .slice(0, 200);
}
