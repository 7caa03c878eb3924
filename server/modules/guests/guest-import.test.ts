import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../../db/client';
import { guestHouseholds, guests } from '../../../db/schema/guests';
import { byteOrderMark } from '../../../shared/csv/write-csv';
import { readGuestCsv } from '../../../shared/guests/guest-csv';
import { maxCsvBytes } from '../../../shared/guests/guest-csv-fields';
import { badRow, guestCsvOf, twentyGuestCsv } from '../../../tests/factories/guest-csv';
import { createAdmin, createCouple, createVendor, type TestPerson } from '../../../tests/factories/users';
import { expectInvalid, expectRefusal } from '../../../tests/setup/assertions';
import { testContext } from '../../../tests/setup/context';
import { createTestDatabase } from '../../../tests/setup/database';
import type { RequestContext } from '../../context';
import type { Viewer } from '../../kernel';
import { addGuest, exportGuestList, guestList, importGuests, previewGuestImport, updateGuest, type GuestList } from '.';

let database: DatabaseHandle;
let couple: TestPerson;
let other: TestPerson;
let vendor: TestPerson;
let admin: TestPerson;
const now = new Date('2027-03-01T00:00:00Z');
let counting = false;
const statements: string[] = [];

const as = (viewer: Viewer | null): RequestContext => testContext(database.db, viewer, { clock: { now: () => now } });
/** A context whose database refuses every query: input refused "before any query" never reaches it. */
const noDatabase = (viewer: Viewer | null = couple): RequestContext => ({
  ...as(viewer),
  db: new Proxy({}, { get: () => { throw new Error('the database was queried'); } }) as Database,
});
const csvFile = (text: string | Uint8Array<ArrayBuffer>, name = 'guests.csv') => new File([text], name, { type: 'text/csv' });
const allGuests = (list: GuestList) => list.households.flatMap((household) => household.guests);
const named = (list: GuestList, firstName: string) => allGuests(list).find((guest) => guest.firstName === firstName)!;

async function countQueries<T>(work: () => Promise<T>): Promise<{ result: T; queries: string[] }> {
  statements.length = 0;
  counting = true;
  try {
    const result = await work();
    return { result, queries: [...statements] };
  } finally {
    counting = false;
  }
}

beforeAll(async () => {
  database = await createTestDatabase({ logQueries: { logQuery: (query) => void (counting && statements.push(query)) } });
  couple = await createCouple(database.db, { firstName: 'Mia' });
  other = await createCouple(database.db, { firstName: 'Noah' });
  vendor = await createVendor(database.db);
  admin = await createAdmin(database.db);
});

afterAll(async () => {
  await database?.close();
});

describe('importing a CSV of 20 guests with one bad row', () => {
  it('previews the guests, the households and the bad row by its number, writing nothing', async () => {
    const preview = await previewGuestImport(as(couple), { file: csvFile(twentyGuestCsv()) });
    expect(preview).toMatchObject({ hasHeader: true, rowCount: 20, guests: 19, households: 9, plusOnes: 1, errorCount: 1, badRows: [badRow], badRowCount: 1, problems: {}, newEvents: ['Welcome drinks'], existingGuests: 0 });
    expect(preview.errors).toEqual([{ row: badRow, field: 'first_name', message: 'First name is required.' }]);
    expect(preview.mapping).toMatchObject({ first_name: 0, last_name: 1, household: 2, email: 3, age_group: 4, side: 5, meal: 6, dietary: 7, plus_ones: 8, plus_one_of: 9, events: 10 });
    expect(preview.columns[0]).toEqual({ name: 'First name', sample: 'Christopher' });
    expect(preview.events.map((event) => event.name)).toEqual(['Ceremony', 'Reception']);
    expect(preview.firstGuests[0]).toMatchObject({ rows: [2], firstName: 'Christopher', household: 'The Nguyens', side: 'partner-1', events: ['Ceremony', 'Reception'] });
    expect(preview.firstGuests.find((guest) => guest.firstName === 'Sam')).toMatchObject({ plusOneOf: 'Aoife O’Brien', events: ['Ceremony', 'Reception'] });
    expect((await guestList(as(couple))).counts.guests).toBe(0);
  });

  it('refuses the import while the bad row is in it, every row’s errors by number, and writes nothing', async () => {
    const errors = await expectInvalid(importGuests(as(couple), { file: csvFile(twentyGuestCsv()), mode: 'append' }), ['file']);
    expect(errors.file).toEqual([`Row ${badRow}: First name is required.`]);
    const list = await guestList(as(couple));
    expect(list.counts.guests).toBe(0);
    expect(list.events).toHaveLength(2);
  });

  it('imports the 19 good rows when told to skip the bad one: households, plus-one, events and invitations', async () => {
    const result = await importGuests(as(couple), { file: csvFile(twentyGuestCsv()), mode: 'append', skipRows: [badRow] });
    expect(result).toMatchObject({ guests: 19, households: 9, plusOnes: 1, invitations: 36, eventsAdded: ['Welcome drinks'], replaced: 0, skippedRows: [badRow] });
    const list = result.list;
    expect(list.counts).toEqual({ households: 9, guests: 19, adults: 16, children: 2, infants: 1 });
    expect(list.events.map((event) => [event.name, event.counts.invited])).toEqual([
      ['Ceremony', 15],
      ['Reception', 19],
      ['Welcome drinks', 2],
    ]);
    const aoife = named(list, 'Aoife');
    const sam = named(list, 'Sam');
    expect(sam).toMatchObject({ plusOneOf: aoife.id, householdId: aoife.householdId, plusOnesAllowed: 0 });
    expect(aoife.plusOnesAllowed).toBe(1);
    expect(sam.invitations.map((invitation) => invitation.eventId)).toEqual(aoife.invitations.map((invitation) => invitation.eventId));
    expect(named(list, 'Zoë')).toMatchObject({ lastName: 'García', side: 'partner-2', dietary: 'Vegetarian', meal: 'Risotto', email: 'zoe@example.com' });
    expect(list.households.find((household) => household.name === 'The Nguyens')).toMatchObject({ email: 'chris.nguyen@example.com' });
    expect(list.households.find((household) => household.guests[0]?.firstName === 'Fatima')?.name).toBe('Fatima Haddad');
    // The RSVP lookup finds imported guests by their folded names.
    const [stored] = await database.db.select({ firstKey: guests.firstKey, lastKey: guests.lastKey }).from(guests).where(eq(guests.id, named(list, 'Zoë').id));
    expect(stored).toEqual({ firstKey: 'zoe', lastKey: 'garcia' });
  });

  it('appends the file again beside the list, or replaces the list with it', async () => {
    const appended = await importGuests(as(couple), { file: csvFile(twentyGuestCsv()), mode: 'append', skipRows: [badRow] });
    expect(appended).toMatchObject({ guests: 19, eventsAdded: [], replaced: 0 });
    expect(appended.list.counts).toMatchObject({ households: 18, guests: 38 });
    expect(appended.list.events).toHaveLength(3);
    const replaced = await importGuests(as(couple), { file: csvFile(guestCsvOf(5, { perHousehold: 2 })), mode: 'replace' });
    expect(replaced).toMatchObject({ guests: 5, households: 3, replaced: 38 });
    expect(replaced.list.counts).toMatchObject({ households: 3, guests: 5 });
    // No event columns: everyone is invited to every event.
    expect(replaced.list.events.map((event) => event.counts.invited)).toEqual([5, 5, 5]);
    expect(await database.db.$count(guestHouseholds, eq(guestHouseholds.coupleId, couple.id))).toBe(3);
  });

  it('keeps the list when a replacing file is refused (a bad row, or no guests at all)', async () => {
    const before = await guestList(as(couple));
    await expectInvalid(importGuests(as(couple), { file: csvFile(twentyGuestCsv()), mode: 'replace' }), ['file']);
    const empty = await expectInvalid(importGuests(as(couple), { file: csvFile('First name,Last name\n,\n'), mode: 'replace' }), ['file']);
    expect(empty.file).toEqual(['The file has no guests to import.']);
    const unmapped = await expectInvalid(importGuests(as(couple), { file: csvFile('Name,Town\nAnn Lee,Perth\n'), mode: 'replace' }), ['mapping']);
    expect(unmapped.mapping).toEqual(['Choose the columns of the first name and the last name.']);
    expect(await guestList(as(couple))).toEqual(before);
  });

  it('takes a mapping chosen by the couple, with yes/no columns for events', async () => {
    const owner = await createCouple(database.db, { firstName: 'Ivy' });
    const file = csvFile('Given,Family,Church,Party\nAnn,Lee,x,\nBo,Lee,,yes\n');
    const preview = await previewGuestImport(as(owner), { file, mapping: { first_name: 1, last_name: 0 } });
    expect(preview.firstGuests.map((guest) => `${guest.firstName} ${guest.lastName}`)).toEqual(['Lee Ann', 'Lee Bo']);
    const result = await importGuests(as(owner), {
      file,
      mode: 'append',
      mapping: { first_name: '0', last_name: 1, household: '', event_columns: [{ event: 'ceremony', column: 2 }, { event: 'After party', column: 3 }] },
    });
    expect(result.eventsAdded).toEqual(['After party']);
    expect(result.list.events.map((event) => [event.name, event.counts.invited])).toEqual([
      ['Ceremony', 1],
      ['Reception', 0],
      ['After party', 1],
    ]);
  });

  it('writes with one insert per table, however many rows (1,000 guests here)', async () => {
    const owner = await createCouple(database.db, { firstName: 'Kai' });
    await guestList(as(owner));
    const { result, queries } = await countQueries(() => importGuests(as(owner), { file: csvFile(guestCsvOf(1000, { perHousehold: 4 })), mode: 'append' }));
    expect(result).toMatchObject({ guests: 1000, households: 250, invitations: 2000 });
    const inserts = queries.map((query) => query.trim()).filter((query) => query.startsWith('insert'));
    expect(inserts.map((query) => /^insert into "?(\w+)/.exec(query)?.[1])).toEqual(['guest_settings', 'guest_households', 'guests', 'guest_invitations']);
    // The lock, the plan's two reads, two id ranges, the writes and the list read back: a constant.
    expect(queries.length).toBeLessThan(20);
  }, 60_000);
});

describe('limits', () => {
  it('holds 15 people a household: the 16th row is reported, and can be skipped', async () => {
    const owner = await createCouple(database.db, { firstName: 'Lou' });
    const file = csvFile(guestCsvOf(16, { perHousehold: 16 }));
    const preview = await previewGuestImport(as(owner), { file });
    expect(preview.errors).toEqual([{ row: 17, field: 'household', message: 'A household holds at most 15 people; House 0 already has 15.' }]);
    await expectInvalid(importGuests(as(owner), { file, mode: 'append' }), ['file']);
    expect((await importGuests(as(owner), { file, mode: 'append', skipRows: [17] })).list.counts).toMatchObject({ households: 1, guests: 15 });
  });

  it('holds 1,000 guests, counting those already listed when appending (not when replacing)', async () => {
    const owner = await createCouple(database.db, { firstName: 'Max' });
    await importGuests(as(owner), { file: csvFile(guestCsvOf(990, { perHousehold: 10, prefix: 'Old' })), mode: 'append' });
    const file = csvFile(guestCsvOf(20, { prefix: 'New' }));
    const preview = await previewGuestImport(as(owner), { file });
    expect(preview).toMatchObject({ existingGuests: 990, guests: 10, badRows: [12, 13, 14, 15, 16, 17, 18, 19, 20, 21] });
    expect(preview.errors[0].message).toBe('A guest list holds at most 1,000 guests; this row is past that.');
    const errors = await expectInvalid(importGuests(as(owner), { file, mode: 'append' }), ['file']);
    expect(errors.file).toHaveLength(10);
    expect((await importGuests(as(owner), { file, mode: 'append', skipRows: preview.badRows })).list.counts.guests).toBe(1000);
    await expectRefusal(addGuest(as(owner), { firstName: 'One', lastName: 'More' }), 'CONFLICT');
    expect((await importGuests(as(owner), { file, mode: 'replace' })).list.counts.guests).toBe(20);
    const tooMany = csvFile(guestCsvOf(1001));
    expect((await previewGuestImport(as(owner), { file: tooMany, mode: 'replace' })).badRows).toEqual([1002]);
  }, 60_000);

  it('refuses a file over 2 MB before reading it, and before any query', async () => {
    const unread = { size: maxCsvBytes + 1, arrayBuffer: () => Promise.reject(new Error('the file was read')) };
    const errors = await expectInvalid(importGuests(noDatabase(), { file: unread, mode: 'append' }), ['file']);
    expect(errors.file).toEqual(['The file is larger than 2 MB. Split it, or remove columns you do not need.']);
    await expectInvalid(previewGuestImport(noDatabase(), { file: unread }), ['file']);
    const big = csvFile(`First name,Last name\n${'Ann,Lee\n'.repeat(maxCsvBytes / 8 + 1)}`);
    expect(big.size).toBeGreaterThan(maxCsvBytes);
    await expectInvalid(importGuests(noDatabase(), { file: big, mode: 'replace' }), ['file']);
  });

  it('refuses broken UTF-8 and UTF-16 cleanly before any query; a row with a NUL byte is that row’s error', async () => {
    const latin1 = new Uint8Array([...new TextEncoder().encode('First name,Last name\nZo'), 0xeb, ...new TextEncoder().encode(',Lee\n')]);
    const broken = await expectInvalid(importGuests(noDatabase(), { file: csvFile(latin1), mode: 'append' }), ['file']);
    expect(broken.file[0]).toContain('CSV UTF-8');
    await expectInvalid(previewGuestImport(noDatabase(), { file: csvFile(new Uint8Array([0xff, 0xfe, 0x46, 0x00])) }), ['file']);
    const owner = await createCouple(database.db, { firstName: 'Nel' });
    const preview = await previewGuestImport(as(owner), { file: csvFile('First name,Last name\nAnn,Lee\nB\0o,Lee\n') });
    expect(preview.errors).toEqual([{ row: 3, field: 'row', message: 'This row holds a NUL character; remove it.' }]);
    expect((await importGuests(as(owner), { file: csvFile('First name,Last name\nAnn,Lee\nB\0o,Lee\n'), mode: 'append', skipRows: [3] })).guests).toBe(1);
  });

  it('refuses bad input before any query, every field at once', async () => {
    await expectInvalid(importGuests(noDatabase(), { file: 'First name,Last name\nAnn,Lee', mode: 'merge', mapping: { first_name: -1, last_name: 'B', event_columns: [{ event: 'x\0', column: 1 }] }, skipRows: ['seven'] }), [
      'file',
      'mode',
      'mapping.first_name',
      'mapping.last_name',
      'mapping.event_columns.0.event',
      'skipRows.0',
    ]);
    await expectInvalid(importGuests(noDatabase(), { file: csvFile('a,b'), mode: 'append', skipRows: Array.from({ length: 1001 }, (_, index) => index + 2) }), ['skipRows']);
    // A column past the file's last: refused once the file is read, still before any query.
    await expectInvalid(previewGuestImport(noDatabase(), { file: csvFile('First name,Last name\nAnn,Lee\n'), mapping: { first_name: 0, last_name: 2, event_columns: [{ event: 'Brunch', column: 9 }] } }), [
      'mapping.last_name',
      'mapping.event_columns',
    ]);
  });

  it('adds at most 50 events in all', async () => {
    const owner = await createCouple(database.db, { firstName: 'Oli' });
    const events = Array.from({ length: 49 }, (_, index) => `Event ${index}`).join('; ');
    const errors = await expectInvalid(importGuests(as(owner), { file: csvFile(`First name,Last name,Events\nAnn,Lee,${events}\n`), mode: 'append' }), ['file']);
    expect(errors.file[0]).toContain('a wedding has at most 50 events and you have 2');
    expect((await guestList(as(owner))).counts.guests).toBe(0);
  });
});

describe('the export', () => {
  it('writes a BOM, one row per guest per event, a plus-one naming their host, formula cells quoted, and imports back', async () => {
    const owner = await createCouple(database.db, { firstName: 'Pia' });
    let list = (await importGuests(as(owner), { file: csvFile(twentyGuestCsv()), mode: 'append', skipRows: [badRow] })).list;
    const tom = named(list, 'Tom');
    list = await updateGuest(as(owner), { id: tom.id, groupName: '=HYPERLINK("http://evil.example","x")', notes: '+61 400 000 000', meal: '-', dietary: '@home' });
    const file = await exportGuestList(as(owner));
    expect(file).toMatchObject({ fileName: 'guest-list-2027-03-01.csv', contentType: 'text/csv; charset=utf-8' });
    expect(file.body.startsWith(`${byteOrderMark}Household,First name,Last name,Plus-one of,Plus-ones allowed,Age group,Side,`)).toBe(true);
    const lines = file.body.slice(1).trimEnd().split('\r\n');
    const invitations = allGuests(list).reduce((sum, guest) => sum + Math.max(1, guest.invitations.length), 0);
    expect(lines).toHaveLength(1 + invitations);
    expect(lines.filter((line) => line.includes(',Zoë,García,'))).toHaveLength(3);
    expect(lines.filter((line) => line.startsWith('O’Brien,Sam,Taylor,Aoife O’Brien,0,adult,both,'))).toHaveLength(2);
    const tomsLine = lines.find((line) => line.includes(',Tom,Walker,'))!;
    expect(tomsLine).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(tomsLine).toContain(`,Reception,,waiting,'-,'@home,'+61 400 000 000,`);
    // It imports back into another list as it was: the same guests, households and plus-one.
    const copy = await createCouple(database.db, { firstName: 'Rex' });
    const back = await importGuests(as(copy), { file: csvFile(file.body), mode: 'replace' });
    expect(back).toMatchObject({ guests: 19, households: 9, plusOnes: 1, eventsAdded: ['Welcome drinks'] });
    expect(named(back.list, 'Tom')).toMatchObject({ groupName: '=HYPERLINK("http://evil.example","x")', notes: '+61 400 000 000', meal: '-', dietary: '@home' });
    const table = readGuestCsv(file.body);
    expect(table.ok && table.table.rows).toHaveLength(invitations);
  });
});

describe('refusals', () => {
  it('refuses a visitor (sign in), a vendor and an administrator (forbidden)', async () => {
    const file = csvFile(twentyGuestCsv());
    for (const [viewer, code] of [
      [null, 'UNAUTHENTICATED'],
      [vendor, 'FORBIDDEN'],
      [admin, 'FORBIDDEN'],
    ] as const) {
      await expectRefusal(previewGuestImport(as(viewer), { file }), code);
      await expectRefusal(importGuests(as(viewer), { file, mode: 'replace', skipRows: [badRow] }), code);
      await expectRefusal(exportGuestList(as(viewer)), code);
    }
  });

  it('another couple’s import and export touch only their own list', async () => {
    const before = await guestList(as(couple));
    expect(allGuests(before).map((guest) => guest.firstName)).toContain('Guest0');
    const theirs = await importGuests(as(other), { file: csvFile(guestCsvOf(3, { prefix: 'Theirs' })), mode: 'replace' });
    expect(theirs).toMatchObject({ guests: 3, replaced: 0 });
    expect(allGuests(theirs.list).map((guest) => guest.firstName)).toEqual(['Theirs0', 'Theirs1', 'Theirs2']);
    const exported = await exportGuestList(as(other));
    expect(exported.body.trimEnd().split('\r\n')).toHaveLength(1 + 3 * 2);
    expect(exported.body).not.toContain('Guest0');
    expect(await guestList(as(couple))).toEqual(before);
  });
});
