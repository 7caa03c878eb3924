import { and, asc, eq, gte, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { services, serviceUnavailableDates } from '../../../db/schema/services';
import { availabilityWindow } from '../../../shared/catalog/availability-window';
import type { RequestContext } from '../../context';
import { readGeography } from '../geo';
import { stateTimeZone } from '../geo/internal';
import { downloadCalendar } from './download-calendar';
import { parseBookedDays } from './parse-booked-days';
import { purgeListingPages } from './purge-listing-pages';
import { log } from '../../observability/log';

export type CalendarDownload = (url: string) => Promise<string>;
type ImportOptions = { download?: CalendarDownload; intervalMs?: number };

const hour = 60 * 60 * 1000;

/**
 * The hourly import of the calendars vendors publish elsewhere, on every server instance: each
 * listing with an import address whose last claim is older than most of an interval is claimed
 * (one conditional update, which one instance wins) and imported by that instance alone. A
 * calendar that cannot be read leaves its days as they were, and is tried again next hour. Work no
 * request asked for: `ctx` is a system context.
 */
export async function importCalendars(ctx: RequestContext, { download = downloadCalendar, intervalMs = hour }: ImportOptions = {}): Promise<{ imported: number; failed: number }> {
  const now = ctx.clock.now();
  // A little under the interval: instances whose timers drift apart still import each listing hourly.
  const due = (claimedAt: typeof services.icalImportClaimedAt) => or(isNull(claimedAt), lt(claimedAt, new Date(now.getTime() - intervalMs * 0.9)));
  const listings = await ctx.db
    .select({ id: services.id, url: services.icalImportUrl })
    .from(services)
    .where(and(isNotNull(services.icalImportUrl), due(services.icalImportClaimedAt)));
  let imported = 0;
  let failed = 0;
  for (const { id, url } of listings) {
    const [claimed] = await ctx.db
      .update(services)
      .set({ icalImportClaimedAt: now })
      .where(and(eq(services.id, id), eq(services.icalImportUrl, url!), due(services.icalImportClaimedAt)))
      .returning({ id: services.id });
    if (!claimed) continue;
    try {
      await importListingCalendar(ctx, { id, url: url! }, download);
      imported++;
    } catch (error) {
      failed++;
      log.warn({ err: error, requestId: ctx.requestId }, `calendar import for listing ${id} failed`);
    }
  }
  return { imported, failed };
}

/**
 * Reads one listing's calendar and makes its busy days the days the import brought (the vendor's
 * own marks stay, and win a day both have), unless the vendor changed the address meanwhile. Only
 * when the days changed do search and the listing's cached pages follow: most hours nothing does.
 */
export async function importListingCalendar(ctx: RequestContext, { id, url }: { id: number; url: string }, download: CalendarDownload = downloadCalendar): Promise<void> {
  const text = await download(url);
  const window = availabilityWindow(ctx.clock.now());
  // Read before the transaction: PGlite runs one statement at a time (reference data, mostly cached).
  const geography = await readGeography(ctx);
  const changed = await ctx.db.transaction(async (tx) => {
    const [listing] = await tx
      .select({ url: services.icalImportUrl, countryId: services.countryId, stateId: services.stateId })
      .from(services)
      .where(eq(services.id, id))
      .for('update');
    if (listing?.url !== url) return false;
    const state = geography.states.find((entry) => entry.id === listing.stateId)!;
    const country = geography.countries.find((entry) => entry.id === listing.countryId)!;
    const busy = parseBookedDays(text, window, stateTimeZone({ countryCode: country.code, stateCode: state.stateCode }));
    const booked = await tx
      .select({ date: serviceUnavailableDates.date, source: serviceUnavailableDates.source })
      .from(serviceUnavailableDates)
      .where(and(eq(serviceUnavailableDates.serviceId, id), gte(serviceUnavailableDates.date, window.from)))
      .orderBy(asc(serviceUnavailableDates.date));
    // Days the vendor marked or a booking holds are theirs: the import leaves them.
    const vendors = new Set(booked.filter((day) => day.source !== 'import').map((day) => day.date));
    const wanted = busy.filter((day) => !vendors.has(day));
    const before = booked.filter((day) => day.source === 'import').map((day) => day.date);
    await tx.update(services).set({ icalImportedAt: ctx.clock.now() }).where(eq(services.id, id));
    if (wanted.join() === before.join()) return false;
    await tx
      .delete(serviceUnavailableDates)
      .where(and(eq(serviceUnavailableDates.serviceId, id), eq(serviceUnavailableDates.source, 'import'), gte(serviceUnavailableDates.date, window.from)));
    if (wanted.length > 0) await tx.insert(serviceUnavailableDates).values(wanted.map((date) => ({ serviceId: id, date, source: 'import' as const })));
    await ctx.searchIndex({ ...ctx, db: tx }, { serviceIds: [id] });
    return true;
  });
  if (changed) await purgeListingPages(ctx, [id]);
}
