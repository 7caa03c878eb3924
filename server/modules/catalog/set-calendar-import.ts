import { and, eq, gte } from 'drizzle-orm';
import { z } from 'zod';
import { services, serviceUnavailableDates } from '../../../db/schema/services';
import { availabilityWindow } from '../../../shared/catalog/availability-window';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { calendarImportUrlField } from './calendar-import-url';
import { importListingCalendar, type CalendarDownload } from './import-calendars';
import { downloadCalendar } from './download-calendar';
import { serviceIdField } from './listing-input';
import { authorizeListingEdit } from './policy';
import { purgeListingPages } from './purge-listing-pages';
import { log } from '../../observability/log';

/**
 * How setCalendarImport reads a new address's calendar at once: from public https hosts only.
 * Tests replace `download` (vi.spyOn) to read one from a local server, or to be offline.
 */
export const calendarReader: { download: CalendarDownload } = { download: downloadCalendar };

export const setCalendarImportInput = z.object({ id: serviceIdField, url: z.union([z.literal(''), calendarImportUrlField]) });

/**
 * The iCal address the vendor's own calendar publishes, imported at once and then hourly into the
 * booked days. A new address (or an empty one, which stops the import) first takes away the days
 * the previous address brought: the calendar is read-only for them, so nothing else could. When the
 * calendar cannot be read just now, the address is kept and `importedAt` stays null (the hourly run
 * tries again).
 */
export async function setCalendarImport(ctx: RequestContext, input: unknown): Promise<{ url: string | null; importedAt: Date | null }> {
  const { id, url } = parseInput(setCalendarImportInput, input);
  await authorizeListingEdit(ctx, id);
  const window = availabilityWindow(ctx.clock.now());
  const cleared = await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select({ url: services.icalImportUrl }).from(services).where(eq(services.id, id)).for('update');
    // Claimed now: the hourly run leaves it to this import.
    await tx
      .update(services)
      .set({ icalImportUrl: url || null, icalImportedAt: null, icalImportClaimedAt: url ? ctx.clock.now() : null, updatedAt: ctx.clock.now() })
      .where(eq(services.id, id));
    if (current?.url === (url || null)) return false;
    const removed = await tx
      .delete(serviceUnavailableDates)
      .where(and(eq(serviceUnavailableDates.serviceId, id), eq(serviceUnavailableDates.source, 'import'), gte(serviceUnavailableDates.date, window.from)))
      .returning({ date: serviceUnavailableDates.date });
    if (removed.length > 0) await ctx.searchIndex({ ...ctx, db: tx }, { serviceIds: [id] });
    return removed.length > 0;
  });
  if (cleared) await purgeListingPages(ctx, [id]);
  if (!url) return { url: null, importedAt: null };
  try {
    await importListingCalendar(ctx, { id, url }, calendarReader.download);
    return { url, importedAt: ctx.clock.now() };
  } catch (error) {
    log.warn({ err: error, requestId: ctx.requestId }, `calendar import for listing ${id} failed`);
    return { url, importedAt: null };
  }
}
