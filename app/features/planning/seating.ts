import type { Guest, GuestList } from '../../../server/modules/guests';

/**
 * Tables and seating (issue 34): what the tables page and the printable lists show, made from the
 * couple's guest list. Seating is for the reception, so each guest's answer is their reception
 * answer (without a reception event: any event's, attending first).
 */
export type SeatingState = 'attending' | 'waiting' | 'declined' | 'not-invited';
export type SeatingGuest = { id: number; firstName: string; lastName: string; ageGroup: string; meal: string; dietary: string; tableId: number | null; state: SeatingState };
export type SeatingTable = { id: number; name: string; seats: number };
/** The page's data: tables in the order they were added, guests by last name then first name. */
export type Seating = { tables: SeatingTable[]; guests: SeatingGuest[]; reception: string | null };

export type BoardTable = SeatingTable & { guests: SeatingGuest[]; over: boolean };
export type Board = {
  tables: BoardTable[];
  /** Still to seat: attending first, then not yet answered. */
  unseated: SeatingGuest[];
  /** Not coming (declined, or not invited to the reception) and not seated: listed apart. */
  notComing: SeatingGuest[];
  seats: number;
  /** Guests at a table, and guests expected (attending or not yet answered). */
  seated: number;
  expected: number;
};

const collator = new Intl.Collator('en-AU', { sensitivity: 'base', numeric: true });

/** Last name then first name (a guest without a last name sorts by their first), accents and case aside. */
export function byName(a: Pick<SeatingGuest, 'firstName' | 'lastName' | 'id'>, b: Pick<SeatingGuest, 'firstName' | 'lastName' | 'id'>): number {
  return collator.compare(a.lastName || a.firstName, b.lastName || b.firstName) || collator.compare(a.firstName, b.firstName) || a.id - b.id;
}

function stateOf(guest: Guest, receptionId: number | null): SeatingState {
  const invitations = receptionId === null ? guest.invitations : guest.invitations.filter((invitation) => invitation.eventId === receptionId);
  if (invitations.length === 0) return 'not-invited';
  if (invitations.some((invitation) => invitation.status === 'attending')) return 'attending';
  if (invitations.some((invitation) => invitation.status === 'waiting')) return 'waiting';
  return 'declined';
}

/** The tables page's data: only what seating needs (no e-mail, notes or addresses reach the browser). */
export function seatingOf(list: GuestList): Seating {
  const reception = list.events.find((event) => event.kind === 'reception') ?? null;
  const guests = list.households
    .flatMap((household) => household.guests)
    .map((guest): SeatingGuest => ({
      id: guest.id,
      firstName: guest.firstName,
      lastName: guest.lastName,
      ageGroup: guest.ageGroup,
      meal: guest.meal,
      dietary: guest.dietary,
      tableId: guest.tableId,
      state: stateOf(guest, reception?.id ?? null),
    }))
    .sort(byName);
  return { tables: list.tables.map(({ id, name, seats }) => ({ id, name, seats })), guests, reception: reception?.name ?? null };
}

/** The same guest showing the same: a row need not be drawn again. */
export const sameSeatingGuest = (a: SeatingGuest, b: SeatingGuest) =>
  a === b ||
  (a.id === b.id && a.tableId === b.tableId && a.state === b.state && a.firstName === b.firstName && a.lastName === b.lastName && a.ageGroup === b.ageGroup && a.meal === b.meal && a.dietary === b.dietary);

export const isComing = (guest: SeatingGuest) => guest.state === 'attending' || guest.state === 'waiting';

/** Tables with their guests, and who is still to seat; `moved` holds seats shown before the server confirms them. */
export function boardOf(seating: Seating, moved: ReadonlyMap<number, number | null> = new Map()): Board {
  const tableOf = (guest: SeatingGuest) => (moved.has(guest.id) ? (moved.get(guest.id) ?? null) : guest.tableId);
  const guests = seating.guests.map((guest) => (moved.has(guest.id) ? { ...guest, tableId: tableOf(guest) } : guest));
  const atTable = new Map<number, SeatingGuest[]>(seating.tables.map((table) => [table.id, []]));
  const unseated: SeatingGuest[] = [];
  const notComing: SeatingGuest[] = [];
  for (const guest of guests) {
    const table = guest.tableId === null ? undefined : atTable.get(guest.tableId);
    if (table) table.push(guest);
    else if (isComing(guest)) unseated.push(guest);
    else notComing.push(guest);
  }
  const tables = seating.tables.map((table) => {
    const seated = atTable.get(table.id) ?? [];
    return { ...table, guests: seated, over: seated.length > table.seats };
  });
  return {
    tables,
    // Attending first; the names' order is kept within each answer.
    unseated: [...unseated.filter((guest) => guest.state === 'attending'), ...unseated.filter((guest) => guest.state !== 'attending')],
    notComing,
    seats: seating.tables.reduce((sum, table) => sum + table.seats, 0),
    seated: tables.reduce((sum, table) => sum + table.guests.length, 0),
    expected: guests.filter(isComing).length,
  };
}

/** The meals chosen at a table, most chosen first: "Beef 4, Fish 3". */
export function mealsOf(guests: SeatingGuest[]): { meal: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const guest of guests) if (guest.meal) counts.set(guest.meal, (counts.get(guest.meal) ?? 0) + 1);
  return [...counts].map(([meal, count]) => ({ meal, count })).sort((a, b) => b.count - a.count || collator.compare(a.meal, b.meal));
}

/** The letter a name is filed under at the entrance: "Ó'Brien" under O, "Zoë" under Z, "8th" under #. */
export function letterOf(guest: Pick<SeatingGuest, 'firstName' | 'lastName'>): string {
  const first = (guest.lastName || guest.firstName).normalize('NFD').replace(/\p{M}/gu, '').charAt(0).toUpperCase();
  return /^[A-Z]$/.test(first) ? first : '#';
}

export type SeatFinderEntry = { guest: SeatingGuest; table: string };

/** The entrance's "Find your seat": every seated guest by last name then first name, under their letter (A to Z, then #). */
export function findYourSeat(seating: Seating): { letter: string; entries: SeatFinderEntry[] }[] {
  const tableName = new Map(seating.tables.map((table) => [table.id, table.name]));
  const groups = new Map<string, SeatFinderEntry[]>();
  for (const guest of seating.guests) {
    const table = guest.tableId === null ? undefined : tableName.get(guest.tableId);
    if (table === undefined) continue;
    const letter = letterOf(guest);
    const entries = groups.get(letter) ?? [];
    entries.push({ guest, table });
    groups.set(letter, entries);
  }
  return [...groups].map(([letter, entries]) => ({ letter, entries })).sort((a, b) => (a.letter === '#' ? 1 : b.letter === '#' ? -1 : a.letter.localeCompare(b.letter)));
}

/** "Lee, Anna"; a guest without a last name is their first name alone. */
export const sortedName = (guest: Pick<SeatingGuest, 'firstName' | 'lastName'>) => (guest.lastName ? `${guest.lastName}, ${guest.firstName}` : guest.firstName);
export const fullName = (guest: Pick<SeatingGuest, 'firstName' | 'lastName'>) => `${guest.firstName} ${guest.lastName}`.trim();
