import { and, asc, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { guestEvents, guestHouseholds, guestInvitations, guests, guestSettings, guestTables, type GuestRow } from '../../../db/schema/guests';
import type { RequestContext } from '../../context';
import { newSecretToken, type Viewer } from '../../kernel';

/** A transaction or the database: what the writes below run on. */
export type Runner = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export type GuestInvitation = { eventId: number; status: string; answeredAt: Date | null };
export type Guest = Omit<GuestRow, 'coupleId' | 'firstKey' | 'lastKey' | 'createdAt'> & { invitations: GuestInvitation[] };
export type Household = {
  id: number;
  name: string;
  address: string;
  email: string;
  phone: string;
  /** The household's last RSVP: when, their message to the couple and the address they had the confirmation sent to. */
  rsvpAnsweredAt: Date | null;
  rsvpMessage: string;
  rsvpEmail: string;
  guests: Guest[];
};
export type EventCounts = { invited: number; attending: number; declined: number; waiting: number };
export type GuestEvent = { id: number; name: string; kind: string; date: string | null; time: string | null; place: string; position: number; counts: EventCounts };
export type GuestTable = { id: number; name: string; seats: number; seated: number; over: boolean; guestIds: number[] };
export type GuestList = {
  rsvpCode: string;
  rsvpMessage: string;
  rsvpCutoff: string | null;
  /** The meals guests choose from on the RSVP page (none: they type their choice). */
  mealOptions: string[];
  households: Household[];
  events: GuestEvent[];
  tables: GuestTable[];
  /** Guests deleted in the last 30 days, newest first: restoreGuest undoes a delete. */
  deleted: Guest[];
  counts: { households: number; guests: number; adults: number; children: number; infants: number };
  /** For the caterer: meal choices and dietary needs of the guests still expected (attending, or not yet answered). */
  meals: { meal: string; count: number }[];
  dietary: { guestId: number; name: string; dietary: string; meal: string }[];
};

/** Locks the couple's settings row for the transaction: counts checked under it cannot race. */
export const lockCouple = (runner: Runner, coupleId: number) => runner.execute(sql`select 1 from guest_settings where couple_id = ${coupleId} for update`);

/**
 * The couple's settings row (made with a fresh RSVP code on first use) and, once, the default
 * events: the ceremony and the reception. Run in a transaction; leaves the row locked.
 */
export async function prepareGuestList(runner: Runner, coupleId: number, now: Date): Promise<void> {
  await runner.insert(guestSettings).values({ coupleId, rsvpCode: newSecretToken(), updatedAt: now }).onConflictDoNothing();
  await lockCouple(runner, coupleId);
  const [settings] = await runner.select({ defaultEventsAt: guestSettings.defaultEventsAt }).from(guestSettings).where(eq(guestSettings.coupleId, coupleId));
  if (settings?.defaultEventsAt) return;
  await runner.insert(guestEvents).values([
    { coupleId, name: 'Ceremony', kind: 'ceremony', position: 0, createdAt: now, updatedAt: now },
    { coupleId, name: 'Reception', kind: 'reception', position: 1, createdAt: now, updatedAt: now },
  ]);
  await runner.update(guestSettings).set({ defaultEventsAt: now }).where(eq(guestSettings.coupleId, coupleId));
}

/** Runs `work` in one transaction with the couple's list prepared and locked. */
export function withGuestList<T>(ctx: RequestContext, couple: Viewer, work: (tx: Runner) => Promise<T>): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    await prepareGuestList(tx, couple.id, ctx.clock.now());
    return work(tx);
  });
}

export async function liveGuestCount(runner: Runner, coupleId: number): Promise<number> {
  const [row] = await runner.select({ n: count() }).from(guests).where(and(eq(guests.coupleId, coupleId), isNull(guests.deletedAt)));
  return row?.n ?? 0;
}

export async function householdSize(runner: Runner, householdId: number): Promise<number> {
  const [row] = await runner.select({ n: count() }).from(guests).where(and(eq(guests.householdId, householdId), isNull(guests.deletedAt)));
  return row?.n ?? 0;
}

export async function findHousehold(runner: Runner, id: number) {
  const [row] = await runner.select().from(guestHouseholds).where(eq(guestHouseholds.id, id));
  return row;
}

export async function findGuest(runner: Runner, id: number) {
  const [row] = await runner.select().from(guests).where(eq(guests.id, id));
  return row;
}

/** A live (not deleted) guest. */
export async function findLiveGuest(runner: Runner, id: number) {
  const row = await findGuest(runner, id);
  return row && row.deletedAt === null ? row : undefined;
}

export async function findEvent(runner: Runner, id: number) {
  const [row] = await runner.select().from(guestEvents).where(eq(guestEvents.id, id));
  return row;
}

export async function findTable(runner: Runner, id: number) {
  const [row] = await runner.select().from(guestTables).where(eq(guestTables.id, id));
  return row;
}

const expected = (guest: Guest) => guest.invitations.some((invitation) => invitation.status !== 'declined');

/** The whole list as the couple sees it, every count computed. */
export async function readGuestList(ctx: RequestContext, couple: Viewer): Promise<GuestList> {
  const coupleId = couple.id;
  const [settingsRows, householdRows, guestRows, eventRows, invitationRows, tableRows] = await Promise.all([
    ctx.db.select().from(guestSettings).where(eq(guestSettings.coupleId, coupleId)),
    ctx.db.select().from(guestHouseholds).where(eq(guestHouseholds.coupleId, coupleId)).orderBy(asc(guestHouseholds.id)),
    ctx.db.select().from(guests).where(eq(guests.coupleId, coupleId)).orderBy(asc(guests.householdId), asc(guests.id)),
    ctx.db.select().from(guestEvents).where(eq(guestEvents.coupleId, coupleId)).orderBy(asc(guestEvents.position), asc(guestEvents.id)),
    ctx.db.select().from(guestInvitations).where(eq(guestInvitations.coupleId, coupleId)),
    ctx.db.select().from(guestTables).where(eq(guestTables.coupleId, coupleId)).orderBy(asc(guestTables.id)),
  ]);
  const settings = settingsRows[0];
  const invitationsOf = new Map<number, GuestInvitation[]>();
  for (const row of invitationRows) {
    const list = invitationsOf.get(row.guestId) ?? [];
    list.push({ eventId: row.eventId, status: row.status, answeredAt: row.answeredAt });
    invitationsOf.set(row.guestId, list);
  }
  const eventOrder = new Map(eventRows.map((row, index) => [row.id, index]));
  const toGuest = ({ coupleId: _couple, firstKey: _first, lastKey: _last, createdAt: _created, ...row }: GuestRow): Guest => ({
    ...row,
    invitations: (invitationsOf.get(row.id) ?? []).sort((a, b) => (eventOrder.get(a.eventId) ?? 0) - (eventOrder.get(b.eventId) ?? 0)),
  });
  const live = guestRows.filter((row) => row.deletedAt === null).map(toGuest);
  const monthAgo = ctx.clock.now().getTime() - 30 * 24 * 3600 * 1000;
  const deleted = guestRows
    .filter((row) => row.deletedAt !== null && row.deletedAt.getTime() >= monthAgo)
    .sort((a, b) => b.deletedAt!.getTime() - a.deletedAt!.getTime())
    .map(toGuest);
  const guestsOf = new Map<number, Guest[]>();
  for (const guest of live) guestsOf.set(guest.householdId, [...(guestsOf.get(guest.householdId) ?? []), guest]);
  const liveIds = new Set(live.map((guest) => guest.id));
  const events = eventRows.map((row): GuestEvent => {
    const counts = { invited: 0, attending: 0, declined: 0, waiting: 0 };
    for (const invitation of invitationRows) {
      if (invitation.eventId !== row.id || !liveIds.has(invitation.guestId)) continue;
      counts.invited += 1;
      if (invitation.status === 'attending') counts.attending += 1;
      else if (invitation.status === 'declined') counts.declined += 1;
      else counts.waiting += 1;
    }
    return { id: row.id, name: row.name, kind: row.kind, date: row.date, time: row.time, place: row.place, position: row.position, counts };
  });
  const tables = tableRows.map((row): GuestTable => {
    const guestIds = live.filter((guest) => guest.tableId === row.id).map((guest) => guest.id);
    return { id: row.id, name: row.name, seats: row.seats, seated: guestIds.length, over: guestIds.length > row.seats, guestIds };
  });
  const coming = live.filter(expected);
  const meals = new Map<string, number>();
  for (const guest of coming) if (guest.meal) meals.set(guest.meal, (meals.get(guest.meal) ?? 0) + 1);
  return {
    rsvpCode: settings?.rsvpCode ?? '',
    rsvpMessage: settings?.rsvpMessage ?? '',
    rsvpCutoff: settings?.rsvpCutoff ?? null,
    mealOptions: settings?.mealOptions ?? [],
    households: householdRows.map((row) => ({
      id: row.id,
      name: row.name,
      address: row.address,
      email: row.email,
      phone: row.phone,
      rsvpAnsweredAt: row.rsvpAnsweredAt,
      rsvpMessage: row.rsvpMessage,
      rsvpEmail: row.rsvpEmail,
      guests: guestsOf.get(row.id) ?? [],
    })),
    events,
    tables,
    deleted,
    counts: {
      households: householdRows.length,
      guests: live.length,
      adults: live.filter((guest) => guest.ageGroup === 'adult').length,
      children: live.filter((guest) => guest.ageGroup === 'child').length,
      infants: live.filter((guest) => guest.ageGroup === 'infant').length,
    },
    meals: [...meals].map(([meal, n]) => ({ meal, count: n })).sort((a, b) => b.count - a.count || a.meal.localeCompare(b.meal)),
    dietary: coming.filter((guest) => guest.dietary).map((guest) => ({ guestId: guest.id, name: `${guest.firstName} ${guest.lastName}`.trim(), dietary: guest.dietary, meal: guest.meal })),
  };
}

/** Soft-deleted guests older than 30 days are gone for good (no undo past that). */
export async function purgeOldDeleted(runner: Runner, coupleId: number, now: Date): Promise<void> {
  await runner.delete(guests).where(and(eq(guests.coupleId, coupleId), isNotNull(guests.deletedAt), sql`${guests.deletedAt} < ${new Date(now.getTime() - 30 * 24 * 3600 * 1000)}`));
}
