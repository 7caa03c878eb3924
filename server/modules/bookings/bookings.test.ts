import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { auditLog } from '../../../db/schema/audit';
import { bookings, enquiryDetails, quotes, replyTemplates, autoReplies } from '../../../db/schema/bookings';
import { chatMessages, conversations } from '../../../db/schema/messaging';
import { serviceSearch } from '../../../db/schema/search';
import { serviceUnavailableDates } from '../../../db/schema/services';
import { createChatWorld, type ChatWorld } from '../../../tests/factories/messaging';
import { createService } from '../../../tests/factories/services';
import { createAdmin, createCouple, type TestPerson } from '../../../tests/factories/users';
import { expectInvalid, expectRefusal } from '../../../tests/setup/assertions';
import { testContext } from '../../../tests/setup/context';
import { createTestDatabase } from '../../../tests/setup/database';
import { createMemoryChatBus } from '../../integrations/chat-bus/memory-chat-bus';
import { createMemoryRateLimiter } from '../../integrations/rate-limit/memory-rate-limiter';
import type { RateLimiter } from '../../integrations/rate-limit/rate-limiter';
import type { ChatEvent, ChatEventBus, Viewer } from '../../kernel';
import { getConversationMessages } from '../messaging';
import { listLeadConversations } from '../messaging/internal';
import {
  acceptQuote,
  cancelBooking,
  confirmBooking,
  declineBooking,
  declineQuote,
  deleteReplyTemplate,
  findEnquiryDetails,
  findVendorPipeline,
  listBookingTable,
  listMyBookings,
  listQuotes,
  listReplyTemplates,
  listVendorBookings,
  markDepositReceived,
  saveReplyTemplate,
  sendQuote,
  setAutoReply,
  startEnquiry,
  withdrawQuote,
} from '.';
import { runBookingClock } from './run-booking-clock';

let database: DatabaseHandle;
let imagesDir: string;
let world: ChatWorld;
let admin: TestPerson;
let thirdCouple: TestPerson;
let cakeServiceId: number;
let bus: ChatEventBus;
let rateLimiter: RateLimiter;
let now: Date;
let outboxDir: string;

const dayMs = 24 * 60 * 60 * 1000;
const db = () => database.db;
const as = (viewer: Viewer | null) => {
  const ctx = testContext(database.db, viewer, { chatBus: bus, rateLimiter, clock: { now: () => now } });
  return { ...ctx, mailer: sharedMailer ?? ctx.mailer };
};
let sharedMailer: ReturnType<typeof testContext>['mailer'] | undefined;

const weddingDay = '2031-03-15';
const item = (amount = 550_000, description = 'Venue hire, ceremony and reception') => ({ description, amount });

async function enquire(couple: Viewer = world.couple, serviceId = world.vendorServiceIds[0], extra: Record<string, unknown> = {}) {
  return startEnquiry(as(couple), { serviceId, message: 'Hello! Is our date free?', weddingDate: weddingDay, guests: 120, budget: 15000, ...extra });
}

async function quoteFor(conversationId: number, extra: Record<string, unknown> = {}) {
  return sendQuote(as(world.vendor), { conversationId, items: [item(), item(110_000, 'Late licence')], eventDate: weddingDay, depositAmount: 100_000, depositDue: '2030-12-01', terms: 'Deposit holds the date.', ...extra });
}

beforeAll(async () => {
  database = await createTestDatabase();
  imagesDir = mkdtempSync(join(tmpdir(), 'ever-after-bookings-'));
  world = await createChatWorld(database.db, imagesDir);
  admin = await createAdmin(database.db);
  thirdCouple = await createCouple(database.db, { firstName: 'Mia' });
  cakeServiceId = await createService(database.db, { owner: world.vendor, category: 'cakes', imagesDir });
});
afterAll(async () => {
  await database.close();
  rmSync(imagesDir, { recursive: true, force: true });
});
beforeEach(async () => {
  bus = createMemoryChatBus<ChatEvent>();
  rateLimiter = createMemoryRateLimiter();
  now = new Date('2030-06-01T02:00:00Z');
  const ctx = testContext(database.db, null);
  sharedMailer = ctx.mailer;
  outboxDir = ctx.outboxDir;
  await db().delete(bookings);
  await db().delete(quotes);
  await db().delete(conversations);
  await db().delete(serviceUnavailableDates).where(eq(serviceUnavailableDates.source, 'booking'));
  await db().delete(replyTemplates);
  await db().delete(autoReplies);
});
afterEach(async () => {
  await bus.close();
  await rateLimiter.close();
});

describe('enquiry details', () => {
  it('keeps the date, guests and budget with the conversation, tells them in the first message, and shows them to its two people only', async () => {
    const started = await enquire(world.couple, world.vendorServiceIds[0], { message: '' });
    expect(started.created).toBe(true);
    expect(started.message.msg).toContain('Wedding date: 15 March 2031');
    expect(started.message.msg).toContain('Guests: 120');
    expect(started.message.msg).toContain('Budget: $15,000');
    const details = await findEnquiryDetails(as(world.vendor), { conversationId: started.conversationId });
    expect(details).toMatchObject({ weddingDate: weddingDay, guests: 120, budget: 1_500_000, currency: 'aud', dateFlexible: false });
    expect(await findEnquiryDetails(as(world.couple), { conversationId: started.conversationId })).toMatchObject({ guests: 120 });
    await expectRefusal(findEnquiryDetails(as(world.otherCouple), { conversationId: started.conversationId }), 'NOT_FOUND');
    await expectRefusal(findEnquiryDetails(as(world.otherVendor), { conversationId: started.conversationId }), 'NOT_FOUND');
    await expectRefusal(findEnquiryDetails(as(admin), { conversationId: started.conversationId }), 'NOT_FOUND');
    await expectRefusal(findEnquiryDetails(as(null), { conversationId: started.conversationId }), 'UNAUTHENTICATED');
  });

  it('takes a flexible date in words, refuses a past date and bad numbers, and needs a message without details', async () => {
    const started = await startEnquiry(as(world.couple), { serviceId: world.vendorServiceIds[1], message: 'Hi', dateFlexible: 'Spring 2031' });
    expect(await findEnquiryDetails(as(world.couple), { conversationId: started.conversationId })).toMatchObject({ weddingDate: null, dateFlexible: true, flexibleWhen: 'Spring 2031' });
    await expectInvalid(enquire(world.couple, world.vendorServiceIds[2], { weddingDate: '2020-01-01' }), ['weddingDate']);
    await expectInvalid(enquire(world.couple, world.vendorServiceIds[2], { weddingDate: '15/03/2031', guests: -3, budget: 'lots' }), ['weddingDate', 'guests', 'budget']);
    await expectInvalid(startEnquiry(as(world.couple), { serviceId: world.vendorServiceIds[2], message: '   ' }), ['message']);
    const plain = await startEnquiry(as(world.couple), { serviceId: world.vendorServiceIds[2], message: 'Just a question' });
    expect(plain.message.msg).toBe('Just a question');
    expect(await findEnquiryDetails(as(world.couple), { conversationId: plain.conversationId })).toBeNull();
  });

  it('sends the auto-reply once, for a new conversation, without reading the couple’s message or counting as a reply', async () => {
    await setAutoReply(as(world.vendor), { enabled: true, body: 'Thanks {couple_name}! We will reply about {wedding_date} for {guests} guests at {listing_name} within a day.' });
    const started = await enquire();
    expect(started.autoReply).toBe(true);
    const again = await enquire();
    expect(again.autoReply).toBe(false);
    const messages = await db().select().from(chatMessages).where(eq(chatMessages.conversationId, started.conversationId));
    const autos = messages.filter((message) => message.kind === 'auto_reply');
    expect(autos).toHaveLength(1);
    expect(autos[0].text).toBe('Thanks Emma & Liam! We will reply about 15 March 2031 for 120 guests at ' + (await serviceName(world.vendorServiceIds[0])) + ' within a day.');
    const [conversation] = await db().select().from(conversations).where(eq(conversations.id, started.conversationId));
    expect(conversation.vendorUnread).toBe(2);
    const [lead] = await listLeadConversations({ db: db() }, { vendorId: world.vendor.id, limit: 10 });
    expect(lead.repliedAt).toBeNull();
    expect((await findVendorPipeline(as(world.vendor))).counts.new).toBe(1);
  });
});

async function serviceName(id: number): Promise<string> {
  const { listServiceLinks } = await import('../catalog');
  return (await listServiceLinks(as(null), { serviceIds: [id] })).get(id)!.name;
}

describe('quotes', () => {
  it('shows GST, appears in the thread as a card, and a revision replaces the open quote', async () => {
    const { conversationId } = await enquire();
    const first = await quoteFor(conversationId);
    expect(first).toMatchObject({ total: 660_000, tax: 60_000, taxRate: 1000, taxName: 'GST', currency: 'aud', status: 'open', validDays: 7 });
    expect(first.validUntil.getTime()).toBe(now.getTime() + 7 * dayMs);
    const history = await getConversationMessages(as(world.couple), { conversationId });
    const card = history.messages.find((message) => message.kind === 'quote');
    expect(card).toMatchObject({ quote_id: String(first.id), from: String(world.vendor.id) });
    expect(card!.msg).toContain('$6,600.00');

    const revised = await quoteFor(conversationId, { items: [item(500_000)], validDays: 3 });
    const listed = await listQuotes(as(world.couple), { conversationId });
    expect(listed.map((quote) => [quote.id, quote.status, quote.replacedBy])).toEqual([
      [first.id, 'replaced', revised.id],
      [revised.id, 'open', null],
    ]);
    // Nothing edited in place: the first quote's terms are as sent.
    expect(listed[0].total).toBe(660_000);
    await expectRefusal(acceptQuote(as(world.couple), { id: first.id }), 'CONFLICT');
  });

  it('uses NZ GST (15 %) and the NZ currency for a New Zealand listing', async () => {
    const nzServiceId = await createService(db(), { owner: world.vendor, category: 'venue', region: 'queenstown', imagesDir });
    const { conversationId } = await enquire(world.couple, nzServiceId);
    const quote = await quoteFor(conversationId, { items: [item(115_000)], depositAmount: undefined, depositDue: undefined });
    expect(quote).toMatchObject({ total: 115_000, tax: 15_000, taxRate: 1500, currency: 'nzd' });
  });

  it('refuses amounts, line counts, texts and dates out of bounds', async () => {
    const { conversationId } = await enquire();
    await expectInvalid(quoteFor(conversationId, { items: [] }), ['items']);
    await expectInvalid(quoteFor(conversationId, { items: Array.from({ length: 31 }, () => item(100)) }), ['items']);
    await expectInvalid(quoteFor(conversationId, { items: [item(0)] }), ['items.0.amount']);
    await expectInvalid(quoteFor(conversationId, { items: [item(-5)] }), ['items.0.amount']);
    await expectInvalid(quoteFor(conversationId, { items: [item(100_000_001)] }), ['items.0.amount']);
    await expectInvalid(quoteFor(conversationId, { items: [item(60_000_000), item(60_000_000)] }), ['items']);
    await expectInvalid(quoteFor(conversationId, { items: [item(100, 'x'.repeat(201))] }), ['items.0.description']);
    await expectInvalid(quoteFor(conversationId, { terms: 'x'.repeat(5001) }), ['terms']);
    await expectInvalid(quoteFor(conversationId, { eventDate: '2030-05-31', depositAmount: undefined, depositDue: undefined }), ['eventDate']);
    await expectInvalid(quoteFor(conversationId, { depositAmount: 700_000 }), ['depositAmount']);
    await expectInvalid(quoteFor(conversationId, { depositDue: '2031-04-01' }), ['depositDue']);
    await expectInvalid(quoteFor(conversationId, { validDays: 0 }), ['validDays']);
    expect(await db().select().from(quotes)).toHaveLength(0);
  });

  it('lets only the vendor send and withdraw, only the couple accept and decline, and nobody else read', async () => {
    const { conversationId } = await enquire();
    await expectRefusal(quoteFor(conversationId).then(() => sendQuote(as(world.couple), { conversationId, items: [item()], eventDate: weddingDay })), 'FORBIDDEN');
    for (const stranger of [world.otherVendor, world.otherCouple, admin]) {
      await expectRefusal(sendQuote(as(stranger), { conversationId, items: [item()], eventDate: weddingDay }), 'NOT_FOUND');
      await expectRefusal(listQuotes(as(stranger), { conversationId }), 'NOT_FOUND');
    }
    await expectRefusal(sendQuote(as(null), { conversationId, items: [item()], eventDate: weddingDay }), 'UNAUTHENTICATED');
    await expectRefusal(listQuotes(as(null), { conversationId }), 'UNAUTHENTICATED');
    const [open] = await listQuotes(as(world.vendor), { conversationId });
    for (const stranger of [world.otherVendor, world.otherCouple, admin]) {
      await expectRefusal(acceptQuote(as(stranger), { id: open.id }), 'NOT_FOUND');
      await expectRefusal(declineQuote(as(stranger), { id: open.id }), 'NOT_FOUND');
      await expectRefusal(withdrawQuote(as(stranger), { id: open.id }), 'NOT_FOUND');
    }
    await expectRefusal(acceptQuote(as(null), { id: open.id }), 'UNAUTHENTICATED');
    await expectRefusal(acceptQuote(as(world.vendor), { id: open.id }), 'FORBIDDEN');
    await expectRefusal(declineQuote(as(world.vendor), { id: open.id }), 'FORBIDDEN');
    await expectRefusal(withdrawQuote(as(world.couple), { id: open.id }), 'FORBIDDEN');

    const declined = await declineQuote(as(world.couple), { id: open.id, reason: 'Over our budget' });
    expect(declined).toMatchObject({ status: 'declined', declineReason: 'Over our budget' });
    await expectRefusal(acceptQuote(as(world.couple), { id: open.id }), 'CONFLICT');
    const second = await quoteFor(conversationId);
    expect((await withdrawQuote(as(world.vendor), { id: second.id })).status).toBe('withdrawn');
    await expectRefusal(withdrawQuote(as(world.vendor), { id: second.id }), 'CONFLICT');
  });

  it('expires by itself past its validity (the clock job), and cannot be accepted then', async () => {
    const { conversationId } = await enquire();
    const quote = await quoteFor(conversationId, { validDays: 2 });
    now = new Date(now.getTime() + 2 * dayMs + 1000);
    await expectRefusal(acceptQuote(as(world.couple), { id: quote.id }), 'CONFLICT');
    expect(await runBookingClock(as(null))).toEqual({ quotesExpired: 1, holdsEnded: 0 });
    const [row] = await listQuotes(as(world.couple), { conversationId });
    expect(row.status).toBe('expired');
    expect(await runBookingClock(as(null))).toEqual({ quotesExpired: 0, holdsEnded: 0 });
  });
});

describe('bookings', () => {
  async function acceptedBooking(couple: Viewer = world.couple, serviceId = world.vendorServiceIds[0]) {
    const { conversationId } = await enquire(couple, serviceId);
    const quote = await quoteFor(conversationId);
    const accepted = await acceptQuote(as(couple), { id: quote.id });
    return { conversationId, quote: accepted, bookingId: accepted.bookingId! };
  }

  it('holds the date on accepting, books it on confirming (listing, search and iCal feed), audits it and e-mails both sides an .ics', async () => {
    const { quote, bookingId } = await acceptedBooking();
    expect(quote.status).toBe('accepted');
    const [held] = await db().select().from(bookings).where(eq(bookings.id, bookingId));
    expect(held).toMatchObject({ status: 'held', eventDate: weddingDay, oneEventADay: true, total: 660_000 });
    expect(held.holdUntil.getTime()).toBe(now.getTime() + 7 * dayMs);
    const serviceId = world.vendorServiceIds[0];
    // Held is tentative: not yet unavailable to everyone.
    expect(await db().select().from(serviceUnavailableDates).where(and(eq(serviceUnavailableDates.serviceId, serviceId), eq(serviceUnavailableDates.date, weddingDay)))).toHaveLength(0);

    for (const stranger of [world.otherVendor, world.otherCouple, admin]) await expectRefusal(confirmBooking(as(stranger), { id: bookingId }), 'NOT_FOUND');
    await expectRefusal(confirmBooking(as(null), { id: bookingId }), 'UNAUTHENTICATED');
    await expectRefusal(confirmBooking(as(world.couple), { id: bookingId }), 'FORBIDDEN');
    const booked = await confirmBooking(as(world.vendor), { id: bookingId });
    expect(booked).toMatchObject({ status: 'booked', eventDate: weddingDay });
    const [day] = await db().select().from(serviceUnavailableDates).where(and(eq(serviceUnavailableDates.serviceId, serviceId), eq(serviceUnavailableDates.date, weddingDay)));
    expect(day.source).toBe('booking');
    const [search] = await db().select({ bookedDates: serviceSearch.bookedDates }).from(serviceSearch).where(eq(serviceSearch.serviceId, serviceId));
    expect(search.bookedDates).toContain(weddingDay);

    const audits = await db().select().from(auditLog).where(and(eq(auditLog.entityType, 'booking'), eq(auditLog.entityId, String(bookingId))));
    expect(audits.map((entry) => entry.action).sort()).toEqual(['booking.confirm', 'booking.request']);

    const mails = readdirSync(outboxDir).map((file) => readFileSync(join(outboxDir, file), 'utf8'));
    expect(mails).toHaveLength(4);
    expect(mails.every((mail) => mail.includes('booking.ics') && mail.includes('text/calendar'))).toBe(true);
    expect(mails.some((mail) => mail.includes(world.couple.email))).toBe(true);
    expect(mails.some((mail) => mail.includes(world.vendor.email))).toBe(true);

    // Administrators read bookings through the admin area's table only.
    const table = await listBookingTable(as(admin), { status: 'booked' });
    expect(table).toMatchObject({ total: 1, page: 1, pageCount: 1 });
    expect(table.rows).toEqual([
      expect.objectContaining({
        id: bookingId,
        status: 'booked',
        eventDate: weddingDay,
        total: 660_000,
        currency: 'aud',
        tax: 60_000,
        taxRate: 1000,
        taxName: 'GST',
        vendor: { id: world.vendor.id, name: world.vendor.firstName, email: world.vendor.email },
        couple: { id: world.couple.id, name: 'Emma & Liam', email: world.couple.email },
      }),
    ]);
    expect((await listBookingTable(as(admin), { status: 'held' })).rows).toEqual([]);
    expect(await listBookingTable(as(admin), { status: '', sort: 'date', dir: 'asc', page: '2' })).toMatchObject({ rows: [], total: 1, page: 2, pageCount: 1 });
    await expectInvalid(listBookingTable(as(admin), { status: 'lost', sort: 'total' }), ['status', 'sort']);
    for (const person of [world.vendor, world.couple]) await expectRefusal(listBookingTable(as(person), {}), 'FORBIDDEN');
    await expectRefusal(listBookingTable(as(null), {}), 'UNAUTHENTICATED');

    const mine = await listMyBookings(as(world.couple));
    expect(mine.bookings.map((booking) => [booking.id, booking.status])).toEqual([[bookingId, 'booked']]);
    expect(mine.totals).toEqual([{ currency: 'aud', booked: 660_000, held: 0 }]);
    expect((await listMyBookings(as(world.otherCouple))).bookings).toEqual([]);
    await expectRefusal(listMyBookings(as(null)), 'UNAUTHENTICATED');
    expect((await listVendorBookings(as(world.vendor), { status: 'booked' })).map((booking) => booking.id)).toEqual([bookingId]);
    expect(await listVendorBookings(as(world.otherVendor), {})).toEqual([]);
    await expectRefusal(listVendorBookings(as(world.couple), {}), 'FORBIDDEN');
    await expectInvalid(listVendorBookings(as(world.vendor), { status: 'lost' }), ['status']);
  });

  it('refuses a second couple the same day at a one-wedding-a-day listing with a clear message, but not at a cake maker', async () => {
    await acceptedBooking(world.couple);
    const { conversationId } = await enquire(world.otherCouple);
    const quote = await quoteFor(conversationId);
    const refusal = await expectRefusal(acceptQuote(as(world.otherCouple), { id: quote.id }), 'CONFLICT');
    expect(refusal.message).toMatch(/is already held or booked for another wedding on that date\. Ask the vendor about another date\.$/);
    expect((await listQuotes(as(world.otherCouple), { conversationId }))[0].status).toBe('open');

    const cakes1 = await acceptedBooking(world.couple, cakeServiceId);
    const cakes2 = await acceptedBooking(world.otherCouple, cakeServiceId);
    expect(cakes1.bookingId).not.toBe(cakes2.bookingId);
    await confirmBooking(as(world.vendor), { id: cakes1.bookingId });
    // A cake maker's booked day does not close its calendar.
    expect(await db().select().from(serviceUnavailableDates).where(and(eq(serviceUnavailableDates.serviceId, cakeServiceId), eq(serviceUnavailableDates.source, 'booking')))).toHaveLength(0);
  });

  it('settles a race for the same day: one hold wins, the other is refused', async () => {
    const one = await enquire(world.couple);
    const two = await enquire(world.otherCouple);
    const q1 = await quoteFor(one.conversationId);
    const q2 = await quoteFor(two.conversationId);
    const results = await Promise.allSettled([acceptQuote(as(world.couple), { id: q1.id }), acceptQuote(as(world.otherCouple), { id: q2.id })]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const [lost] = results.filter((result) => result.status === 'rejected');
    expect(((lost as PromiseRejectedResult).reason as Error).message).toMatch(/already held or booked/);
  });

  it('ends an unconfirmed hold after 7 days, and the day is free again', async () => {
    const { bookingId } = await acceptedBooking();
    now = new Date(now.getTime() + 7 * dayMs + 1000);
    await expectRefusal(confirmBooking(as(world.vendor), { id: bookingId }), 'CONFLICT');
    expect((await runBookingClock(as(null))).holdsEnded).toBe(1);
    const [row] = await db().select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row.status).toBe('expired');
    const { bookingId: again } = await acceptedBooking(world.otherCouple);
    expect(again).toBeGreaterThan(bookingId);
  });

  it('declines a hold (the vendor), cancels a booking (either side, with a reason) and releases the date', async () => {
    const first = await acceptedBooking();
    await expectRefusal(declineBooking(as(world.couple), { id: first.bookingId }), 'FORBIDDEN');
    await expectRefusal(declineBooking(as(world.otherVendor), { id: first.bookingId }), 'NOT_FOUND');
    expect(await declineBooking(as(world.vendor), { id: first.bookingId, reason: 'Closed for renovations' })).toMatchObject({ status: 'declined', endReason: 'Closed for renovations' });

    const second = await acceptedBooking(world.otherCouple);
    await confirmBooking(as(world.vendor), { id: second.bookingId });
    for (const stranger of [world.couple, world.otherVendor, admin]) await expectRefusal(cancelBooking(as(stranger), { id: second.bookingId, reason: 'Mine now' }), 'NOT_FOUND');
    await expectRefusal(cancelBooking(as(null), { id: second.bookingId, reason: 'x' }), 'UNAUTHENTICATED');
    await expectInvalid(cancelBooking(as(world.otherCouple), { id: second.bookingId, reason: '  ' }), ['reason']);
    await expectInvalid(cancelBooking(as(world.otherCouple), { id: second.bookingId, reason: 'x'.repeat(501) }), ['reason']);
    const cancelled = await cancelBooking(as(world.otherCouple), { id: second.bookingId, reason: 'We eloped' });
    expect(cancelled.status).toBe('cancelled');
    expect(await db().select().from(serviceUnavailableDates).where(and(eq(serviceUnavailableDates.serviceId, world.vendorServiceIds[0]), eq(serviceUnavailableDates.date, weddingDay)))).toHaveLength(0);
    const audits = await db().select().from(auditLog).where(and(eq(auditLog.entityId, String(second.bookingId)), eq(auditLog.action, 'booking.cancel')));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorId: world.otherCouple.id, reason: 'We eloped' });
    await expectRefusal(cancelBooking(as(world.vendor), { id: second.bookingId, reason: 'again' }), 'CONFLICT');
  });

  it('records the deposit received (the vendor only, once, when one is asked for)', async () => {
    const { bookingId } = await acceptedBooking();
    await expectRefusal(markDepositReceived(as(world.couple), { id: bookingId }), 'FORBIDDEN');
    await expectRefusal(markDepositReceived(as(world.otherVendor), { id: bookingId }), 'NOT_FOUND');
    await expectRefusal(markDepositReceived(as(admin), { id: bookingId }), 'NOT_FOUND');
    const marked = await markDepositReceived(as(world.vendor), { id: bookingId });
    expect(marked.depositReceivedAt).toEqual(now);
    await expectRefusal(markDepositReceived(as(world.vendor), { id: bookingId }), 'CONFLICT');

    const { conversationId } = await enquire(world.otherCouple, cakeServiceId);
    const quote = await quoteFor(conversationId, { depositAmount: undefined, depositDue: undefined });
    const accepted = await acceptQuote(as(world.otherCouple), { id: quote.id });
    await expectRefusal(markDepositReceived(as(world.vendor), { id: accepted.bookingId! }), 'CONFLICT');
  });
});

describe('pipeline and reply tools', () => {
  it('counts leads in every stage and conversion per listing', async () => {
    // new
    await enquire(thirdCouple, world.vendorServiceIds[2]);
    // replied
    const replied = await enquire(world.otherCouple, world.vendorServiceIds[1]);
    const { sendMessage } = await import('../messaging');
    await sendMessage(as(world.vendor), { conversationId: replied.conversationId, message: 'Sorry, we are not available on that date. Would another date suit?' });
    // quoted
    const quoted = await enquire(world.otherCouple, world.vendorServiceIds[2]);
    await quoteFor(quoted.conversationId);
    // booked
    const booked = await enquire(world.couple, world.vendorServiceIds[0]);
    const q = await quoteFor(booked.conversationId);
    const accepted = await acceptQuote(as(world.couple), { id: q.id });
    await confirmBooking(as(world.vendor), { id: accepted.bookingId! });
    // lost: declined
    const lost = await enquire(world.couple, world.vendorServiceIds[1]);
    const q2 = await quoteFor(lost.conversationId);
    await declineQuote(as(world.couple), { id: q2.id });

    const pipeline = await findVendorPipeline(as(world.vendor));
    expect(pipeline.counts).toEqual({ new: 1, replied: 1, quoted: 1, booked: 1, lost: 1 });
    const first = pipeline.listings.find((listing) => listing.serviceId === world.vendorServiceIds[0])!;
    expect(first).toMatchObject({ enquiries: 1, booked: 1, conversion: 1 });
    expect(pipeline.monthly).toEqual([{ month: '2030-06', currency: 'aud', value: 660_000 }]);
    expect(pipeline.leads.find((lead) => lead.conversationId === booked.conversationId)).toMatchObject({ stage: 'booked', weddingDate: weddingDay, guests: 120 });

    // A couple silent for 30 days after the vendor's reply is lost.
    now = new Date(now.getTime() + 31 * dayMs);
    const later = await findVendorPipeline(as(world.vendor));
    expect(later.counts.replied).toBe(0);
    expect(later.counts.lost).toBe(2);

    await expectRefusal(findVendorPipeline(as(world.couple)), 'FORBIDDEN');
    await expectRefusal(findVendorPipeline(as(null)), 'UNAUTHENTICATED');
    expect((await findVendorPipeline(as(world.otherVendor))).counts).toEqual({ new: 0, replied: 0, quoted: 0, booked: 0, lost: 0 });
  });

  it('keeps each vendor’s templates and auto-reply their own', async () => {
    const saved = await saveReplyTemplate(as(world.vendor), { title: 'Thanks', body: 'Hi {couple_name}, thanks for asking about {wedding_date}.' });
    const changed = await saveReplyTemplate(as(world.vendor), { id: saved.id, title: 'Thank you', body: 'Hi {couple_name}!' });
    expect(changed).toMatchObject({ id: saved.id, title: 'Thank you' });
    expect((await listReplyTemplates(as(world.vendor))).templates.map((template) => template.title)).toEqual(['Thank you']);
    expect((await listReplyTemplates(as(world.otherVendor))).templates).toEqual([]);
    await expectRefusal(saveReplyTemplate(as(world.otherVendor), { id: saved.id, title: 'Mine', body: 'Mine' }), 'NOT_FOUND');
    await expectRefusal(deleteReplyTemplate(as(world.otherVendor), { id: saved.id }), 'NOT_FOUND');
    await expectRefusal(deleteReplyTemplate(as(admin), { id: saved.id }), 'FORBIDDEN');
    await expectRefusal(saveReplyTemplate(as(world.couple), { title: 'x', body: 'y' }), 'FORBIDDEN');
    await expectRefusal(listReplyTemplates(as(null)), 'UNAUTHENTICATED');
    await expectRefusal(setAutoReply(as(world.couple), { enabled: true, body: 'x' }), 'FORBIDDEN');
    await expectInvalid(saveReplyTemplate(as(world.vendor), { title: '', body: 'x'.repeat(5001) }), ['title', 'body']);
    await expectInvalid(setAutoReply(as(world.vendor), { enabled: true, body: '' }), ['body']);
    await expectInvalid(setAutoReply(as(world.vendor), { enabled: true, body: 'x'.repeat(2001) }), ['body']);
    expect(await deleteReplyTemplate(as(world.vendor), { id: saved.id })).toEqual({ id: saved.id });
    expect((await listReplyTemplates(as(world.vendor))).templates).toEqual([]);
  });
});

describe('visitors', () => {
  it('are asked to sign in by every operation', async () => {
    const { conversationId } = await enquire();
    const quote = await quoteFor(conversationId);
    const accepted = await acceptQuote(as(world.couple), { id: quote.id });
    const id = accepted.bookingId!;
    const visitor = as(null);
    // Started one at a time: a refusal nobody awaits yet would be reported as unhandled.
    const attempts: (() => Promise<unknown>)[] = [
      () => startEnquiry(visitor, { serviceId: world.vendorServiceIds[1], message: 'Hi', guests: 10 }),
      () => findEnquiryDetails(visitor, { conversationId }),
      () => sendQuote(visitor, { conversationId, items: [item()], eventDate: weddingDay }),
      () => listQuotes(visitor, { conversationId }),
      () => acceptQuote(visitor, { id: quote.id }),
      () => declineQuote(visitor, { id: quote.id }),
      () => withdrawQuote(visitor, { id: quote.id }),
      () => confirmBooking(visitor, { id }),
      () => declineBooking(visitor, { id }),
      () => cancelBooking(visitor, { id, reason: 'x' }),
      () => markDepositReceived(visitor, { id }),
      () => listMyBookings(visitor),
      () => listVendorBookings(visitor, {}),
      () => findVendorPipeline(visitor),
      () => listReplyTemplates(visitor),
      () => saveReplyTemplate(visitor, { title: 'x', body: 'y' }),
      () => deleteReplyTemplate(visitor, { id: 1 }),
      () => setAutoReply(visitor, { enabled: false }),
      () => listBookingTable(visitor, {}),
    ];
    for (const attempt of attempts) await expectRefusal(attempt(), 'UNAUTHENTICATED');
  });
});

describe('stored rows', () => {
  it('keeps enquiry details once per conversation', async () => {
    const first = await enquire();
    await enquire(world.couple, world.vendorServiceIds[0], { guests: 999 });
    const rows = await db().select().from(enquiryDetails).where(eq(enquiryDetails.conversationId, first.conversationId));
    expect(rows.map((row) => row.guests)).toEqual([120]);
  });
});
