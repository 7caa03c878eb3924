import { z } from 'zod';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { toBookingFor } from './booking-list';
import { requireState } from './booking-rules';
import type { Booking } from './booking-view';
import { changeBooking } from './change-booking';
import { longDay } from './enquiry-text';
import { bookingIdField, optional, reasonField } from './input-fields';
import { requireVendorSide } from './policy';

export const declineBookingInput = z.object({ id: bookingIdField, reason: optional(reasonField) });

/** GraphQL declineBooking(id, reason): the vendor declines a held date; the hold ends. */
export async function declineBooking(ctx: RequestContext, input: unknown): Promise<Booking> {
  const { id, reason } = parseInput(declineBookingInput, input);
  const now = ctx.clock.now();
  const row = await changeBooking(ctx, id, (booking, side) => {
    requireVendorSide(side!, 'decline a booking');
    requireState(booking, ['held'], now);
    return {
      step: 'declined',
      set: { status: 'declined', endedAt: now, endReason: reason || null, endedBy: booking.vendorId },
      notice: `Declined the booking for ${longDay(booking.eventDate)}${reason ? `: ${reason}` : '.'}`,
      reason: reason || null,
    };
  });
  return toBookingFor(ctx, row);
}
