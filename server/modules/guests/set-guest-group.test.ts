import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../../db/client';
import { createAdmin, createCouple, createVendor, type TestPerson } from '../../../tests/factories/users';
import { expectInvalid, expectRefusal } from '../../../tests/setup/assertions';
import { testContext } from '../../../tests/setup/context';
import { createTestDatabase } from '../../../tests/setup/database';
import type { RequestContext } from '../../context';
import type { Viewer } from '../../kernel';
import { addGuest, deleteGuest, guestList, setGuestGroup, type GuestList } from '.';

let database: DatabaseHandle;
let couple: TestPerson;
let other: TestPerson;
const now = new Date('2027-03-01T00:00:00Z');

const as = (viewer: Viewer | null): RequestContext => testContext(database.db, viewer, { clock: { now: () => now } });
const noDatabase = (): RequestContext => ({ ...as(couple), db: new Proxy({}, { get: () => { throw new Error('the database was queried'); } }) as Database });
const groups = (list: GuestList) => Object.fromEntries(list.households.flatMap((household) => household.guests).map((guest) => [guest.firstName, guest.groupName]));

beforeAll(async () => {
  database = await createTestDatabase();
  couple = await createCouple(database.db, { firstName: 'Mia' });
  other = await createCouple(database.db, { firstName: 'Noah' });
});

afterAll(async () => {
  await database?.close();
});

describe('setGuestGroup: the bulk edit’s group', () => {
  it('puts the chosen guests in a group, clears it with an empty one, and leaves the others', async () => {
    await addGuest(as(couple), { firstName: 'Ava', groupName: 'Work' });
    await addGuest(as(couple), { firstName: 'Ben' });
    const list = await addGuest(as(couple), { firstName: 'Cleo', groupName: 'Family' });
    const id = (name: string) => list.households.flatMap((household) => household.guests).find((guest) => guest.firstName === name)!.id;
    expect(groups(await setGuestGroup(as(couple), { guestIds: [id('Ava'), String(id('Ben')), id('Ava')], groupName: '  University friends ' }))).toEqual({ Ava: 'University friends', Ben: 'University friends', Cleo: 'Family' });
    expect(groups(await setGuestGroup(as(couple), { guestIds: [id('Cleo')], groupName: '' }))).toMatchObject({ Cleo: '' });
    expect(groups(await setGuestGroup(as(couple), { guestIds: [], groupName: 'Nobody' }))).toEqual({ Ava: 'University friends', Ben: 'University friends', Cleo: '' });
  });

  it('changes nothing when one id is not a live guest of the couple’s: another couple’s, a deleted one', async () => {
    const theirs = (await addGuest(as(other), { firstName: 'Theirs' })).households[0]!.guests[0]!;
    const mine = (await guestList(as(couple))).households.flatMap((household) => household.guests);
    await expectRefusal(setGuestGroup(as(couple), { guestIds: [mine[0]!.id, theirs.id], groupName: 'Stolen' }), 'NOT_FOUND');
    await expectRefusal(setGuestGroup(as(other), { guestIds: [mine[0]!.id], groupName: 'Stolen' }), 'NOT_FOUND');
    await deleteGuest(as(couple), { id: mine[1]!.id });
    await expectRefusal(setGuestGroup(as(couple), { guestIds: [mine[0]!.id, mine[1]!.id], groupName: 'Gone' }), 'NOT_FOUND');
    expect(Object.values(groups(await guestList(as(couple))))).not.toContain('Stolen');
    expect(Object.values(groups(await guestList(as(couple))))).not.toContain('Gone');
    expect(groups(await guestList(as(other)))).toEqual({ Theirs: '' });
  });

  it('refuses a visitor (sign in), a vendor and an administrator', async () => {
    const vendor = await createVendor(database.db);
    const admin = await createAdmin(database.db);
    const guestId = (await guestList(as(couple))).households[0]!.guests[0]!.id;
    await expectRefusal(setGuestGroup(as(null), { guestIds: [guestId], groupName: 'x' }), 'UNAUTHENTICATED');
    await expectRefusal(setGuestGroup(as(vendor), { guestIds: [guestId], groupName: 'x' }), 'FORBIDDEN');
    await expectRefusal(setGuestGroup(as(admin), { guestIds: [guestId], groupName: 'x' }), 'FORBIDDEN');
  });

  it('refuses bad ids, NUL bytes and over-long groups before any query, every field at once', async () => {
    await expectInvalid(setGuestGroup(noDatabase(), { guestIds: ['one'], groupName: 'g\u0000' }), ['guestIds', 'groupName']);
    await expectInvalid(setGuestGroup(noDatabase(), { guestIds: Array.from({ length: 1001 }, (_, index) => index + 1), groupName: 'g'.repeat(81) }), ['guestIds', 'groupName']);
    await expectInvalid(setGuestGroup(noDatabase(), {}), ['guestIds', 'groupName']);
  });
});
