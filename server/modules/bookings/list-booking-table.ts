import { and, desc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { bookings, bookingStates } from '../../../db/schema/bookings';
import type { RequestContext } from '../../context';
import { idField, parseInput, requireAdministrator, wholeNumberField } from '../../kernel';
import { toBookings } from './booking-list';
import type { Booking } from './booking-view';
import { optional } from './input-fields';

export const listBookingTableInput = z.object({
  status: optional(z.enum(bookingStates, { error: `Status is one of ${bookingStates.join(', ')}.` })),
  serviceId: optional(idField('There is no such service.')),
  first: wholeNumberField(1, 500, 'Show 1 to 500 bookings.', 100),
});

/**
 * The admin area's bookings table (issue 31): administrators read bookings here only, never through
 * the couple's or the vendor's operations (which answer them "not found"). No quote terms or
 * messages: the booking's facts.
 */
export async function listBookingTable(ctx: RequestContext, input: unknown): Promise<Booking[]> {
  const { status, serviceId, first } = parseInput(listBookingTableInput, input);
  requireAdministrator(ctx.viewer);
  const conditions: SQL[] = [];
  if (status) conditions.push(eq(bookings.status, status));
  if (serviceId) conditions.push(eq(bookings.serviceId, serviceId));
  const rows = await ctx.db
    .select()
    .from(bookings)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(bookings.id))
    .limit(first);
  return toBookings(ctx, rows);
}
