import type { BookingRow } from '../../../db/schema/bookings';
import { groupedPrice as formatPrice } from '../../../shared/bookings/money';
import type { RequestContext } from '../../context';
import type { OutgoingMail } from '../../integrations/mail/create-mailer';
import { renderEmail } from '../../integrations/mail/email-layout';
import { listNotificationContacts } from '../accounts/internal';
import { bookingIcs, type IcsStep } from './booking-ics';
import { longDay } from './enquiry-text';
import { log } from '../../observability/log';

export type BookingStep = 'held' | 'booked' | 'deposit' | 'declined' | 'expired' | 'cancelled';

const icsStepOf: Record<BookingStep, IcsStep> = { held: 'held', booked: 'booked', deposit: 'booked', declined: 'ended', expired: 'ended', cancelled: 'ended' };
const sequenceOf: Record<BookingStep, number> = { held: 0, booked: 1, deposit: 2, declined: 3, expired: 3, cancelled: 3 };

function wording(step: BookingStep, booking: BookingRow, listingName: string, reason: string | null, hold: string): { subject: string; couple: string; vendor: string } {
  const day = longDay(booking.eventDate);
  const why = reason ? ` Reason given: ${reason}` : '';
  switch (step) {
    case 'held':
      return {
        subject: `${day} is held at ${listingName}`,
        couple: `You accepted the quote from ${listingName}. ${day} is held for you until ${hold} while the vendor confirms.`,
        vendor: `Your quote for ${day} was accepted. The date is held until ${hold}: confirm or decline the booking before then, or the hold ends by itself.`,
      };
    case 'booked':
      return {
        subject: `Booked: ${listingName} on ${day}`,
        couple: `${listingName} confirmed your booking for ${day}.`,
        vendor: `You confirmed the booking for ${day}. The date now shows as unavailable on your listing.`,
      };
    case 'deposit':
      return {
        subject: `Deposit received: ${listingName} on ${day}`,
        couple: `${listingName} marked your deposit${booking.depositAmount ? ` of ${formatPrice(booking.depositAmount, booking.currency)}` : ''} as received.`,
        vendor: `You marked the deposit for ${day} as received.`,
      };
    case 'declined':
      return {
        subject: `Not booked: ${listingName} on ${day}`,
        couple: `${listingName} declined the booking for ${day}; the hold has ended.${why}`,
        vendor: `You declined the booking for ${day}; the hold has ended.`,
      };
    case 'expired':
      return {
        subject: `Hold ended: ${listingName} on ${day}`,
        couple: `The vendor did not confirm the booking for ${day} in time; the hold has ended.`,
        vendor: `You did not confirm the booking for ${day} in time; the hold has ended and the date is free.`,
      };
    case 'cancelled':
      return {
        subject: `Cancelled: ${listingName} on ${day}`,
        couple: `The booking with ${listingName} for ${day} was cancelled; the date is released.${why}`,
        vendor: `The booking for ${day} was cancelled; the date is released.${why}`,
      };
  }
}

/**
 * A booking's step told to both people by e-mail, each with the day as an .ics (tentative, booked, or
 * cancelled). After the transaction; a failed send is logged, not thrown (the step has happened).
 */
export async function sendBookingEmails(ctx: RequestContext, booking: BookingRow, step: BookingStep, listingName: string, reason: string | null = null): Promise<void> {
  const contacts = await listNotificationContacts(ctx, [booking.coupleId, booking.vendorId]);
  const appName = ctx.settings['app.name'];
  const hold = booking.holdUntil.toISOString().slice(0, 10);
  const text = wording(step, booking, listingName, reason, longDay(hold));
  const ics = bookingIcs({
    id: booking.id,
    eventDate: booking.eventDate,
    summary: `Wedding: ${listingName}`,
    host: new URL(ctx.publicUrl).hostname,
    appName,
    step: icsStepOf[step],
    sequence: sequenceOf[step],
  });
  const method = icsStepOf[step] === 'ended' ? 'CANCEL' : 'REQUEST';
  const url = `${ctx.publicUrl}/messages?conversation=${booking.conversationId}`;
  const mails: OutgoingMail[] = [];
  for (const [id, paragraph] of [
    [booking.coupleId, text.couple],
    [booking.vendorId, text.vendor],
  ] as const) {
    const to = contacts.get(id);
    if (!to || to.suspended) continue;
    mails.push({
      to: to.email,
      subject: text.subject,
      ...renderEmail({
        appName,
        heading: text.subject,
        paragraphs: [`Hi ${to.firstName},`, paragraph, `Total agreed: ${formatPrice(booking.total, booking.currency)}.`],
        action: { label: 'Open the conversation', url },
      }),
      attachments: [{ filename: 'booking.ics', content: ics, contentType: `text/calendar; charset=utf-8; method=${method}` }],
    });
  }
  for (const mail of mails) {
    try {
      await ctx.mailer.send(mail);
    } catch (error) {
      log.warn({ err: error, requestId: ctx.requestId }, `booking ${booking.id}: an e-mail could not be sent`);
    }
  }
}
