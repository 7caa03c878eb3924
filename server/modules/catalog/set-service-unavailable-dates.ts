import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { services, serviceUnavailableDates } from '../../../db/schema/services';
import { availabilityWindow } from '../../../shared/catalog/availability-window';
import type { RequestContext } from '../../context';
import { InvalidInputError, parseInput } from '../../kernel';
import { bookedDaysField } from './booked-days-field';
import { serviceIdField } from './listing-input';
import { authorizeListingEdit } from './policy';
import { purgeListingPages } from './purge-listing-pages';

export const setServiceUnavailableDatesInput = z.object({ id: serviceIdField, dates: bookedDaysField });

/**
 * Replaces the days the vendor marked booked within the calendar's window (spec §7
 * setServiceUnavailableDates): days the calendar import brought are kept, past days stay as history
 * and days beyond the window (the editor never showed them) stay too. A day both marked and
 * imported becomes the vendor's, so the import cannot take it away. Search sees the change at once.
 */
export async function setServiceUnavailableDates(ctx: RequestContext, input: unknown): Promise<{ dates: string[] }> {
  const { id, dates } = parseInput(setServiceUnavailableDatesInput, input);
  await authorizeListingEdit(ctx, id);
  const window = availabilityWindow(ctx.clock.now());
  if (dates.some((day) => day < window.from || day > window.until)) {
    throw new InvalidInputError({ dates: [`Mark days from ${window.from} to ${window.until}.`] });
  }
  const days = [...new Set(dates)].sort();
  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(serviceUnavailableDates)
      .where(and(eq(serviceUnavailableDates.serviceId, id), eq(serviceUnavailableDates.source, 'vendor'), gte(serviceUnavailableDates.date, window.from), lte(serviceUnavailableDates.date, window.until)));
    if (days.length > 0) {
      await tx
        .insert(serviceUnavailableDates)
        .values(days.map((date) => ({ serviceId: id, date, source: 'vendor' as const })))
        // An imported day becomes the vendor's; a booking's day stays the booking's (its end releases it).
        .onConflictDoUpdate({
          target: [serviceUnavailableDates.serviceId, serviceUnavailableDates.date],
          set: { source: sql`excluded.source` },
          setWhere: eq(serviceUnavailableDates.source, 'import'),
        });
    }
    await tx.update(services).set({ updatedAt: ctx.clock.now() }).where(eq(services.id, id));
    await ctx.searchIndex({ ...ctx, db: tx }, { serviceIds: [id] });
  });
  await purgeListingPages(ctx, [id]);
  return { dates: days };
}
