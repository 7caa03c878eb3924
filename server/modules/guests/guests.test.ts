import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../../db/client';
import { guestEvents, guestHouseholds, guestInvitations, guests, guestTables } from '../../../db/schema/guests';
import { createAdmin, createCouple, createVendor, type TestPerson } from '../../../tests/factories/users';
import { expectInvalid, expectRefusal } from '../../../tests/setup/assertions';
import { testContext } from '../../../tests/setup/context';
import { createTestDatabase } from '../../../tests/setup/database';
import type { RequestContext } from '../../context';
import type { Viewer } from '../../kernel';
import { addBudgetItem, budget, setBudget } from '../planning';
import {
  addEvent,
  addGuest,
  addHousehold,
  addTable,
  deleteGuest,
  deleteHousehold,
  guestList,
  regenerateRsvpCode,
  restoreGuest,
  recordAnswer,
  seatGuest,
  setInvitations,
  setRsvpSettings,
  updateEvent,
  updateGuest,
  updateHousehold,
  updateTable,
  type GuestList,
} from '.';
import { attendingCount } from './internal';
import { nameKey } from './name-key';

let database: DatabaseHandle;
let couple: TestPerson;
let other: TestPerson;
let vendor: TestPerson;
let admin: TestPerson;
const now = new Date('2027-03-01T00:00:00Z');

const as = (viewer: Viewer | null): RequestContext => testContext(database.db, viewer, { clock: { now: () => now } });
/** A context whose database refuses every query: input refused "before any query" never reaches it. */
const noDatabase = (): RequestContext => ({ ...as(couple), db: new Proxy({}, { get: () => { throw new Error('the database was queried'); } }) as Database });
const allGuests = (list: GuestList) => list.households.flatMap((household) => household.guests);
const byName = (list: GuestList, firstName: string) => allGuests(list).find((guest) => guest.firstName === firstName)!;

beforeAll(async () => {
  database = await createTestDatabase();
  couple = await createCouple(database.db, { firstName: 'Mia' });
  other = await createCouple(database.db, { firstName: 'Noah' });
  vendor = await createVendor(database.db);
  admin = await createAdmin(database.db);
});

afterAll(async () => {
  await database?.close();
});

describe('the guest list', () => {
  it('starts with a private RSVP code and the ceremony and reception, once', async () => {
    const list = await guestList(as(couple));
    expect(list.rsvpCode).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(list.events.map((event) => [event.name, event.kind])).toEqual([['Ceremony', 'ceremony'], ['Reception', 'reception']]);
    const again = await guestList(as(couple));
    expect(again.events).toHaveLength(2);
    expect(again.rsvpCode).toBe(list.rsvpCode);
    const fresh = await regenerateRsvpCode(as(couple));
    expect(fresh.rsvpCode).not.toBe(list.rsvpCode);
    const settings = await setRsvpSettings(as(couple), { message: '  Come dance with us!  ', cutoff: '2027-06-01' });
    expect(settings).toMatchObject({ rsvpMessage: 'Come dance with us!', rsvpCutoff: '2027-06-01' });
    expect((await setRsvpSettings(as(couple), { cutoff: null })).rsvpCutoff).toBeNull();
    expect((await guestList(as(couple))).rsvpMessage).toBe('Come dance with us!');
  });

  it('adds, changes and deletes households and guests, with counts, meals and dietary needs', async () => {
    let list = await addHousehold(as(couple), { name: 'The Nguyens', address: '1 George St, Sydney NSW', email: 'nguyens@example.com', phone: '0400 000 000' });
    const household = list.households.find((entry) => entry.name === 'The Nguyens')!;
    await addGuest(as(couple), { householdId: household.id, firstName: 'Christopher', lastName: 'Nguyễn', meal: 'Fish', dietary: 'No nuts', plusOnesAllowed: 1, side: 'partner-1', groupName: 'Uni' });
    await addGuest(as(couple), { householdId: String(household.id), firstName: 'Ada', lastName: 'Nguyen', ageGroup: 'child', meal: 'Kids' });
    list = await addGuest(as(couple), { householdId: household.id, firstName: 'Bo', lastName: 'Nguyen', ageGroup: 'infant' });
    const chris = byName(list, 'Christopher');
    expect(chris).toMatchObject({ lastName: 'Nguyễn', side: 'partner-1', groupName: 'Uni', plusOnesAllowed: 1, plusOneOf: null, tableId: null });
    expect(chris.invitations.map((invitation) => invitation.status)).toEqual(['waiting', 'waiting']);
    const [row] = await database.db.select().from(guests).where(eq(guests.id, chris.id));
    expect([row!.firstKey, row!.lastKey]).toEqual(['christopher', 'nguyen']);
    // A plus-one joins the host's household and events; a second one is refused.
    list = await addGuest(as(couple), { plusOneOf: chris.id, firstName: 'Sam', lastName: 'Lee', meal: 'Beef' });
    expect(byName(list, 'Sam')).toMatchObject({ householdId: household.id, plusOneOf: chris.id, plusOnesAllowed: 0 });
    await expectRefusal(addGuest(as(couple), { plusOneOf: chris.id, firstName: 'Another' }), 'CONFLICT');
    // No household given: a new one of the guest's name.
    list = await addGuest(as(couple), { firstName: 'Olivia', lastName: 'Brown', dietary: 'Vegan', meal: 'Vegan' });
    expect(list.households.some((entry) => entry.name === 'Olivia Brown')).toBe(true);
    expect(list.counts).toMatchObject({ guests: 5, adults: 3, children: 1, infants: 1 });
    expect(list.events.map((event) => event.counts)).toEqual([
      { invited: 5, attending: 0, declined: 0, waiting: 5 },
      { invited: 5, attending: 0, declined: 0, waiting: 5 },
    ]);
    expect(list.meals).toEqual([
      { meal: 'Beef', count: 1 },
      { meal: 'Fish', count: 1 },
      { meal: 'Kids', count: 1 },
      { meal: 'Vegan', count: 1 },
    ]);
    expect(list.dietary.map((entry) => entry.dietary).sort()).toEqual(['No nuts', 'Vegan']);

    list = await updateHousehold(as(couple), { id: household.id, name: 'Nguyen family', phone: '' });
    expect(list.households.find((entry) => entry.id === household.id)).toMatchObject({ name: 'Nguyen family', phone: '', email: 'nguyens@example.com' });
    list = await updateGuest(as(couple), { id: chris.id, firstName: 'Chris', meal: 'Vegetarian', plusOnesAllowed: 0 });
    expect(byName(list, 'Chris')).toMatchObject({ meal: 'Vegetarian', plusOnesAllowed: 1 }); // one plus-one is named already
    // Moving a host moves the plus-one.
    const olivia = byName(list, 'Olivia');
    list = await updateGuest(as(couple), { id: chris.id, householdId: olivia.householdId });
    expect(byName(list, 'Sam').householdId).toBe(olivia.householdId);
    await expectRefusal(updateGuest(as(couple), { id: byName(list, 'Sam').id, householdId: household.id }), 'CONFLICT');
  });

  it('deletes a guest with their plus-ones, and undoes it', async () => {
    let list = await guestList(as(couple));
    const chris = byName(list, 'Chris');
    const table = (await addTable(as(couple), { name: 'Table 1', seats: 8 })).tables[0]!;
    await seatGuest(as(couple), { guestId: chris.id, tableId: table.id });
    list = await deleteGuest(as(couple), { id: chris.id });
    expect(allGuests(list).some((guest) => guest.firstName === 'Chris' || guest.firstName === 'Sam')).toBe(false);
    expect(list.deleted.map((guest) => guest.firstName).sort()).toEqual(['Chris', 'Sam']);
    expect(list.tables[0]!.seated).toBe(0);
    expect(list.counts.guests).toBe(3);
    await expectRefusal(updateGuest(as(couple), { id: chris.id, meal: 'Fish' }), 'NOT_FOUND');
    await expectRefusal(restoreGuest(as(couple), { id: byName(list, 'Olivia').id }), 'NOT_FOUND');
    list = await restoreGuest(as(couple), { id: chris.id });
    expect(allGuests(list).map((guest) => guest.firstName).sort()).toEqual(['Ada', 'Bo', 'Chris', 'Olivia', 'Sam']);
    expect(list.deleted).toEqual([]);
    expect(byName(list, 'Chris').invitations).toHaveLength(2);
  });

  it('adds and changes events, and invites in bulk (answers kept)', async () => {
    let list = await addEvent(as(couple), { name: 'Welcome drinks', date: '2027-06-30', time: '18:30', place: 'The Rocks' });
    const drinks = list.events.find((event) => event.name === 'Welcome drinks')!;
    expect(drinks).toMatchObject({ kind: 'other', date: '2027-06-30', time: '18:30', place: 'The Rocks', position: 2, counts: { invited: 0, attending: 0, declined: 0, waiting: 0 } });
    list = await updateEvent(as(couple), { id: drinks.id, time: null, place: 'Circular Quay' });
    expect(list.events.find((event) => event.id === drinks.id)).toMatchObject({ time: null, place: 'Circular Quay', date: '2027-06-30' });
    const adults = allGuests(list).filter((guest) => guest.ageGroup === 'adult').map((guest) => guest.id);
    list = await setInvitations(as(couple), { guestIds: adults.map(String), eventIds: [drinks.id], invited: true });
    expect(list.events.find((event) => event.id === drinks.id)!.counts.invited).toBe(adults.length);
    const reception = list.events.find((event) => event.kind === 'reception')!;
    await database.db.update(guestInvitations).set({ status: 'attending', answeredAt: now }).where(and(eq(guestInvitations.guestId, adults[0]!), eq(guestInvitations.eventId, reception.id)));
    list = await setInvitations(as(couple), { guestIds: adults, eventIds: [reception.id, drinks.id], invited: true });
    expect(list.events.find((event) => event.id === reception.id)!.counts).toMatchObject({ attending: 1 });
    list = await setInvitations(as(couple), { guestIds: [adults[1]!], eventIds: [drinks.id], invited: false });
    expect(list.events.find((event) => event.id === drinks.id)!.counts.invited).toBe(adults.length - 1);
    await expectRefusal(setInvitations(as(couple), { guestIds: [adults[0]!, 2_000_000_000], eventIds: [drinks.id], invited: true }), 'NOT_FOUND');
    await expectRefusal(setInvitations(as(couple), { guestIds: [adults[0]!], eventIds: [2_000_000_000], invited: true }), 'NOT_FOUND');
  });

  it('records an answer a guest gave another way (attending, declined, back to waiting), only for an event they are invited to', async () => {
    let list = await guestList(as(couple));
    const reception = list.events.find((event) => event.kind === 'reception')!;
    const guest = allGuests(list).find((entry) => entry.invitations.some((invitation) => invitation.eventId === reception.id && invitation.status === 'waiting'))!;
    const answer = (of: GuestList) => allGuests(of).find((entry) => entry.id === guest.id)!.invitations.find((invitation) => invitation.eventId === reception.id)!;
    const before = list.events.find((event) => event.id === reception.id)!.counts;
    list = await recordAnswer(as(couple), { guestId: String(guest.id), eventId: String(reception.id), status: 'declined' });
    expect(answer(list)).toMatchObject({ status: 'declined', answeredAt: now });
    expect(list.events.find((event) => event.id === reception.id)!.counts).toMatchObject({ declined: before.declined + 1, waiting: before.waiting - 1 });
    list = await recordAnswer(as(couple), { guestId: guest.id, eventId: reception.id, status: 'waiting' });
    expect(answer(list)).toMatchObject({ status: 'waiting', answeredAt: null });
    // Not invited (for a moment): nothing to answer.
    await setInvitations(as(couple), { guestIds: [guest.id], eventIds: [reception.id], invited: false });
    await expectRefusal(recordAnswer(as(couple), { guestId: guest.id, eventId: reception.id, status: 'attending' }), 'NOT_FOUND');
    await setInvitations(as(couple), { guestIds: [guest.id], eventIds: [reception.id], invited: true });
    await expectInvalid(recordAnswer(noDatabase(), { guestId: guest.id, eventId: reception.id, status: 'maybe' }), ['status']);
  });

  it('seats guests: a table over capacity is shown, and a guest can leave their table', async () => {
    let list = await addTable(as(couple), { name: 'Table 2', seats: '2' });
    const table = list.tables.find((entry) => entry.name === 'Table 2')!;
    for (const guest of allGuests(list).slice(0, 3)) list = await seatGuest(as(couple), { guestId: guest.id, tableId: table.id });
    expect(list.tables.find((entry) => entry.id === table.id)).toMatchObject({ seats: 2, seated: 3, over: true });
    list = await updateTable(as(couple), { id: table.id, seats: 3, name: 'Family' });
    expect(list.tables.find((entry) => entry.id === table.id)).toMatchObject({ name: 'Family', seats: 3, seated: 3, over: false });
    const first = allGuests(list)[0]!;
    list = await seatGuest(as(couple), { guestId: first.id, tableId: null });
    expect(byName(list, first.firstName).tableId).toBeNull();
    expect(list.tables.find((entry) => entry.id === table.id)!.seated).toBe(2);
  });

  it('feeds the budget: per-guest items follow the reception’s attending count once any guest has said yes; the what-if still works', async () => {
    const fresh = await createCouple(database.db, { firstName: 'Ivy' });
    await addBudgetItem(as(fresh), { categoryId: 'catering', name: 'Dinner', estimate: 10_000, perGuest: true });
    await setBudget(as(fresh), { guests: 80 });
    expect((await budget(as(fresh), {})).guestsUsed).toBe(80);
    let list = await addGuest(as(fresh), { firstName: 'Ann', lastName: 'Lee' });
    list = await addGuest(as(fresh), { firstName: 'Ben', lastName: 'Lee', householdId: list.households[0]!.id });
    expect(await attendingCount(as(fresh), fresh.id)).toBeNull();
    expect((await budget(as(fresh), {})).guestsUsed).toBe(80);
    const reception = list.events.find((event) => event.kind === 'reception')!;
    await database.db.update(guestInvitations).set({ status: 'attending', answeredAt: now }).where(eq(guestInvitations.eventId, reception.id));
    const result = await budget(as(fresh), {});
    expect(result).toMatchObject({ guests: 80, attending: 2, guestsUsed: 2 });
    expect(result.items.find((item) => item.name === 'Dinner')!.total).toBe(20_000);
    expect((await budget(as(fresh), { guests: 100 })).guestsUsed).toBe(100);
    // A deleted guest no longer counts.
    await deleteGuest(as(fresh), { id: byName(list, 'Ann').id });
    expect((await budget(as(fresh), {})).attending).toBe(1);
  });
});

describe('limits', () => {
  it('holds at most 15 people per household, 1,000 guests, 50 events and 100 tables', async () => {
    const owner = await createCouple(database.db, { firstName: 'Lim' });
    let list = await addHousehold(as(owner), { name: 'Big family' });
    const householdId = list.households[0]!.id;
    await database.db.insert(guests).values(Array.from({ length: 14 }, (_, index) => ({ coupleId: owner.id, householdId, firstName: `Kid ${index}`, firstKey: `kid ${index}`, lastKey: '' })));
    list = await addGuest(as(owner), { householdId, firstName: 'Fifteenth' });
    expect(list.counts.guests).toBe(15);
    await expectRefusal(addGuest(as(owner), { householdId, firstName: 'Sixteenth' }), 'CONFLICT');
    // 1,000 guests.
    const [other1] = await database.db.insert(guestHouseholds).values({ coupleId: owner.id, name: 'Crowd' }).returning();
    const crowd = Array.from({ length: 1000 - 15 - 1 }, (_, index) => ({ coupleId: owner.id, householdId: other1!.id, firstName: `Guest ${index}`, firstKey: `guest ${index}`, lastKey: '' }));
    for (let start = 0; start < crowd.length; start += 200) await database.db.insert(guests).values(crowd.slice(start, start + 200));
    list = await addGuest(as(owner), { firstName: 'Last', lastName: 'One' });
    expect(list.counts.guests).toBe(1000);
    await expectRefusal(addGuest(as(owner), { firstName: 'Too', lastName: 'Many' }), 'CONFLICT');
    // A deleted guest frees a place; undoing the delete past the limit is refused.
    const last = byName(list, 'Last');
    await deleteGuest(as(owner), { id: last.id });
    await addGuest(as(owner), { firstName: 'Replacement' });
    await expectRefusal(restoreGuest(as(owner), { id: last.id }), 'CONFLICT');
    // 50 events (two by default).
    await database.db.insert(guestEvents).values(Array.from({ length: 47 }, (_, index) => ({ coupleId: owner.id, name: `Event ${index}`, position: index + 2 })));
    list = await addEvent(as(owner), { name: 'Fiftieth' });
    expect(list.events).toHaveLength(50);
    await expectRefusal(addEvent(as(owner), { name: 'Fifty-first' }), 'CONFLICT');
    // 100 tables.
    await database.db.insert(guestTables).values(Array.from({ length: 99 }, (_, index) => ({ coupleId: owner.id, name: `Table ${index}`, seats: 10 })));
    list = await addTable(as(owner), { name: 'Hundredth', seats: 10 });
    expect(list.tables).toHaveLength(100);
    await expectRefusal(addTable(as(owner), { name: 'Too many', seats: 10 }), 'CONFLICT');
    // setInvitations across all of them stays within one statement's parameters.
    const ids = allGuests(list).map((guest) => guest.id);
    list = await setInvitations(as(owner), { guestIds: ids, eventIds: list.events.map((event) => event.id), invited: true });
    expect(list.events.every((event) => event.counts.invited === 1000)).toBe(true);
  }, 120_000);

  it('refuses NUL bytes, over-long text and bad values before any query, every field at once', async () => {
    await expectInvalid(addHousehold(noDatabase(), { name: 'The\u0000Lees', address: 'a'.repeat(501), email: 'not an e-mail', phone: '1'.repeat(41) }), ['name', 'address', 'email', 'phone']);
    await expectInvalid(addHousehold(noDatabase(), { name: 'x'.repeat(1_000_000) }), ['name']);
    await expectInvalid(
      addGuest(noDatabase(), { firstName: '', lastName: 'y'.repeat(81), ageGroup: 'teen', side: 'left', groupName: 'g\u0000', dietary: 'd'.repeat(301), meal: 'm'.repeat(81), notes: 'n'.repeat(2001), plusOnesAllowed: 6, householdId: 'one', plusOneOf: -1, eventIds: ['x'] }),
      ['firstName', 'lastName', 'ageGroup', 'side', 'groupName', 'dietary', 'meal', 'notes', 'plusOnesAllowed', 'householdId', 'plusOneOf', 'eventIds'],
    );
    await expectInvalid(updateGuest(noDatabase(), { id: 0, firstName: 'A\u0000' }), ['id', 'firstName']);
    await expectInvalid(addEvent(noDatabase(), { name: '', date: '2027-02-30', time: '25:00', place: 'p'.repeat(301) }), ['name', 'date', 'time', 'place']);
    await expectInvalid(updateEvent(noDatabase(), { id: 'x', name: 'e'.repeat(81) }), ['id', 'name']);
    await expectInvalid(addTable(noDatabase(), { name: '', seats: 0 }), ['name', 'seats']);
    await expectInvalid(updateTable(noDatabase(), { id: 1, seats: 51 }), ['seats']);
    await expectInvalid(seatGuest(noDatabase(), { guestId: 'x', tableId: 'y' }), ['guestId', 'tableId']);
    await expectInvalid(setInvitations(noDatabase(), { guestIds: 'all', eventIds: Array.from({ length: 51 }, (_, index) => index + 1) }), ['guestIds', 'eventIds']);
    await expectInvalid(setRsvpSettings(noDatabase(), { message: 'm\u0000', cutoff: 'soon' }), ['message', 'cutoff']);
    await expectInvalid(deleteHousehold(noDatabase(), {}), ['id']);
    await expectInvalid(deleteGuest(noDatabase(), { id: 1.5 }), ['id']);
    await expectInvalid(restoreGuest(noDatabase(), { id: '99999999999' }), ['id']);
    await expectInvalid(updateHousehold(noDatabase(), { id: 1, name: '' }), ['name']);
  });

  it('folds names for the RSVP lookup', () => {
    expect(nameKey('  Zoë  O’Brien-Smith ')).toBe('zoeobriensmith');
    expect(nameKey('NGUYỄN')).toBe('nguyen');
  });
});

describe('refusals', () => {
  const ids = async () => {
    const list = await guestList(as(couple));
    const guest = allGuests(list)[0]!;
    return { householdId: guest.householdId, guestId: guest.id, eventId: list.events[0]!.id, tableId: list.tables[0]!.id };
  };

  const operations = (id: Awaited<ReturnType<typeof ids>>): [string, (ctx: RequestContext) => Promise<GuestList>][] => [
    ['guestList', (ctx) => guestList(ctx)],
    ['addHousehold', (ctx) => addHousehold(ctx, { name: 'Mine now' })],
    ['updateHousehold', (ctx) => updateHousehold(ctx, { id: id.householdId, name: 'Mine now' })],
    ['deleteHousehold', (ctx) => deleteHousehold(ctx, { id: id.householdId })],
    ['addGuest', (ctx) => addGuest(ctx, { householdId: id.householdId, firstName: 'Mine now' })],
    ['addGuest (plus-one)', (ctx) => addGuest(ctx, { plusOneOf: id.guestId, firstName: 'Mine now' })],
    ['addGuest (events)', (ctx) => addGuest(ctx, { firstName: 'Mine now', eventIds: [id.eventId] })],
    ['updateGuest', (ctx) => updateGuest(ctx, { id: id.guestId, firstName: 'Mine now' })],
    ['deleteGuest', (ctx) => deleteGuest(ctx, { id: id.guestId })],
    ['restoreGuest', (ctx) => restoreGuest(ctx, { id: id.guestId })],
    ['addEvent', (ctx) => addEvent(ctx, { name: 'Mine now' })],
    ['updateEvent', (ctx) => updateEvent(ctx, { id: id.eventId, name: 'Mine now' })],
    ['setInvitations', (ctx) => setInvitations(ctx, { guestIds: [id.guestId], eventIds: [id.eventId], invited: false })],
    ['recordAnswer', (ctx) => recordAnswer(ctx, { guestId: id.guestId, eventId: id.eventId, status: 'waiting' })],
    ['addTable', (ctx) => addTable(ctx, { name: 'Mine now', seats: 4 })],
    ['updateTable', (ctx) => updateTable(ctx, { id: id.tableId, name: 'Mine now' })],
    ['seatGuest', (ctx) => seatGuest(ctx, { guestId: id.guestId, tableId: null })],
    ['seatGuest (table)', (ctx) => seatGuest(ctx, { guestId: id.guestId, tableId: id.tableId })],
    ['regenerateRsvpCode', (ctx) => regenerateRsvpCode(ctx)],
    ['setRsvpSettings', (ctx) => setRsvpSettings(ctx, { message: 'Mine now' })],
  ];

  it('refuses every operation to a visitor (sign in), a vendor and an administrator (forbidden)', async () => {
    const id = await ids();
    for (const [name, call] of operations(id)) {
      expect(name).toBeTruthy();
      await expectRefusal(call(as(null)), 'UNAUTHENTICATED');
      await expectRefusal(call(as(vendor)), 'FORBIDDEN');
      await expectRefusal(call(as(admin)), 'FORBIDDEN');
    }
  });

  it('another couple finds none of the couple’s households, guests, events or tables, and sees only their own list', async () => {
    const id = await ids();
    const before = await guestList(as(couple));
    const theirs = as(other);
    const ownGuest = allGuests(await addGuest(theirs, { firstName: 'Their', lastName: 'Guest' }))[0]!;
    const byId = new Map(operations(id));
    for (const [name, call] of operations(id)) {
      if (['guestList', 'addHousehold', 'addEvent', 'addTable', 'regenerateRsvpCode', 'setRsvpSettings', 'addGuest (events)'].includes(name)) continue;
      await expectRefusal(call(theirs), 'NOT_FOUND');
    }
    // Their own guest at the couple's table: the table is not found.
    await expectRefusal(seatGuest(theirs, { guestId: ownGuest.id, tableId: id.tableId }), 'NOT_FOUND');
    await expectRefusal(addGuest(theirs, { firstName: 'Mine now', eventIds: [id.eventId] }), 'NOT_FOUND');
    await expectRefusal(setInvitations(theirs, { guestIds: [ownGuest.id], eventIds: [id.eventId], invited: true }), 'NOT_FOUND');
    // Their own operations touch only their own list.
    for (const name of ['addHousehold', 'addEvent', 'addTable', 'regenerateRsvpCode', 'setRsvpSettings']) await byId.get(name)!(theirs);
    const theirList = await guestList(theirs);
    expect(allGuests(theirList).map((guest) => guest.firstName)).toEqual(['Their']);
    expect(theirList.rsvpCode).not.toBe(before.rsvpCode);
    // Nothing of the couple's changed.
    const after = await guestList(as(couple));
    expect(after).toEqual(before);
  });
});
