import { and, eq, gte, isNotNull } from 'drizzle-orm';
import { services, serviceUnavailableDates } from '../../../db/schema/services';
import { refreshSearchIndex } from '../../../db/search-index';
import type { RequestContext } from '../../context';
import { availabilityWindow } from './availability-window';
import { downloadCalendar } from './download-calendar';
import { parseBookedDays } from './parse-booked-days';
import { purgeListingPages } from './purge-listing-pages';

type ImportOptions = { download?: (url: string) => Promise<string> };

/**
 * The hourly import of the calendars vendors publish elsewhere: for each listing with an import
 * address, the days that calendar is busy replace the days the import brought before (the
 * vendor's own marks stay), and search follows. A calendar that cannot be read leaves its days as
 * they were. Work no request asked for: `ctx` is a system context.
 */
export async function importCalendars(ctx: RequestContext, { download = downloadCalendar }: ImportOptions = {}): Promise<{ imported: number; failed: number }> {
  const listings = await ctx.db.select({ id: services.id, url: services.icalImportUrl }).from(services).where(isNotNull(services.icalImportUrl));
  const window = availabilityWindow(ctx.clock.now());
  let imported = 0;
  for (const { id, url } of listings) {
    try {
      const days = parseBookedDays(await download(url!), window);
      await ctx.db.transaction(async (tx) => {
        await tx
          .delete(serviceUnavailableDates)
          .where(and(eq(serviceUnavailableDates.serviceId, id), eq(serviceUnavailableDates.source, 'import'), gte(serviceUnavailableDates.date, window.from)));
        if (days.length > 0) {
          await tx
            .insert(serviceUnavailableDates)
            .values(days.map((date) => ({ serviceId: id, date, source: 'import' as const })))
            .onConflictDoNothing();
        }
        await tx.update(services).set({ icalImportedAt: ctx.clock.now() }).where(eq(services.id, id));
        await refreshSearchIndex(tx, [id]);
      });
      await purgeListingPages(ctx, [id]);
      imported++;
    } catch (error) {
      console.warn(`[ever-after] calendar import for listing ${id} failed: ${(error as Error).message}`);
    }
  }
  return { imported, failed: listings.length - imported };
}

/** Runs the import every `intervalMs` (an hour), one run at a time; stop() waits for a run under way. */
export function startCalendarImports(ctx: RequestContext, { intervalMs = 60 * 60 * 1000 }: { intervalMs?: number } = {}): { stop(): Promise<void> } {
  let running: Promise<unknown> | null = null;
  const run = () => {
    running ??= importCalendars(ctx)
      .catch((error: unknown) => console.error('[ever-after] calendar import failed:', error))
      .finally(() => (running = null));
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
