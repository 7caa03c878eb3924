import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { serviceSearch } from '../../../db/schema/search';
import { services, serviceUnavailableDates } from '../../../db/schema/services';
import { expectInvalid, expectRefusal } from '../../../tests/setup/assertions';
import { recordPurges, testContext } from '../../../tests/setup/context';
import { createTestDatabase } from '../../../tests/setup/database';
import { createService } from '../../../tests/factories/services';
import { createCouple, createVendor, type TestPerson } from '../../../tests/factories/users';
import type { RequestContext } from '../../context';
import { buildContext } from '../../build-context';
import { importCalendars } from './import-calendars';
import { readCalendarFeed, readListingAvailability, regenerateCalendarFeed, setCalendarImport, setServiceUnavailableDates } from '.';
import { downloadCalendar } from './download-calendar';
import { calendarReader } from './set-calendar-import';
import { serviceTag } from '../../kernel';
import { availabilityWindow } from '../../../shared/catalog/availability-window';

let database: DatabaseHandle;
let owner: TestPerson;
let listing: number;
let ctx: RequestContext;
let calendarServer: Server;
let calendarText = '';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const compact = (date: string) => date.replaceAll('-', '');
const booked = async (id: number) =>
  database.db
    .select({ date: serviceUnavailableDates.date, source: serviceUnavailableDates.source })
    .from(serviceUnavailableDates)
    .where(eq(serviceUnavailableDates.serviceId, id))
    .orderBy(asc(serviceUnavailableDates.date));

beforeAll(async () => {
  database = await createTestDatabase();
  owner = await createVendor(database.db);
  listing = await createService(database.db, { owner });
  ctx = testContext(database.db, owner);
  calendarServer = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/calendar' }).end(calendarText));
  await new Promise<void>((resolve) => calendarServer.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  calendarServer.close();
  await database.close();
});

describe('booked days', () => {
  it('replaces the vendor’s days from today on, within the calendar’s window, and search follows', async () => {
    await setServiceUnavailableDates(ctx, { id: listing, dates: [day(3), day(10), day(3)] });
    expect((await booked(listing)).map((row) => row.date).filter((date) => date >= day(0))).toEqual([day(3), day(10)]);
    const [indexed] = await database.db.select({ booked: serviceSearch.bookedDates }).from(serviceSearch).where(eq(serviceSearch.serviceId, listing));
    expect(indexed.booked).toEqual(expect.arrayContaining([day(3), day(10)]));
    await expectInvalid(setServiceUnavailableDates(ctx, { id: listing, dates: [day(-2)] }), ['dates']);
    await expectInvalid(setServiceUnavailableDates(ctx, { id: listing, dates: [day(400)] }), ['dates']);
    await expectInvalid(setServiceUnavailableDates(ctx, { id: listing, dates: ['2026-02-30'] }), ['dates.0']);
  });

  it('reads and replaces only the calendar’s window: a day beyond it, which no editor shows, stays', async () => {
    const later = new Date(Date.parse(availabilityWindow(new Date()).until) + 15 * 86_400_000).toISOString().slice(0, 10);
    await database.db.insert(serviceUnavailableDates).values({ serviceId: listing, date: later, source: 'vendor' });
    expect((await readListingAvailability(ctx, { id: listing })).days.map((row) => row.date)).not.toContain(later);
    await setServiceUnavailableDates(ctx, { id: listing, dates: [day(3), day(10)] });
    expect((await booked(listing)).map((row) => row.date)).toContain(later);
    await database.db.delete(serviceUnavailableDates).where(and(eq(serviceUnavailableDates.serviceId, listing), eq(serviceUnavailableDates.date, later)));
  });

  it('serves them in a feed whose address a regeneration ends', async () => {
    const first = await regenerateCalendarFeed(ctx, { id: listing });
    const token = /\/calendar\/([\w-]{32})\.ics$/.exec(first.url)![1];
    expect(await readCalendarFeed(testContext(database.db), { token })).toMatchObject({ serviceId: listing, dates: [day(3), day(10)] });
    const second = await regenerateCalendarFeed(ctx, { id: listing });
    expect(second.url).not.toBe(first.url);
    await expectRefusal(readCalendarFeed(testContext(database.db), { token }), 'NOT_FOUND');
    expect((await readListingAvailability(ctx, { id: listing })).feedUrl).toBe(second.url);
  });

  it('refuses every other person as if the listing did not exist', async () => {
    for (const [viewer, code] of [[await createVendor(database.db), 'NOT_FOUND'], [await createCouple(database.db), 'NOT_FOUND'], [null, 'UNAUTHENTICATED']] as const) {
      const stranger = testContext(database.db, viewer);
      await expectRefusal(setServiceUnavailableDates(stranger, { id: listing, dates: [day(5)] }), code);
      await expectRefusal(regenerateCalendarFeed(stranger, { id: listing }), code);
      await expectRefusal(setCalendarImport(stranger, { id: listing, url: 'https://calendar.example.com/a.ics' }), code);
      await expectRefusal(readListingAvailability(stranger, { id: listing }), code);
    }
  });
});

describe('calendar import', () => {
  const offline = () => Promise.reject(new Error('offline'));
  const address = () => `http://127.0.0.1:${(calendarServer.address() as AddressInfo).port}/calendar.ics`;
  const fromLocalServer = { download: (url: string) => downloadCalendar(url, { publicOnly: false }) };
  const imported = (rows: { date: string; source: string }[]) => rows.filter((row) => row.source === 'import').map((row) => row.date);
  /** A system context `hours` from now: the hourly run's claims of an earlier run are due again. */
  const job = (hours = 0, parts: Partial<RequestContext> = {}) => buildContext({ db: database.db, clock: { now: () => new Date(Date.now() + hours * 3_600_000) }, ...parts });
  const calendarOf = (...events: string[][]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...events.flat(), 'END:VCALENDAR'].join('\r\n');
  const allDay = (uid: string, from: number, until: number) => ['BEGIN:VEVENT', `UID:${uid}`, `DTSTART;VALUE=DATE:${compact(day(from))}`, `DTEND;VALUE=DATE:${compact(day(until))}`, 'END:VEVENT'];

  it('takes https addresses on public hosts only', async () => {
    for (const url of ['http://calendar.example.com/a.ics', 'https://localhost/a.ics', 'https://127.0.0.1/a.ics', 'https://10.1.2.3/a.ics', 'https://[::1]/a.ics', 'https://169.254.169.254/latest', 'ftp://example.com/a.ics']) {
      await expectInvalid(setCalendarImport(ctx, { id: listing, url }), ['url']);
    }
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // Kept when the calendar cannot be read just now (not imported yet: the hourly run tries again).
    const reader = vi.spyOn(calendarReader, 'download').mockImplementation(offline);
    expect(await setCalendarImport(ctx, { id: listing, url: 'webcal://calendar.example.com/a.ics' })).toEqual({ url: 'https://calendar.example.com/a.ics', importedAt: null });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('offline'));
    reader.mockRestore();
    warn.mockRestore();
    expect(await setCalendarImport(ctx, { id: listing, url: '' })).toEqual({ url: null, importedAt: null });
  });

  it('imports a new address at once, replaces the imported days hourly keeping the vendor’s own, and takes them away when the address goes', async () => {
    const other = await createService(database.db, { owner });
    // Stored directly: the use case rightly refuses a local http address.
    await database.db.update(services).set({ icalImportUrl: address() }).where(eq(services.id, listing));
    calendarText = calendarOf(
      allDay('a', 20, 22),
      ['BEGIN:VEVENT', 'UID:b', `DTSTART:${compact(day(30))}T010000Z`, `DTEND:${compact(day(30))}T030000Z`, 'SUMMARY:Wedding', 'END:VEVENT'],
      ['BEGIN:VEVENT', 'UID:c', `DTSTART;VALUE=DATE:${compact(day(40))}`, 'TRANSP:TRANSPARENT', 'END:VEVENT'],
    );
    expect(await importCalendars(job(), fromLocalServer)).toEqual({ imported: 1, failed: 0 });
    expect(imported(await booked(listing))).toEqual([day(20), day(21), day(30)]);

    calendarText = calendarText.replace(`DTEND;VALUE=DATE:${compact(day(22))}`, `DTEND;VALUE=DATE:${compact(day(21))}`);
    // Within the hour the listing is not due again; an hour later it is.
    expect(await importCalendars(job(0.5), fromLocalServer)).toEqual({ imported: 0, failed: 0 });
    expect(await importCalendars(job(1), fromLocalServer)).toEqual({ imported: 1, failed: 0 });
    const after = await booked(listing);
    expect(imported(after)).toEqual([day(20), day(30)]);
    expect(after.filter((row) => row.source === 'vendor' && row.date >= day(0)).map((row) => row.date)).toEqual([day(3), day(10)]);
    expect((await booked(other)).some((row) => row.source === 'import')).toBe(false);
    const [indexed] = await database.db.select({ booked: serviceSearch.bookedDates }).from(serviceSearch).where(eq(serviceSearch.serviceId, listing));
    expect(indexed.booked).toEqual(expect.arrayContaining([day(3), day(20), day(30)]));

    // An empty address takes the imported days away (the calendar shows them read-only), and search follows.
    await setCalendarImport(ctx, { id: listing, url: '' });
    expect(imported(await booked(listing))).toEqual([]);
    const [cleared] = await database.db.select({ booked: serviceSearch.bookedDates }).from(serviceSearch).where(eq(serviceSearch.serviceId, listing));
    expect(cleared.booked).not.toContain(day(20));

    // A new address is read at once (the local server through the test's download).
    calendarText = calendarOf(allDay('d', 50, 51));
    const reader = vi.spyOn(calendarReader, 'download').mockImplementation(() => downloadCalendar(address(), { publicOnly: false }));
    const saved = await setCalendarImport(ctx, { id: listing, url: 'https://calendar.example.com/b.ics' });
    reader.mockRestore();
    expect(saved.importedAt).not.toBeNull();
    expect(imported(await booked(listing))).toEqual([day(50)]);
    expect((await readListingAvailability(ctx, { id: listing })).importedAt).not.toBeNull();
    await setCalendarImport(ctx, { id: listing, url: '' });
  });

  it('books a timed event on the listing’s own day: 9 am on a Sydney morning is the evening before in UTC', async () => {
    await database.db.update(services).set({ icalImportUrl: address() }).where(eq(services.id, listing));
    // The listing is in the Hunter Valley (NSW): 23:00 UTC is 9 or 10 am the next day in Sydney.
    calendarText = calendarOf(['BEGIN:VEVENT', 'UID:e', `DTSTART:${compact(day(59))}T230000Z`, `DTEND:${compact(day(60))}T030000Z`, 'END:VEVENT']);
    await importCalendars(job(2), fromLocalServer);
    expect(imported(await booked(listing))).toEqual([day(60)]);
    await setCalendarImport(ctx, { id: listing, url: '' });
  });

  it('is imported by one server instance when several run the hourly job, and purges pages only when the days changed', async () => {
    await database.db.update(services).set({ icalImportUrl: address() }).where(eq(services.id, listing));
    calendarText = calendarOf(allDay('f', 70, 71));
    let downloads = 0;
    const counting = { download: (url: string) => (downloads++, downloadCalendar(url, { publicOnly: false })) };
    const runs = await Promise.all([importCalendars(job(3), counting), importCalendars(job(3), counting)]);
    expect(downloads).toBe(1);
    expect(runs.map((run) => run.imported).sort()).toEqual([0, 1]);
    expect(imported(await booked(listing))).toEqual([day(70)]);

    const pages = recordPurges();
    await importCalendars(job(4, { pages }), counting);
    expect(downloads).toBe(2);
    expect(pages.purged).toEqual([]);
    calendarText = calendarOf(allDay('f', 70, 72));
    await importCalendars(job(5, { pages }), counting);
    expect(pages.purged.flat()).toContain(serviceTag(listing));
  });

  it('refuses to fetch a plain-http or private address in the hourly job, leaving the days as they were', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const before = await booked(listing);
    expect(await importCalendars(job(6))).toEqual({ imported: 0, failed: 1 });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('not a public https address'));
    expect(await booked(listing)).toEqual(before);
    await expect(downloadCalendar('https://127.0.0.1:1/a.ics')).rejects.toThrow(/not a public https address/);
    warn.mockRestore();
    const rows = await database.db.select().from(serviceUnavailableDates).where(and(eq(serviceUnavailableDates.serviceId, listing), eq(serviceUnavailableDates.source, 'import')));
    expect(rows.map((row) => row.date)).toEqual([day(70), day(71)]);
  });
});
