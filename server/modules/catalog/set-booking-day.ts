import { and, eq, sql } from 'drizzle-orm';
import { services, serviceUnavailableDates } from '../../../db/schema/services';
import type { RequestContext } from '../../context';

/**
 * A confirmed booking's day on the listing's calendar (`booked`), or its release when the booking
 * ends: the day shows unavailable on the listing, in the availability search and in the iCal feed.
 * A day the import brought becomes the booking's (so the import cannot take it away); a day the
 * vendor marked stays theirs (and stays marked when the booking ends); a release removes only the
 * booking's day. Joins the caller's transaction (ctx.db) and
 * refreshes the search row in it; the caller purges the listing's pages after it commits
 * (`purgeListingPages`). No permission checked: the bookings module decided.
 */
export async function setBookingDay(ctx: RequestContext, { serviceId, date, booked }: { serviceId: number; date: string; booked: boolean }): Promise<void> {
  if (booked) {
    await ctx.db
      .insert(serviceUnavailableDates)
      .values({ serviceId, date, source: 'booking' })
      .onConflictDoUpdate({ target: [serviceUnavailableDates.serviceId, serviceUnavailableDates.date], set: { source: sql`excluded.source` }, setWhere: eq(serviceUnavailableDates.source, 'import') });
  } else {
    await ctx.db
      .delete(serviceUnavailableDates)
      .where(and(eq(serviceUnavailableDates.serviceId, serviceId), eq(serviceUnavailableDates.date, date), eq(serviceUnavailableDates.source, 'booking')));
  }
  await ctx.db.update(services).set({ updatedAt: ctx.clock.now() }).where(eq(services.id, serviceId));
  await ctx.searchIndex(ctx, { serviceIds: [serviceId] });
}
