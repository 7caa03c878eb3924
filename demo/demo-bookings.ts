import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import type { RequestContext } from '../server/context';
import { buildContext } from '../server/build-context';
import {
  acceptQuote,
  confirmBooking,
  declineQuote,
  findVendorPipeline,
  listReplyTemplates,
  markDepositReceived,
  saveReplyTemplate,
  sendQuote,
  setAutoReply,
  startEnquiry,
} from '../server/modules/bookings';
import { findConversation, getConversationMessages } from '../server/modules/messaging';
import { demoViewer, type DemoAccounts } from './accounts';
import { atMoment, type DemoVendorListings } from './demo-activity';

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;

export const demoReplyTemplates = [
  {
    title: 'Thanks for your enquiry',
    body: 'Hi {couple_name}, thank you for thinking of {listing_name}! {wedding_date} for {guests} guests sounds wonderful. I will send you a quote shortly; in the meantime, would you like to visit?',
  },
  {
    title: 'Not available on that date',
    body: 'Hi {couple_name}, thank you for your enquiry. Sadly {listing_name} is already booked on {wedding_date}. Would another date suit you? Suggest one and I will check straight away.',
  },
] as const;

export const demoAutoReply =
  'Thanks for your message! We answer every enquiry within a day. If you have not already, tell us your date and guest numbers and we will include them in your quote.';

/**
 * Issue 31's demo (README): couple@example.com's venue conversation ends in a confirmed booking (a
 * quote accepted, the deposit received; the venue's calendar shows the day booked) and it has an
 * open quote from the demo florist; vendor@example.com keeps two reply templates and an auto-reply,
 * and its pipeline has a lead in every stage (new: couple2's enquiry to the photographer; replied:
 * the demo figures' couples the vendor answered; quoted: the couple's florist enquiry; booked: the
 * venue; lost: couple2 declined the florist's quote, and figures' couples who went quiet). couple2
 * keeps no conversation about the venue (the messaging journey starts one). Written through
 * the use cases as each person would, so every rule applies. Run after seedDemoActivity.
 */
export async function seedDemoBookings(parts: Pick<RequestContext, 'db' | 'mailer'>, accounts: DemoAccounts, { venue, florist }: DemoVendorListings): Promise<void> {
  const { db } = parts;
  const as = async (id: number) => buildContext({ db, mailer: parts.mailer, viewer: await demoViewer(db, id) });
  const couple = await as(accounts.couple);
  const couple2 = await as(accounts.couple2);
  const vendor = await as(accounts.vendor);
  const now = Date.now();
  const at = (ctx: RequestContext, daysAgo: number) => atMoment(ctx, new Date(now - daysAgo * dayMs));

  // The vendor's reply tools, set up a fortnight ago.
  for (const template of demoReplyTemplates) await saveReplyTemplate(at(vendor, 14), template);
  await setAutoReply(at(vendor, 14), { enabled: true, body: demoAutoReply });

  // Booked: the couple's venue conversation (seedDemoActivity) on their wedding day.
  const weddingDate = (await weddingDateOf(db, accounts.couple)) ?? new Date(now + 240 * dayMs).toISOString().slice(0, 10);
  const venueConversation = await findConversation(couple, { toId: accounts.vendor, fromId: accounts.couple, serviceId: venue });
  if (venueConversation === null) throw new Error('seedDemoBookings runs after seedDemoActivity (the venue conversation)');
  const venueQuote = await sendQuote(at(vendor, 1.5), {
    conversationId: venueConversation,
    items: [
      { description: 'Exclusive venue hire, garden ceremony and barrel hall reception', amount: 1_250_000 },
      { description: 'Three-course dinner, 120 guests', amount: 1_740_000 },
      { description: 'Five-hour beverage package', amount: 660_000 },
    ],
    eventDate: weddingDate,
    depositAmount: 500_000,
    depositDue: new Date(now + 14 * dayMs).toISOString().slice(0, 10),
    terms: 'The deposit secures the date and is refundable until 90 days before the wedding. The balance is due 30 days before.',
    validDays: 14,
  });
  const accepted = await acceptQuote(at(couple, 1.2), { id: venueQuote.id });
  await confirmBooking(at(vendor, 1), { id: accepted.bookingId });
  await markDepositReceived(at(vendor, 0.5), { id: accepted.bookingId });

  // Quoted: the couple's florist enquiry, with an open quote.
  const flowers = await startEnquiry(at(couple, 3), {
    serviceId: florist,
    message: 'Hello! We would love seasonal flowers: a bridal bouquet, three bridesmaids, buttonholes and 12 table centrepieces.',
    weddingDate,
    guests: 120,
    budget: 4000,
  });
  await getConversationMessages(at(vendor, 3 - 4 / 24), { conversationId: flowers.conversationId });
  await sendQuote(at(vendor, 3 - 4 / 24), {
    conversationId: flowers.conversationId,
    items: [
      { description: 'Bridal bouquet and three bridesmaids’ posies', amount: 95_000 },
      { description: 'Buttonholes (6)', amount: 18_000 },
      { description: 'Table centrepieces (12)', amount: 216_000 },
      { description: 'Delivery and set-up in the Hunter Valley', amount: 25_000 },
    ],
    eventDate: weddingDate,
    depositAmount: 100_000,
    terms: 'Flowers are chosen in season a week before; substitutions of equal value may be made.',
    validDays: 14,
  });

  // Lost: couple2's florist enquiry, quoted and declined.
  const otherFlowers = await startEnquiry(at(couple2, 10), {
    serviceId: florist,
    message: 'Hi! Could you quote for 8 tables with peonies, if they are in season?',
    dateFlexible: 'Autumn next year',
    guests: 80,
  });
  await getConversationMessages(at(vendor, 10 - 5 / 24), { conversationId: otherFlowers.conversationId });
  const declined = await sendQuote(at(vendor, 10 - 5 / 24), {
    conversationId: otherFlowers.conversationId,
    items: [{ description: 'Peony centrepieces (8 tables)', amount: 184_000 }],
    eventDate: new Date(now + 300 * dayMs).toISOString().slice(0, 10),
    validDays: 14,
  });
  await declineQuote(at(couple2, 8), { id: declined.id, reason: 'We are marrying in New Zealand and found a florist there.' });

  // A check that the story holds (the seed fails loudly rather than leave a stage empty).
  const pipeline = await findVendorPipeline(vendor);
  for (const [stage, leads] of Object.entries(pipeline.counts)) if (leads === 0) throw new Error(`the demo pipeline has no ${stage} lead`);
  if ((await listReplyTemplates(vendor)).templates.length !== demoReplyTemplates.length) throw new Error('the demo reply templates were not saved');
}

/** The wedding day (YYYY-MM-DD) on the couple's profile; null when none. */
export async function weddingDateOf(db: Database, userId: number): Promise<string | null> {
  const [row] = await db.select({ weddingDate: users.weddingDate }).from(users).where(eq(users.id, userId));
  const value = row?.weddingDate as unknown;
  if (!value) return null;
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
}
