import { z } from 'zod';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { toBookingFor } from './booking-list';
import { requireState } from './booking-rules';
import type { Booking } from './booking-view';
import { changeBooking } from './change-booking';
import { longDay } from './enquiry-text';
import { bookingIdField } from './input-fields';
import { requireVendorSide } from './policy';

export const confirmBookingInput = z.object({ id: bookingIdField });

/** GraphQL confirmBooking(id): the vendor confirms a held date; it becomes booked (unavailable on the listing, in search and in the iCal feed). */
export async function confirmBooking(ctx: RequestContext, input: unknown): Promise<Booking> {
  const { id } = parseInput(confirmBookingInput, input);
  const now = ctx.clock.now();
  const row = await changeBooking(ctx, id, (booking, side) => {
    requireVendorSide(side!, 'confirm a booking');
    requireState(booking, ['held'], now);
    return { step: 'booked', set: { status: 'booked', confirmedAt: now }, notice: `Confirmed the booking for ${longDay(booking.eventDate)}.` };
  });
  return toBookingFor(ctx, row);
}
