import { z } from 'zod';
import { groupedPrice as formatPrice } from '../../../shared/bookings/money';
import type { RequestContext } from '../../context';
import { parseInput, RefusedError } from '../../kernel';
import { toBookingFor } from './booking-list';
import { requireState } from './booking-rules';
import type { Booking } from './booking-view';
import { changeBooking } from './change-booking';
import { bookingIdField } from './input-fields';
import { requireVendorSide } from './policy';

export const markDepositReceivedInput = z.object({ id: bookingIdField });

/** GraphQL markDepositReceived(id): deposits are paid outside the site; the vendor records one received. Audited (money). */
export async function markDepositReceived(ctx: RequestContext, input: unknown): Promise<Booking> {
  const { id } = parseInput(markDepositReceivedInput, input);
  const now = ctx.clock.now();
  const row = await changeBooking(ctx, id, (booking, side) => {
    requireVendorSide(side!, 'mark a deposit received');
    requireState(booking, ['held', 'booked'], now);
    if (booking.depositAmount === null) throw new RefusedError('This booking asks for no deposit.', 'CONFLICT');
    if (booking.depositReceivedAt !== null) throw new RefusedError('The deposit is already marked received.', 'CONFLICT');
    return { step: 'deposit', set: { depositReceivedAt: now }, notice: `Marked the deposit of ${formatPrice(booking.depositAmount, booking.currency)} as received.` };
  });
  return toBookingFor(ctx, row);
}
