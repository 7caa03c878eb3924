import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { z } from 'zod';
import { services, serviceUnavailableDates, type BookedDaySource } from '../../../db/schema/services';
import { availabilityWindow } from '../../../shared/catalog/availability-window';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { calendarFeedUrl } from './calendar-feed-url';
import { serviceIdField } from './listing-input';
import { authorizeListingEdit } from './policy';

export const readListingAvailabilityInput = z.object({ id: serviceIdField });

export type ListingAvailability = {
  id: number;
  name: string;
  days: { date: string; source: BookedDaySource }[];
  window: { from: string; until: string };
  feedUrl: string | null;
  importUrl: string | null;
  importedAt: Date | null;
};

/** The availability step's data: the calendar window's booked days (with who marked them), the feed and the import. */
export async function readListingAvailability(ctx: RequestContext, input: unknown): Promise<ListingAvailability> {
  const { id } = parseInput(readListingAvailabilityInput, input);
  await authorizeListingEdit(ctx, id);
  const window = availabilityWindow(ctx.clock.now());
  const [[listing], days] = await Promise.all([
    ctx.db.select({ name: services.name, token: services.icalToken, importUrl: services.icalImportUrl, importedAt: services.icalImportedAt }).from(services).where(eq(services.id, id)),
    ctx.db
      .select({ date: serviceUnavailableDates.date, source: serviceUnavailableDates.source })
      .from(serviceUnavailableDates)
      .where(and(eq(serviceUnavailableDates.serviceId, id), gte(serviceUnavailableDates.date, window.from), lte(serviceUnavailableDates.date, window.until)))
      .orderBy(asc(serviceUnavailableDates.date)),
  ]);
  return {
    id,
    name: listing.name,
    days,
    window,
    feedUrl: listing.token ? calendarFeedUrl(ctx.publicUrl, listing.token) : null,
    importUrl: listing.importUrl,
    importedAt: listing.importedAt,
  };
}
