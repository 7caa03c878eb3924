import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { bookings, quotes, type BookingRow, type QuoteRow } from '../../../db/schema/bookings';
import { groupedPrice as formatPrice } from '../../../shared/bookings/money';
import { holdDays } from '../../../shared/bookings/limits';
import type { RequestContext } from '../../context';
import { isUniqueViolation, parseInput, RefusedError } from '../../kernel';
import { recordAuditEvent } from '../audit/internal';
import { readBookableListing } from '../catalog/internal';
import { announcePosted, postToConversation, type PostedMessage } from '../messaging/internal';
import { sendBookingEmails } from './booking-emails';
import { dateTaken, findDayTaken } from './booking-rules';
import { toQuote, type Quote } from './booking-view';
import { longDay } from './enquiry-text';
import { quoteIdField } from './input-fields';
import { quoteNotFound, requireCoupleSide, requireParty } from './policy';
import { lockQuote, requireOpenQuote } from './quote-state';

export const acceptQuoteInput = z.object({ id: quoteIdField });

const dayMs = 24 * 60 * 60 * 1000;

/**
 * GraphQL acceptQuote(id): the couple accepts an open quote. That makes a booking request holding the
 * date (tentative) for the vendor's confirmation window (7 days). For a listing whose category takes
 * one wedding a day, a day another couple holds or has booked is refused with a clear message (and
 * a unique index settles a race). The booking is audited; both people get an e-mail with an .ics.
 */
export async function acceptQuote(ctx: RequestContext, input: unknown): Promise<Quote> {
  const { id } = parseInput(acceptQuoteInput, input);
  const now = ctx.clock.now();
  let listingName = '';
  let result: { quote: QuoteRow; booking: BookingRow; posted: PostedMessage };
  try {
    result = await ctx.db.transaction(async (tx) => {
      const row = await lockQuote(tx, id);
      const side = requireParty(ctx.viewer, row, quoteNotFound);
      requireCoupleSide(side, 'accept a quote');
      const quote = row!;
      requireOpenQuote(quote, now);
      if (quote.eventDate < now.toISOString().slice(0, 10)) throw new RefusedError('This quote is for a date that has passed.', 'CONFLICT');
      const listing = await readBookableListing({ ...ctx, db: tx }, quote.serviceId);
      if (!listing) throw quoteNotFound();
      listingName = listing.name;
      if (listing.oneEventADay && (await findDayTaken(tx, quote.serviceId, quote.eventDate))) throw dateTaken(listing.name);
      const [accepted] = await tx.update(quotes).set({ status: 'accepted', decidedAt: now }).where(eq(quotes.id, id)).returning();
      const [booking] = await tx
        .insert(bookings)
        .values({
          quoteId: quote.id,
          conversationId: quote.conversationId,
          serviceId: quote.serviceId,
          vendorId: quote.vendorId,
          coupleId: quote.coupleId,
          eventDate: quote.eventDate,
          oneEventADay: listing.oneEventADay,
          total: quote.total,
          currency: quote.currency,
          depositAmount: quote.depositAmount,
          depositDue: quote.depositDue,
          status: 'held',
          holdUntil: new Date(now.getTime() + holdDays * dayMs),
          createdAt: now,
        })
        .returning();
      await recordAuditEvent(
        { ...ctx, db: tx },
        {
          action: 'booking.request',
          entityType: 'booking',
          entityId: booking.id,
          after: { status: 'held', serviceId: booking.serviceId, eventDate: booking.eventDate, quoteId: quote.id, total: booking.total, currency: booking.currency },
        },
      );
      const text = `Accepted the quote (${formatPrice(quote.total, quote.currency)}). ${longDay(quote.eventDate)} is held until ${longDay(booking.holdUntil.toISOString().slice(0, 10))} for the vendor to confirm.`;
      const posted = await postToConversation({ ...ctx, db: tx }, { conversationId: quote.conversationId, senderId: quote.coupleId, text, kind: 'notice', quoteId: quote.id });
      return { quote: accepted, booking, posted };
    });
  } catch (error) {
    // The loser of a race for the same day: the unique index refused its hold.
    if (isUniqueViolation(error)) throw dateTaken(listingName || 'This listing');
    throw error;
  }
  await announcePosted(ctx, result.posted);
  await sendBookingEmails(ctx, result.booking, 'held', listingName);
  return toQuote(result.quote, result.booking.id);
}
