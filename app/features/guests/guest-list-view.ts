import type { Guest, GuestList } from '../../../server/modules/guests';
import { nameKey } from '../../../shared/guests/name-match';
import type { GuestQuery, RsvpFilter, Sort } from './guest-query';

/**
 * The guest list page's search, filters and sort (issue 34), applied in the loader to the whole
 * list (at most 1,000 guests, read whole), so the page ships only the rows it shows.
 */

export type InvitationState = 'waiting' | 'attending' | 'declined';

/** One guest as the list shows them. `states` follows the list's events: null where not invited. */
export type GuestRow = {
  id: number;
  firstName: string;
  lastName: string;
  ageGroup: string;
  side: string;
  group: string;
  meal: string;
  dietary: string;
  states: (InvitationState | null)[];
  /** The host's id and name, for a plus-one. */
  hostId: number | null;
  plusOneOf: string | null;
  /** Plus-ones the guest may still bring (allowed minus named). */
  plusOnesLeft: number;
  table: string | null;
};

export type HouseholdRow = { id: number; name: string; size: number; guests: GuestRow[] };

export type GuestListView = {
  households: HouseholdRow[];
  shownGuests: number;
  /** Whether a search or filter hides any guest (the empty households among them). */
  filtered: boolean;
};

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const compare = (a: string, b: string) => collator.compare(a, b);
const byName = (first: 'firstName' | 'lastName', second: 'firstName' | 'lastName') => (a: GuestRow, b: GuestRow) => compare(a[first], b[first]) || compare(a[second], b[second]) || a.id - b.id;

/** Waiting first (the ones to chase), then attending, declined, and invited to nothing. */
const stateRank = { waiting: 0, attending: 1, declined: 2 } as const;
function rsvpRank(row: GuestRow, eventIndex: number): number {
  const states = eventIndex >= 0 ? [row.states[eventIndex]] : row.states;
  const ranks = states.filter((state): state is InvitationState => state !== null).map((state) => stateRank[state]);
  return ranks.length === 0 ? 3 : Math.min(...ranks);
}

function matchesState(row: GuestRow, rsvp: RsvpFilter | '', eventIndex: number): boolean {
  const states = eventIndex >= 0 ? [row.states[eventIndex]] : row.states;
  if (rsvp === '') return eventIndex < 0 || states[0] !== null;
  if (rsvp === 'not-invited') return states.every((state) => state === null);
  return states.includes(rsvp);
}

/** Every word typed is found in the guest's names or e-mail, or their household's (any case and accents). */
function searchWords(q: string): { raw: string; key: string }[] {
  return q
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => ({ raw: word.toLowerCase(), key: nameKey(word) }));
}
const found = (haystack: string, words: { raw: string; key: string }[]) => words.every((word) => haystack.includes(word.raw) || (word.key !== '' && haystack.includes(word.key)));

/** The households and guests the query shows, in its order. */
export function viewGuestList(list: GuestList, query: GuestQuery): GuestListView {
  const eventIndex = query.event === null ? -1 : list.events.findIndex((event) => event.id === query.event);
  const tableName = new Map(list.tables.map((table) => [table.id, table.name]));
  const everyone = list.households.flatMap((household) => household.guests);
  const nameOf = new Map(everyone.map((guest) => [guest.id, `${guest.firstName} ${guest.lastName}`.trim()]));
  const named = new Map<number, number>();
  for (const guest of everyone) if (guest.plusOneOf !== null) named.set(guest.plusOneOf, (named.get(guest.plusOneOf) ?? 0) + 1);
  const eventPosition = new Map(list.events.map((event, index) => [event.id, index]));
  const rowOf = (guest: Guest): GuestRow => {
    const states: (InvitationState | null)[] = list.events.map(() => null);
    for (const invitation of guest.invitations) {
      const index = eventPosition.get(invitation.eventId);
      if (index !== undefined) states[index] = invitation.status as InvitationState;
    }
    return {
      id: guest.id,
      firstName: guest.firstName,
      lastName: guest.lastName,
      ageGroup: guest.ageGroup,
      side: guest.side,
      group: guest.groupName,
      meal: guest.meal,
      dietary: guest.dietary,
      states,
      hostId: guest.plusOneOf,
      plusOneOf: guest.plusOneOf === null ? null : (nameOf.get(guest.plusOneOf) ?? null),
      plusOnesLeft: Math.max(0, guest.plusOnesAllowed - (named.get(guest.id) ?? 0)),
      table: guest.tableId === null ? null : (tableName.get(guest.tableId) ?? null),
    };
  };
  const words = searchWords(query.q);
  const guestFilter = query.side !== '' || query.group !== '' || query.rsvp !== '' || eventIndex >= 0;
  const households: (HouseholdRow & { recent: number })[] = [];
  for (const household of list.households) {
    const householdText = `${nameKey(household.name)} ${household.email.toLowerCase()}`;
    const householdFound = words.length > 0 && found(householdText, words);
    const guests = household.guests
      .filter((guest) => words.length === 0 || householdFound || found(`${nameKey(guest.firstName)} ${nameKey(guest.lastName)} ${guest.email.toLowerCase()}`, words))
      .map(rowOf)
      .filter((row) => (query.side === '' || row.side === query.side) && (query.group === '' || compare(row.group, query.group) === 0) && matchesState(row, query.rsvp, eventIndex));
    // An empty household shows while nothing filters guests (it is waiting for its first guest).
    const shown = guests.length > 0 || (household.guests.length === 0 && !guestFilter && (words.length === 0 || householdFound));
    if (!shown) continue;
    households.push({ id: household.id, name: household.name, size: household.guests.length, guests: sortGuests(guests, query.sort, eventIndex), recent: Math.max(0, ...household.guests.map((guest) => guest.id)) });
  }
  // By a name: households by their first guest in that order, the empty ones last.
  const byFirstGuest = (names: (a: GuestRow, b: GuestRow) => number) => (a: HouseholdRow, b: HouseholdRow) => {
    const [x, y] = [a.guests[0], b.guests[0]];
    return (x && y ? names(x, y) : Number(!x) - Number(!y)) || compare(a.name, b.name);
  };
  const order: Record<Sort, (a: HouseholdRow & { recent: number }, b: HouseholdRow & { recent: number }) => number> = {
    household: (a, b) => compare(a.name, b.name) || a.id - b.id,
    last: byFirstGuest(byName('lastName', 'firstName')),
    first: byFirstGuest(byName('firstName', 'lastName')),
    rsvp: (a, b) => Math.min(3, ...a.guests.map((row) => rsvpRank(row, eventIndex))) - Math.min(3, ...b.guests.map((row) => rsvpRank(row, eventIndex))) || compare(a.name, b.name),
    // Empty households first: they were just added, and wait for their guests.
    recent: (a, b) => (a.guests.length === 0 ? -1 : 0) - (b.guests.length === 0 ? -1 : 0) || b.recent - a.recent || b.id - a.id,
  };
  households.sort(order[query.sort]);
  const shownGuests = households.reduce((sum, household) => sum + household.guests.length, 0);
  return {
    households: households.map(({ recent: _recent, ...household }) => household),
    shownGuests,
    filtered: shownGuests < everyone.length || households.length < list.households.length,
  };
}

/** A household's guests in the chosen order; by household, each plus-one follows their host. */
function sortGuests(rows: GuestRow[], sort: Sort, eventIndex: number): GuestRow[] {
  if (sort === 'last') return [...rows].sort(byName('lastName', 'firstName'));
  if (sort === 'first') return [...rows].sort(byName('firstName', 'lastName'));
  if (sort === 'rsvp') return [...rows].sort((a, b) => rsvpRank(a, eventIndex) - rsvpRank(b, eventIndex) || byName('lastName', 'firstName')(a, b));
  if (sort === 'recent') return [...rows].sort((a, b) => b.id - a.id);
  const shownIds = new Set(rows.map((row) => row.id));
  // A plus-one whose host is not shown (filtered out) keeps its own place.
  const leads = rows.filter((row) => row.hostId === null || !shownIds.has(row.hostId));
  return leads.flatMap((lead) => [lead, ...rows.filter((row) => row.hostId === lead.id)]);
}

/** What the guest forms offer: the groups already used, the meals on offer and used (A to Z), and the households to add a guest to. */
export function guestChoicesOf(list: GuestList): { groups: string[]; meals: string[]; households: { id: number; name: string }[] } {
  const everyone = list.households.flatMap((household) => household.guests);
  // Once each whatever the case, spelled as first seen: the couple's own meal options come first.
  const distinct = (values: string[]) => {
    const spelled = new Map<string, string>();
    for (const value of values) if (value && !spelled.has(value.toLowerCase())) spelled.set(value.toLowerCase(), value);
    return [...spelled.values()].sort(compare);
  };
  return {
    groups: distinct(everyone.map((guest) => guest.groupName)),
    meals: distinct([...list.mealOptions, ...everyone.map((guest) => guest.meal)]),
    households: list.households.map((household) => ({ id: household.id, name: household.name })).sort((a, b) => compare(a.name, b.name) || a.id - b.id),
  };
}
