import { nameKey as sharedNameKey } from '../../../shared/guests/name-match';

/**
 * A name folded for the RSVP lookup, exactly as the RSVP matcher folds what a guest types
 * (shared/guests/name-match.ts: lower case, accents and punctuation removed, "Zoë O’Brien-Smith" →
 * "zoeobriensmith"). Stored beside each guest's names (guests.first_key, last_key, indexed with
 * the couple first) so the lookup is an index scan at 1,000 guests; capped at the column's 200.
 */
export function nameKey(name: string): string {
  return sharedNameKey(name).slice(0, 200);
}
