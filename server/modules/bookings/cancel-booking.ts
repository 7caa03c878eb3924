import { z } from 'zod';
import type { RequestContext } from '../../context';
import { InvalidInputError, parseInput } from '../../kernel';
import { toBookingFor } from './booking-list';
import { requireState } from './booking-rules';
import type { Booking } from './booking-view';
import { changeBooking } from './change-booking';
import { longDay } from './enquiry-text';
import { bookingIdField, reasonField } from './input-fields';

export const cancelBookingInput = z.object({ id: bookingIdField, reason: reasonField });

/**
 * GraphQL cancelBooking(id, reason): either side cancels a booked (or still held) date, with a
 * reason; the date is released and the other side is told. Audited.
 */
export async function cancelBooking(ctx: RequestContext, input: unknown): Promise<Booking> {
  const { id, reason } = parseInput(cancelBookingInput, input);
  if (reason === '') throw new InvalidInputError({ reason: ['Give a reason.'] });
  const now = ctx.clock.now();
  const row = await changeBooking(ctx, id, (booking, side) => {
    requireState(booking, ['held', 'booked'], now);
    return {
      step: 'cancelled',
      set: { status: 'cancelled', endedAt: now, endReason: reason, endedBy: side === 'couple' ? booking.coupleId : booking.vendorId },
      notice: `Cancelled the booking for ${longDay(booking.eventDate)}: ${reason}`,
      reason,
    };
  });
  return toBookingFor(ctx, row);
}
