/**
 * Finding a guest by the name they type on the RSVP page (issue 34), without showing anyone else.
 *
 * Normalising (decided here, used for every comparison): Unicode NFKD, combining marks removed
 * ("Zoë" = "Zoe", "José" = "Jose"), the letters that do not decompose spelled out (ß ss, æ ae,
 * œ oe, ø o, ł l, đ d, ð d, þ th, ı i), lower case, and then everything that is not a letter or a digit dropped:
 * apostrophes (’ ' ‘ `), hyphens, dots and spaces all vanish, so "O’Brien" = "O'Brien" = "OBrien"
 * = "o brien", and "Smith-Jones" = "Smith Jones". A person typing their own name varies exactly
 * there; two different people are very rarely told apart only by a space or a hyphen.
 *
 * Matching, in tiers (the first tier that finds anyone wins):
 * 1. exact: first and last name equal after normalising;
 * 2. similar: the last name equals the guest's (or one part of a guest's hyphenated or
 *    two-word last name: "Smith" finds "Smith-Jones"), and one first name starts with the other,
 *    the shorter at least 2 letters ("Chris" finds "Christopher", "Christopher" finds "Chris").
 *    Only prefixes: "Kate" does not find "Katherine", nor "Bob" "Robert";
 * 3. none.
 * The answer is one household. When the tier finds guests in several households (two John Smiths),
 * an e-mail breaks the tie as Joy does: the households whose own e-mail or a matched guest's e-mail
 * equals it (any case). Still several, or none of them by that e-mail: `needs-email`, with no ids,
 * so the caller asks for the e-mail (or offers the note to the couple) and never lists households.
 */

const spelledOut: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

/** The comparable form of a name: see the rules above. "  Zoë  O’Brien-Smith " → "zoeobriensmith". */
export function nameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (letter) => spelledOut[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** The parts of a name split where a person might split it (spaces, hyphens), each as a key. */
export function nameParts(name: string): string[] {
  return name
    .split(/[\s\-‐‑‒–—]+/u)
    .map(nameKey)
    .filter((part) => part !== '');
}

/** Trimmed, inner spaces collapsed: how a typed name is shown back or stored. */
export function tidyName(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ');
}

export const minimumPrefix = 2;

export type MatchableGuest<Id, HouseholdId> = {
  id: Id;
  householdId: HouseholdId;
  firstName: string;
  lastName: string;
  email?: string | null;
  /** The household's own e-mail, if it has one. */
  householdEmail?: string | null;
};

export type NameQuery = { firstName: string; lastName: string; email?: string | null };

export type MatchResult<Id, HouseholdId> =
  /** One household: show it (and only it). `guestIds` are the guests whose names matched. */
  | { kind: 'exact' | 'similar'; householdId: HouseholdId; guestIds: Id[] }
  /** Several households match and no e-mail told them apart: ask for the e-mail. */
  | { kind: 'needs-email'; tier: 'exact' | 'similar' }
  | { kind: 'none' };

/** Whether one first name starts with the other, the shorter at least two letters. */
export function firstNamesStartAlike(a: string, b: string): boolean {
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  return shorter.length >= minimumPrefix && longer.startsWith(shorter);
}

const emailKey = (email: string | null | undefined) => (email ?? '').trim().toLowerCase();

/**
 * Finds the household of the guest named by `query`. `guests` is one couple's list; keys may be
 * precomputed by the caller with {@link prepareGuests} when it matches many times.
 */
export function matchGuests<Id, HouseholdId>(query: NameQuery, guests: readonly MatchableGuest<Id, HouseholdId>[] | PreparedGuests<Id, HouseholdId>): MatchResult<Id, HouseholdId> {
  const prepared = 'preparedEntries' in guests ? guests.preparedEntries : prepareGuests(guests).preparedEntries;
  const first = nameKey(query.firstName);
  const last = nameKey(query.lastName);
  const lastParts = nameParts(query.lastName);
  if (first === '' || last === '') return { kind: 'none' };

  const exact = prepared.filter((guest) => guest.first === first && guest.last === last);
  if (exact.length > 0) return pick('exact', exact, query.email);

  const similar = prepared.filter(
    (guest) =>
      (guest.last === last || (lastParts.length === 1 && guest.lastParts.includes(last)) || (guest.lastParts.length === 1 && lastParts.includes(guest.last))) &&
      firstNamesStartAlike(first, guest.first),
  );
  if (similar.length > 0) return pick('similar', similar, query.email);
  return { kind: 'none' };
}

function pick<Id, HouseholdId>(tier: 'exact' | 'similar', found: PreparedGuest<Id, HouseholdId>[], email: string | null | undefined): MatchResult<Id, HouseholdId> {
  const households = [...new Set(found.map((entry) => entry.guest.householdId))];
  let chosen = households;
  if (households.length > 1) {
    const wanted = emailKey(email);
    if (wanted === '') return { kind: 'needs-email', tier };
    chosen = households.filter((household) => found.some((entry) => entry.guest.householdId === household && (emailKey(entry.guest.email) === wanted || emailKey(entry.guest.householdEmail) === wanted)));
    if (chosen.length !== 1) return { kind: 'needs-email', tier };
  }
  const householdId = chosen[0];
  return { kind: tier, householdId, guestIds: found.filter((entry) => entry.guest.householdId === householdId).map((entry) => entry.guest.id) };
}

type PreparedGuest<Id, HouseholdId> = { guest: MatchableGuest<Id, HouseholdId>; first: string; last: string; lastParts: string[] };
export type PreparedGuests<Id, HouseholdId> = { readonly preparedEntries: readonly PreparedGuest<Id, HouseholdId>[] };

/** The guests with their name keys computed once (for a caller matching many times). */
export function prepareGuests<Id, HouseholdId>(guests: readonly MatchableGuest<Id, HouseholdId>[]): PreparedGuests<Id, HouseholdId> {
  const entries = guests.map((guest) => ({ guest, first: nameKey(guest.firstName), last: nameKey(guest.lastName), lastParts: nameParts(guest.lastName) }));
  return { preparedEntries: entries };
}
