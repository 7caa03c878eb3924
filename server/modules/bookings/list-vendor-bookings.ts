import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { bookings, bookingStates } from '../../../db/schema/bookings';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { toBookings } from './booking-list';
import type { Booking } from './booking-view';
import { optional } from './input-fields';
import { requireVendor } from './policy';

export const listVendorBookingsInput = z.object({
  status: optional(z.enum(bookingStates, { error: `Status is one of ${bookingStates.join(', ')}.` })),
});

/** GraphQL vendorBookings(status): the signed-in vendor's bookings, newest date first, of one status or all. */
export async function listVendorBookings(ctx: RequestContext, input: unknown): Promise<Booking[]> {
  const { status } = parseInput(listVendorBookingsInput, input);
  const vendor = requireVendor(ctx.viewer);
  const rows = await ctx.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.vendorId, vendor.id), status ? eq(bookings.status, status) : undefined))
    .orderBy(desc(bookings.eventDate), desc(bookings.id))
    .limit(500);
  return toBookings(ctx, rows);
}
