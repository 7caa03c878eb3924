import { and, asc, eq, lte } from 'drizzle-orm';
import { bookings, quotes } from '../../../db/schema/bookings';
import type { RequestContext } from '../../context';
import { RefusedError } from '../../kernel';
import { announcePosted, postToConversation } from '../messaging/internal';
import { changeBooking } from './change-booking';
import { longDay } from './enquiry-text';

const batch = 200;

/**
 * The bookings clock (the job `bookingClock`): open quotes past their validity expire, and holds the
 * vendor did not confirm in time end (the date is free again; both people are told, with an .ics).
 * Each in its own transaction, re-checked under its lock, so a quote accepted or a booking confirmed
 * a moment before is left alone. A system context: no viewer.
 */
export async function runBookingClock(ctx: RequestContext): Promise<{ quotesExpired: number; holdsEnded: number }> {
  const now = ctx.clock.now();
  let quotesExpired = 0;
  const dueQuotes = await ctx.db
    .select({ id: quotes.id })
    .from(quotes)
    .where(and(eq(quotes.status, 'open'), lte(quotes.validUntil, now)))
    .orderBy(asc(quotes.validUntil))
    .limit(batch);
  for (const { id } of dueQuotes) {
    const posted = await ctx.db.transaction(async (tx) => {
      const [expired] = await tx
        .update(quotes)
        .set({ status: 'expired', decidedAt: now })
        .where(and(eq(quotes.id, id), eq(quotes.status, 'open'), lte(quotes.validUntil, now)))
        .returning();
      if (!expired) return null;
      return postToConversation({ ...ctx, db: tx }, { conversationId: expired.conversationId, senderId: expired.vendorId, text: 'The quote expired.', kind: 'notice', quoteId: id, reads: false });
    });
    if (posted) {
      quotesExpired += 1;
      await announcePosted(ctx, posted);
    }
  }

  let holdsEnded = 0;
  const dueHolds = await ctx.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.status, 'held'), lte(bookings.holdUntil, now)))
    .orderBy(asc(bookings.holdUntil))
    .limit(batch);
  for (const { id } of dueHolds) {
    try {
      await changeBooking(
        ctx,
        id,
        (booking) => {
          if (booking.status !== 'held' || booking.holdUntil > now) throw new RefusedError('No longer due.', 'CONFLICT');
          return {
            step: 'expired',
            set: { status: 'expired', endedAt: now },
            notice: `The hold on ${longDay(booking.eventDate)} ended: the booking was not confirmed in time.`,
          };
        },
        { bySystem: true },
      );
      holdsEnded += 1;
    } catch (error) {
      if (!(error instanceof RefusedError)) throw error;
    }
  }
  return { quotesExpired, holdsEnded };
}
