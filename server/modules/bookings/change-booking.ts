import { eq } from 'drizzle-orm';
import { bookings, type BookingRow } from '../../../db/schema/bookings';
import type { RequestContext } from '../../context';
import { recordAuditEvent } from '../audit/internal';
import { purgeListingPages, readBookableListing, setBookingDay } from '../catalog/internal';
import { announcePosted, postToConversation } from '../messaging/internal';
import { sendBookingEmails, type BookingStep } from './booking-emails';
import { lockBooking } from './booking-rules';
import { bookingNotFound, requireParty, type Side } from './policy';

export type BookingChange = {
  step: Exclude<BookingStep, 'held'>;
  /** The columns that change. */
  set: Partial<BookingRow>;
  /** The notice in the thread. */
  notice: string;
  reason?: string | null;
};

/**
 * One move of a booking, the same way for every use case and the clock job: the booking locked,
 * `decide` (who may, from which state; no side for the clock job, `bySystem`) picks the change, then the row, the
 * listing's calendar (a day booked for a one-wedding-a-day listing is marked; its end releases it),
 * the audit log and the thread's notice in one transaction; after it, the pages purged, the notice
 * announced and both people e-mailed with an .ics.
 */
export async function changeBooking(
  ctx: RequestContext,
  id: number,
  decide: (booking: BookingRow, side: Side | null) => BookingChange,
  { bySystem = false }: { bySystem?: boolean } = {},
): Promise<BookingRow> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const inTx = { ...ctx, db: tx };
    const row = await lockBooking(tx, id);
    // A person must be one of the booking's two; only the clock job acts as nobody.
    const side = bySystem ? null : requireParty(ctx.viewer, row, bookingNotFound);
    if (!row) throw bookingNotFound();
    const change = decide(row, side);
    const [changed] = await tx.update(bookings).set(change.set).where(eq(bookings.id, id)).returning();
    const wasBooked = row.status === 'booked';
    const isBooked = changed.status === 'booked';
    if (row.oneEventADay && wasBooked !== isBooked) await setBookingDay(inTx, { serviceId: row.serviceId, date: row.eventDate, booked: isBooked });
    const action = change.step === 'booked' ? 'booking.confirm' : change.step === 'deposit' ? 'booking.deposit_received' : `booking.${change.step === 'declined' ? 'decline' : change.step === 'expired' ? 'expire' : 'cancel'}`;
    await recordAuditEvent(inTx, {
      action,
      entityType: 'booking',
      entityId: id,
      before: { status: row.status, depositReceived: row.depositReceivedAt !== null },
      after: { status: changed.status, depositReceived: changed.depositReceivedAt !== null, serviceId: row.serviceId, eventDate: row.eventDate },
      reason: change.reason ?? null,
    });
    const senderId = side === 'couple' ? row.coupleId : row.vendorId;
    const posted = await postToConversation(inTx, { conversationId: row.conversationId, senderId, text: change.notice, kind: 'notice', quoteId: row.quoteId, reads: !bySystem });
    return { changed, posted, calendarChanged: row.oneEventADay && wasBooked !== isBooked, change };
  });
  if (outcome.calendarChanged) await purgeListingPages(ctx, [outcome.changed.serviceId]);
  await announcePosted(ctx, outcome.posted);
  const listing = await readBookableListing(ctx, outcome.changed.serviceId);
  await sendBookingEmails(ctx, outcome.changed, outcome.change.step, listing?.name ?? 'the vendor', outcome.change.reason ?? null);
  return outcome.changed;
}
