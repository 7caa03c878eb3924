import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../../db/client';
import { auditLog } from '../../../db/schema/audit';
import { bookings, quotes } from '../../../db/schema/bookings';
import { conversations } from '../../../db/schema/messaging';
import { reviewInvitations, reviewPrior, reviewVersions, reviews } from '../../../db/schema/reviews';
import { services } from '../../../db/schema/services';
import { bayesianMean, notInTouchMessage, personalDataMessage } from '../../../shared/reviews/rules';
import { createChatWorld, type ChatWorld } from '../../../tests/factories/messaging';
import { createAdmin, createCouple, type TestPerson } from '../../../tests/factories/users';
import { expectInvalid, expectRefusal } from '../../../tests/setup/assertions';
import { testContext } from '../../../tests/setup/context';
import { createTestDatabase } from '../../../tests/setup/database';
import { listOutbox } from '../../integrations/mail/outbox';
import type { Viewer } from '../../kernel';
import { acceptQuote, confirmBooking, sendQuote, startEnquiry } from '../bookings';
import { sendMessage, startConversation } from '../messaging';
import {
  canReview,
  decideReviewDispute,
  deleteReview,
  disputeReview,
  findReviewTransparency,
  listMyReviews,
  listReviewDisputes,
  listReviewScores,
  listReviews,
  readReviewEvidence,
  replyToReview,
  reportReview,
  summarizeReviews,
  updateReview,
  writeReview,
} from '.';
import { sendReviewInvitations } from './send-review-invitations';
import { updateReviewPrior } from './update-review-prior';

let database: DatabaseHandle;
let imagesDir: string;
let world: ChatWorld;
let admin: TestPerson;
let now: Date;
let mail: ReturnType<typeof testContext>;

const db = () => database.db;
const as = (viewer: Viewer | null) => ({ ...testContext(database.db, viewer, { clock: { now: () => now } }), mailer: mail.mailer, publicFiles: mail.publicFiles, privateFiles: mail.privateFiles });
const body = 'We held our reception here in autumn and everything ran to the minute. The staff were kind, the food was generous and warm.';
const review = (serviceId: number, extra: Record<string, unknown> = {}) => ({ serviceId, rating: 4, title: 'A lovely day', body, ...extra });

/** A couple who wrote to the listing's vendor and had an answer: eligible to review it. */
async function answered(couple: Viewer, serviceId: number, vendor: Viewer = world.vendor): Promise<number> {
  const { conversationId } = await startConversation(as(couple), { serviceId, message: 'Hello! Is your venue free in March?' });
  await sendMessage(as(vendor), { conversationId, message: 'It is! Would you like to visit?' });
  return conversationId;
}

async function picture(width: number, height: number, exif = false): Promise<File> {
  let image = sharp({ create: { width, height, channels: 3, background: { r: 181, g: 131, b: 141 } } }).jpeg();
  if (exif) image = image.withMetadata({ exif: { IFD0: { Copyright: 'Secret location', Artist: 'Someone' } } });
  return new File([new Uint8Array(await image.toBuffer())], 'photo.jpg', { type: 'image/jpeg' });
}

async function mailsTo(address: string): Promise<string[]> {
  return (await listOutbox(mail.outboxDir, { limit: 500 })).filter((entry) => entry.to.includes(address)).map((entry) => entry.subject);
}

/** A context whose database refuses every query: input refused "before any query" never reaches it. */
const noDatabase = () => ({ ...as(world.couple), db: new Proxy({}, { get: () => { throw new Error('the database was queried'); } }) as Database });

beforeAll(async () => {
  database = await createTestDatabase();
  imagesDir = mkdtempSync(join(tmpdir(), 'ever-after-reviews-'));
  world = await createChatWorld(database.db, imagesDir);
  admin = await createAdmin(database.db);
});
afterAll(async () => {
  await database.close();
  rmSync(imagesDir, { recursive: true, force: true });
});
beforeEach(async () => {
  now = new Date('2030-06-01T02:00:00Z');
  mail = testContext(database.db, null);
  await db().delete(reviews);
  await db().delete(reviewInvitations);
  await db().delete(reviewPrior);
  await db().delete(bookings);
  await db().delete(quotes);
  await db().delete(conversations);
  await db().execute('delete from review_scores');
});

describe('who may review', () => {
  it('refuses a couple who has not been in touch, or whose message the vendor never answered, with the issue’s words, through canReview and writeReview', async () => {
    const listing = world.vendorServiceIds[0];
    expect(await canReview(as(world.couple), { serviceId: listing })).toMatchObject({ canReview: false, reason: notInTouchMessage, source: null });
    expect((await expectRefusal(writeReview(as(world.couple), review(listing)), 'FORBIDDEN')).message).toBe(notInTouchMessage);
    // Written to, but not answered: still no.
    await startConversation(as(world.couple), { serviceId: listing, message: 'Hello, are you free?' });
    expect((await canReview(as(world.couple), { serviceId: listing })).canReview).toBe(false);
    await expectRefusal(writeReview(as(world.couple), review(listing)), 'FORBIDDEN');
  });

  it('lets a couple the vendor answered review once, saying it was an enquiry', async () => {
    const listing = world.vendorServiceIds[0];
    await answered(world.couple, listing);
    expect(await canReview(as(world.couple), { serviceId: listing })).toMatchObject({ canReview: true, reason: null, source: 'enquiry', sourceLine: 'Enquired through Ever After' });
    const written = await writeReview(as(world.couple), review(listing, { quality: 5, value: '3', weddingMonth: '2030-03' }));
    expect(written).toMatchObject({ rating: 4, quality: 5, value: 3, responsiveness: null, source: 'enquiry', sourceLine: 'Enquired through Ever After', author: 'Emma & Liam', weddingMonth: '2030-03', removed: false });
    expect(written.viewer).toMatchObject({ mine: true, canEdit: true, canReply: false, canReport: false });
    expect(await canReview(as(world.couple), { serviceId: listing })).toMatchObject({ canReview: false, reviewId: written.id });
    await expectRefusal(writeReview(as(world.couple), review(listing)), 'CONFLICT');
    // The vendor hears of it.
    expect(await mailsTo(world.vendor.email)).toContain(`A new review of ${(await serviceName(listing))}`);
  });

  it('says "Booked through Ever After" for a confirmed booking, dated by the booking’s month', async () => {
    const listing = world.vendorServiceIds[1];
    const { conversationId } = await startEnquiry(as(world.otherCouple), { serviceId: listing, message: 'Hello!', weddingDate: '2031-02-15' });
    const quote = await sendQuote(as(world.vendor), { conversationId, items: [{ description: 'Venue hire', amount: 500_000 }], eventDate: '2031-02-15' });
    const accepted = await acceptQuote(as(world.otherCouple), { id: quote.id });
    await confirmBooking(as(world.vendor), { id: accepted.bookingId });
    const written = await writeReview(as(world.otherCouple), review(listing));
    expect(written).toMatchObject({ source: 'booking', sourceLine: 'Booked through Ever After', weddingMonth: '2031-02' });
  });

  it('refuses vendors (the listing’s own and competitors), administrators and visitors, and listings the public cannot see', async () => {
    const listing = world.vendorServiceIds[0];
    await answered(world.couple, listing);
    expect((await canReview(as(world.vendor), { serviceId: listing })).reason).toBe('You cannot review your own listing.');
    expect((await canReview(as(world.otherVendor), { serviceId: listing })).reason).toBe('Vendors cannot review other businesses.');
    expect((await canReview(as(admin), { serviceId: listing })).reason).toBe('Administrators cannot write reviews.');
    expect((await canReview(as(null), { serviceId: listing })).reason).toBe('Please sign in to write a review.');
    expect((await expectRefusal(writeReview(as(world.vendor), review(listing)), 'FORBIDDEN')).message).toBe('You cannot review your own listing.');
    expect((await expectRefusal(writeReview(as(world.otherVendor), review(listing)), 'FORBIDDEN')).message).toBe('Vendors cannot review other businesses.');
    await expectRefusal(writeReview(as(admin), review(listing)), 'FORBIDDEN');
    await expectRefusal(writeReview(as(null), review(listing)), 'UNAUTHENTICATED');
    await expectRefusal(canReview(as(world.couple), { serviceId: 999_999 }), 'NOT_FOUND');
    await db().update(services).set({ listingState: 'unpublished' }).where(eq(services.id, listing));
    try {
      await expectRefusal(writeReview(as(world.couple), review(listing)), 'NOT_FOUND');
      await expectRefusal(listReviews(as(null), { serviceId: listing }), 'NOT_FOUND');
    } finally {
      await db().update(services).set({ listingState: 'published' }).where(eq(services.id, listing));
    }
  });
});

describe('what a review holds', () => {
  it('refuses every bad field at once, in the validation shape', async () => {
    const fields = await expectInvalid(
      writeReview(noDatabase(), { serviceId: 'x', rating: 0, title: '', body: 'Too short.', quality: 6, responsiveness: 'lots', professionalism: 0, value: 9, weddingMonth: 'March' }),
      ['serviceId', 'rating', 'title', 'body', 'quality', 'responsiveness', 'professionalism', 'value', 'weddingMonth'],
    );
    expect(fields.body).toEqual(['Your review must be at least 60 characters.']);
    expect(fields.rating).toEqual(['Choose from 1 to 5 hearts.']);
    await expectInvalid(writeReview(noDatabase(), review(1, { title: 'x'.repeat(101), body: 'y'.repeat(5001) })), ['title', 'body']);
  });

  it('refuses NUL bytes and enormous input before any query', async () => {
    expect((await expectInvalid(writeReview(noDatabase(), review(1, { body: `${body}\u0000` })), ['body'])).body).toEqual(['Your review must be plain text.']);
    await expectInvalid(writeReview(noDatabase(), review(1, { body: 'z'.repeat(2_000_000), title: 'a\u0000' })), ['body', 'title']);
    await expectInvalid(replyToReview(noDatabase(), { id: 1, body: 'x'.repeat(100_000) }), ['body']);
    await expectInvalid(reportReview(noDatabase(), { id: 1, reason: 'I disagree', note: '\u0000' }), ['reason', 'note']);
  });

  it('refuses phone numbers and e-mail addresses, asking to remove them', async () => {
    const fields = await expectInvalid(
      writeReview(noDatabase(), review(1, { title: 'Call Grace on 0412 555 019', body: `${body} Write to grace@whitfield.example for the packages.` })),
      ['title', 'body'],
    );
    expect(fields.title).toEqual([personalDataMessage]);
    expect(fields.body).toEqual([personalDataMessage]);
  });

  it('keeps photos by the listing photos’ rules: checked by content, at least 300 px wide, EXIF stripped, at most 5', async () => {
    const listing = world.vendorServiceIds[0];
    await answered(world.couple, listing);
    const narrow = await expectInvalid(writeReview(as(world.couple), review(listing, { photos: [await picture(200, 300)] })), ['photos']);
    expect(narrow.photos).toContain('The picture must be at least 300 px wide.');
    await expectInvalid(writeReview(as(world.couple), review(listing, { photos: [new File([new Uint8Array([1, 2, 3])], 'x.jpg')] })), ['photos']);
    await expectInvalid(writeReview(as(world.couple), review(listing, { photos: await Promise.all(Array.from({ length: 6 }, () => picture(400, 300))) })), ['photos']);
    const written = await writeReview(as(world.couple), review(listing, { photos: [await picture(640, 480, true)] }));
    expect(written.photos).toHaveLength(1);
    expect(written.photos[0]).toMatchObject({ width: 640, height: 480 });
    expect(written.photos[0].url).toMatch(/^\/images\/reviews\/[0-9a-f]{32}\.jpg$/);
    const stored = await mail.publicFiles.get(written.photos[0].url.replace('/images/', ''));
    const metadata = await sharp(stored!.bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    // Five in all: one kept, four more fit, a fifth more does not.
    await expectInvalid(updateReview(as(world.couple), { id: written.id, rating: 4, title: 'A lovely day', body, photos: await Promise.all(Array.from({ length: 5 }, () => picture(400, 300))) }), ['photos']);
    const edited = await updateReview(as(world.couple), { id: written.id, rating: 4, title: 'A lovely day', body, photos: [await picture(400, 300)], removePhotos: [written.photos[0].id] });
    expect(edited.photos).toHaveLength(1);
    expect(edited.photos[0].id).not.toBe(written.photos[0].id);
    expect(await mail.publicFiles.get(written.photos[0].url.replace('/images/', ''))).toBeNull();
  });
});

describe('editing and deleting', () => {
  it('dates an edit and keeps the earlier text for moderation; only the author edits or deletes', async () => {
    const listing = world.vendorServiceIds[0];
    await answered(world.couple, listing);
    const written = await writeReview(as(world.couple), review(listing, { rating: 2 }));
    now = new Date('2030-06-03T02:00:00Z');
    const edit = { id: written.id, rating: 3, title: 'Better than we said', body: `${body} They called us to put it right.` };
    for (const other of [world.otherCouple, world.vendor, world.otherVendor, admin]) await expectRefusal(updateReview(as(other), edit), 'FORBIDDEN');
    await expectRefusal(updateReview(as(null), edit), 'UNAUTHENTICATED');
    const edited = await updateReview(as(world.couple), edit);
    expect(edited).toMatchObject({ rating: 3, title: 'Better than we said', editedAt: now });
    const versions = await db().select().from(reviewVersions).where(eq(reviewVersions.reviewId, written.id));
    expect(versions).toEqual([expect.objectContaining({ rating: 2, title: 'A lovely day', body, replacedAt: now })]);
    await expectRefusal(updateReview(as(world.couple), { ...edit, id: 999_999 }), 'NOT_FOUND');

    for (const other of [world.otherCouple, world.vendor, world.otherVendor, admin]) await expectRefusal(deleteReview(as(other), { id: written.id }), 'FORBIDDEN');
    expect((await summarizeReviews(as(null), { serviceId: listing })).count).toBe(1);
    await deleteReview(as(world.couple), { id: written.id });
    expect((await summarizeReviews(as(null), { serviceId: listing })).count).toBe(0);
    expect((await canReview(as(world.couple), { serviceId: listing })).canReview).toBe(true);
  });
});

/** n couples the vendor answered, each reviewing `listing` with these hearts (oldest first, a day apart). */
async function reviewsBy(listing: number, ratings: { rating: number; quality?: number; photos?: boolean }[]): Promise<number[]> {
  const ids = [];
  for (const [index, { rating, quality, photos }] of ratings.entries()) {
    const couple = await createCouple(db(), { nickname: `Couple ${index + 1}` });
    await answered(couple, listing);
    now = new Date(Date.UTC(2030, 5, 1 + index, 2));
    ids.push((await writeReview(as(couple), review(listing, { rating, quality, photos: photos ? [await picture(400, 300)] : undefined }))).id);
  }
  return ids;
}

describe('shown honestly', () => {
  it('shows a score from 3 reviews: the average to one decimal, the histogram and the sub-scores, never averaged together', async () => {
    const listing = world.vendorServiceIds[2];
    await reviewsBy(listing, [{ rating: 5, quality: 4 }, { rating: 2 }]);
    const early = await summarizeReviews(as(null), { serviceId: listing });
    expect(early).toMatchObject({ count: 2, showsScore: false, average: null, histogram: null, notice: 'Not enough reviews for a score yet' });
    expect(early.subScores.quality).toBeNull();
    expect((await listReviewScores(as(null), { serviceIds: [listing] })).get(listing)).toEqual({ count: 2, average: null });
    await reviewsBy(listing, [{ rating: 4, quality: 5 }]);
    const shown = await summarizeReviews(as(null), { serviceId: listing });
    expect(shown).toMatchObject({ count: 3, showsScore: true, average: 3.7, histogram: [0, 1, 0, 1, 1], notice: null });
    expect(shown.subScores).toEqual({ quality: 4.5, responsiveness: null, professionalism: null, value: null });
    expect((await listReviewScores(as(null), { serviceIds: [listing, world.vendorServiceIds[0]] })).get(listing)).toEqual({ count: 3, average: 3.7 });
  });

  it('lists newest first, sorts by hearts or photos only when asked, and pages', async () => {
    const listing = world.vendorServiceIds[2];
    const ids = await reviewsBy(listing, [{ rating: 1 }, { rating: 5 }, { rating: 3, photos: true }, ...Array.from({ length: 9 }, () => ({ rating: 4 }))]);
    const first = await listReviews(as(null), { serviceId: listing });
    expect(first).toMatchObject({ sort: 'newest', page: 1, pages: 2, total: 12, perPage: 10 });
    expect(first.reviews[0].id).toBe(ids[11]);
    const second = await listReviews(as(null), { serviceId: listing, page: 2 });
    expect(second.reviews.map((entry) => entry.id)).toEqual([ids[1], ids[0]]);
    expect((await listReviews(as(null), { serviceId: listing, page: 9 })).page).toBe(2);
    expect((await listReviews(as(null), { serviceId: listing, sort: 'lowest' })).reviews[0].id).toBe(ids[0]);
    expect((await listReviews(as(null), { serviceId: listing, sort: 'highest' })).reviews[0].id).toBe(ids[1]);
    expect((await listReviews(as(null), { serviceId: listing, sort: 'with_photos' })).reviews[0].id).toBe(ids[2]);
    await expectInvalid(listReviews(as(null), { serviceId: listing, sort: 'best', page: 0 }), ['sort', 'page']);
  });

  it('ranks by the published Bayesian mean: one 5-heart review below many 4.8s', async () => {
    const one = world.vendorServiceIds[1];
    const many = world.vendorServiceIds[2];
    await reviewsBy(one, [{ rating: 5 }]);
    await reviewsBy(many, [5, 5, 5, 5, 4, 5, 5, 5, 5, 4].map((rating) => ({ rating })));
    const prior = await updateReviewPrior(as(null));
    // Fewer than 30 reviews on the site: C is the published default.
    expect(prior).toMatchObject({ mean: 4, weight: 5, reviews: 11 });
    const single = await summarizeReviews(as(null), { serviceId: one });
    const several = await summarizeReviews(as(null), { serviceId: many });
    expect(single.rankingScore).toBeCloseTo(bayesianMean(5, 1, 4, 5));
    expect(several.rankingScore).toBeCloseTo(bayesianMean(48, 10, 4, 5));
    expect(several.rankingScore).toBeGreaterThan(single.rankingScore);
    const transparency = await findReviewTransparency(as(null), { year: 2030 });
    expect(transparency.scoring).toMatchObject({ threshold: 3, priorWeight: 5, priorMean: 4, priorReviews: 11, priorMinimumReviews: 30 });
    await expectRefusal(updateReviewPrior(as(world.vendor)), 'FORBIDDEN');
  });
});

describe('replies', () => {
  it('lets the listing’s vendor reply once, editable and dated, telling the reviewer; nobody else replies', async () => {
    const listing = world.vendorServiceIds[0];
    await answered(world.couple, listing);
    const written = await writeReview(as(world.couple), review(listing, { rating: 2 }));
    for (const other of [world.otherVendor, world.couple, world.otherCouple, admin]) await expectRefusal(replyToReview(as(other), { id: written.id, body: 'Thank you.' }), 'FORBIDDEN');
    await expectRefusal(replyToReview(as(null), { id: written.id, body: 'Thank you.' }), 'UNAUTHENTICATED');
    await expectRefusal(replyToReview(as(world.vendor), { id: 999_999, body: 'Thank you.' }), 'NOT_FOUND');
    const replied = await replyToReview(as(world.vendor), { id: written.id, body: 'We are sorry the music ran late; we have changed suppliers.' });
    expect(replied.reply).toEqual({ body: 'We are sorry the music ran late; we have changed suppliers.', createdAt: now, editedAt: null });
    now = new Date('2030-06-02T02:00:00Z');
    const edited = await replyToReview(as(world.vendor), { id: written.id, body: 'We are sorry the music ran late.' });
    expect(edited.reply).toMatchObject({ body: 'We are sorry the music ran late.', editedAt: now });
    expect(await mailsTo(world.couple.email)).toEqual(expect.arrayContaining([expect.stringContaining('replied to your review')]));
  });
});

describe('disputes, reports and decisions', () => {
  async function disputed() {
    const listing = world.vendorServiceIds[0];
    await answered(world.couple, listing);
    const written = await writeReview(as(world.couple), review(listing, { rating: 1, title: 'Not for us' }));
    return { listing, written };
  }

  it('lets the listing’s vendor dispute once for a published reason, evidence private; nobody else disputes', async () => {
    const { written } = await disputed();
    const dispute = { id: written.id, reason: 'not_a_client', note: 'We have no record of this couple.' };
    for (const other of [world.otherVendor, world.couple, world.otherCouple, admin]) await expectRefusal(disputeReview(as(other), dispute), 'FORBIDDEN');
    await expectRefusal(disputeReview(as(null), dispute), 'UNAUTHENTICATED');
    await expectInvalid(disputeReview(as(world.vendor), { id: written.id, reason: 'I disagree', note: '' }), ['reason', 'note']);
    await expectInvalid(disputeReview(as(world.vendor), { ...dispute, reason: 'factually_wrong' }), ['files']);
    const pdf = new File([new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')], 'invoice.pdf', { type: 'application/pdf' });
    const opened = await disputeReview(as(world.vendor), { ...dispute, reason: 'factually_wrong', files: [pdf] });
    expect(opened).toMatchObject({ kind: 'dispute', reason: 'factually_wrong', reasonLabel: 'Factually wrong, with evidence', status: 'open', files: [{ fileName: 'invoice.pdf', contentType: 'application/pdf' }] });
    await expectRefusal(disputeReview(as(world.vendor), dispute), 'CONFLICT');
    // Still published while it is decided; the vendor may not dispute it again.
    const [shown] = (await listReviews(as(world.vendor), { serviceId: written.serviceId })).reviews;
    expect(shown).toMatchObject({ removed: false, rating: 1 });
    expect(shown.viewer).toMatchObject({ canReply: true, canDispute: false, canReport: false });

    const [entry] = await listReviewDisputes(as(admin), {});
    const fileId = entry.files[0].id!;
    expect((await readReviewEvidence(as(world.vendor), { id: fileId })).fileName).toBe('invoice.pdf');
    expect((await readReviewEvidence(as(admin), { id: fileId })).contentType).toBe('application/pdf');
    for (const other of [world.otherVendor, world.couple]) await expectRefusal(readReviewEvidence(as(other), { id: fileId }), 'NOT_FOUND');
  });

  it('lets anyone signed in report once, but not their own review; the vendor disputes instead', async () => {
    const { written } = await disputed();
    const report = { id: written.id, reason: 'abusive', note: 'Insulting words about the staff.' };
    await expectRefusal(reportReview(as(null), report), 'UNAUTHENTICATED');
    await expectRefusal(reportReview(as(world.couple), report), 'FORBIDDEN');
    await expectRefusal(reportReview(as(world.vendor), report), 'FORBIDDEN');
    expect(await reportReview(as(world.otherCouple), report)).toMatchObject({ kind: 'report', status: 'open' });
    await expectRefusal(reportReview(as(world.otherCouple), report), 'CONFLICT');
    expect(await reportReview(as(world.otherVendor), { id: written.id, reason: 'personal_data' })).toMatchObject({ kind: 'report', note: '' });
  });

  it('queues disputes and reports for administrators only, with the dealing’s dates and not the messages', async () => {
    const { written } = await disputed();
    await disputeReview(as(world.vendor), { id: written.id, reason: 'not_a_client', note: 'We have no record of this couple.' });
    for (const other of [world.couple, world.vendor, world.otherVendor]) await expectRefusal(listReviewDisputes(as(other), {}), 'FORBIDDEN');
    await expectRefusal(listReviewDisputes(as(null), {}), 'UNAUTHENTICATED');
    const [entry] = await listReviewDisputes(as(admin), { status: 'open' });
    expect(entry).toMatchObject({ kind: 'dispute', reason: 'not_a_client', openedBy: { id: world.vendor.id, email: world.vendor.email }, listing: { id: written.serviceId } });
    expect(entry.review).toMatchObject({ id: written.id, rating: 1, title: 'Not for us' });
    expect(entry.dealing.source).toBe('enquiry');
    expect(entry.dealing.conversation).toMatchObject({ firstWriter: 'couple', messages: 2 });
    expect(JSON.stringify(entry.dealing)).not.toContain('Is your venue free');
    await expectInvalid(listReviewDisputes(as(admin), { status: 'pending' }), ['status']);
  });

  it('upholds: the review is removed with its public line, the score leaves it out, both are e-mailed, the audit log keeps it', async () => {
    const { listing, written } = await disputed();
    const opened = await disputeReview(as(world.vendor), { id: written.id, reason: 'personal_data', note: 'It names our staff member’s home suburb.' });
    const report = await reportReview(as(world.otherCouple), { id: written.id, reason: 'abusive' });
    const decision = { id: opened.id, uphold: true, note: 'The review names a staff member’s home.' };
    for (const other of [world.couple, world.vendor, world.otherVendor, world.otherCouple]) await expectRefusal(decideReviewDispute(as(other), decision), 'FORBIDDEN');
    await expectRefusal(decideReviewDispute(as(null), decision), 'UNAUTHENTICATED');
    await expectInvalid(decideReviewDispute(as(admin), { id: opened.id, uphold: 'maybe', note: '' }), ['uphold', 'note']);
    expect(await decideReviewDispute(as(admin), decision)).toMatchObject({ status: 'upheld', decidedAt: now });
    await expectRefusal(decideReviewDispute(as(admin), decision), 'CONFLICT');

    const [shown] = (await listReviews(as(null), { serviceId: listing })).reviews;
    expect(shown).toMatchObject({ removed: true, rating: null, title: null, body: null, photos: [], removalLine: 'A review was removed on 1 June 2030 because it contained personal data.' });
    expect((await summarizeReviews(as(null), { serviceId: listing })).count).toBe(0);
    // Administrators never edit the text: the row keeps it.
    const [row] = await db().select().from(reviews).where(eq(reviews.id, written.id));
    expect(row).toMatchObject({ title: 'Not for us', body, status: 'removed', removedReason: 'personal_data' });
    // The report closed with it; the couple cannot edit or delete the removed review.
    expect((await listReviewDisputes(as(admin), { status: 'closed' })).map((entry) => entry.id)).toEqual([report.id]);
    await expectRefusal(updateReview(as(world.couple), { id: written.id, rating: 5, title: 'x', body }), 'CONFLICT');
    await expectRefusal(deleteReview(as(world.couple), { id: written.id }), 'CONFLICT');
    await expectRefusal(replyToReview(as(world.vendor), { id: written.id, body: 'Thanks' }), 'CONFLICT');

    const audit = await db().select().from(auditLog).where(and(eq(auditLog.entityType, 'review_dispute'), eq(auditLog.entityId, String(opened.id))));
    expect(audit).toEqual([expect.objectContaining({ action: 'review_dispute.uphold', actorId: admin.id, reason: decision.note })]);
    expect(await mailsTo(world.couple.email)).toContain('A decision on your review “Not for us”');
    expect(await mailsTo(world.vendor.email)).toContain('A decision on your dispute of a review');

    const figures = await findReviewTransparency(as(null), { year: 2030 });
    expect(figures).toMatchObject({ year: 2030, published: 1, disputed: 1, disputes: 1, reports: 1, upheld: 1, rejected: 0 });
    expect(figures.removed.find((entry) => entry.reason === 'personal_data')!.count).toBe(1);
    expect(figures.removed.reduce((sum, entry) => sum + entry.count, 0)).toBe(1);
  });

  it('rejects: the review stays as it was, and the decision is logged and told', async () => {
    const { listing, written } = await disputed();
    const opened = await disputeReview(as(world.vendor), { id: written.id, reason: 'conflict_of_interest', note: 'We think this is a competitor.' });
    await decideReviewDispute(as(admin), { id: opened.id, uphold: false, note: 'The couple’s enquiry and our records show a real client.' });
    const [shown] = (await listReviews(as(null), { serviceId: listing })).reviews;
    expect(shown).toMatchObject({ removed: false, rating: 1 });
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.entityId, String(opened.id)));
    expect(audit.action).toBe('review_dispute.reject');
    expect((await findReviewTransparency(as(null), { year: 2030 })).rejected).toBe(1);
  });
});

describe('a couple’s reviews', () => {
  it('lists their reviews and the businesses they may still review; visitors are asked to sign in', async () => {
    await answered(world.couple, world.vendorServiceIds[0]);
    await answered(world.couple, world.vendorServiceIds[1]);
    const written = await writeReview(as(world.couple), review(world.vendorServiceIds[0]));
    const mine = await listMyReviews(as(world.couple));
    expect(mine.reviews.map((entry) => [entry.id, entry.serviceName])).toEqual([[written.id, await serviceName(world.vendorServiceIds[0])]]);
    expect(mine.toReview).toEqual([expect.objectContaining({ serviceId: world.vendorServiceIds[1], source: 'enquiry', sourceLine: 'Enquired through Ever After' })]);
    expect((await listMyReviews(as(world.otherCouple))).reviews).toEqual([]);
    await expectRefusal(listMyReviews(as(null)), 'UNAUTHENTICATED');
  });

  it('says where each review stands (published, disputed while decided, removed with its line) and on which page of its listing it is', async () => {
    const listing = world.vendorServiceIds[0];
    await answered(world.couple, listing);
    const written = await writeReview(as(world.couple), review(listing, { title: 'Ours' }));
    // Ten later reviews push it to the second page of the listing's reviews, newest first.
    for (let index = 0; index < 10; index++) {
      const other = await createCouple(db());
      await answered(other, listing);
      now = new Date(now.getTime() + 60_000);
      await writeReview(as(other), review(listing));
    }
    const [mine] = (await listMyReviews(as(world.couple))).reviews;
    expect(mine).toMatchObject({ id: written.id, status: 'published', listingPage: 2, path: expect.stringMatching(/^\//), viewer: { canEdit: true } });
    expect((await listReviews(as(null), { serviceId: listing, page: 2 })).reviews.map((entry) => entry.id)).toContain(written.id);

    // Disputed: still published while an administrator decides (who opened it is not said).
    const opened = await disputeReview(as(world.vendor), { id: written.id, reason: 'personal_data', note: 'It names our staff member.' });
    expect((await listMyReviews(as(world.couple))).reviews[0]).toMatchObject({ status: 'disputed', removed: false, title: 'Ours' });

    // Removed: the public sees its line only; its author still sees what they wrote, and can no longer edit it.
    await decideReviewDispute(as(admin), { id: opened.id, uphold: true, note: 'It names a person.' });
    const [removed] = (await listMyReviews(as(world.couple))).reviews;
    expect(removed).toMatchObject({ status: 'removed', removed: true, title: 'Ours', rating: 4, removalLine: expect.stringMatching(/because it contained personal data\.$/), viewer: { canEdit: false } });
    expect((await listReviews(as(null), { serviceId: listing, page: 2 })).reviews.find((entry) => entry.id === written.id)).toMatchObject({ title: null, rating: null });
    // Nobody else's list shows it.
    expect((await listMyReviews(as(world.otherCouple))).reviews).toEqual([]);
  });
});

describe('review invitations', () => {
  it('invite once the day after a booking and 60 days after an answered enquiry, whoever the couple, never twice', async () => {
    const booked = world.vendorServiceIds[1];
    const enquired = world.vendorServiceIds[0];
    const { conversationId } = await startEnquiry(as(world.otherCouple), { serviceId: booked, message: 'Hello!', weddingDate: '2030-06-20' });
    const quote = await sendQuote(as(world.vendor), { conversationId, items: [{ description: 'Venue hire', amount: 500_000 }], eventDate: '2030-06-20' });
    await confirmBooking(as(world.vendor), { id: (await acceptQuote(as(world.otherCouple), { id: quote.id })).bookingId });
    await answered(world.couple, enquired);
    const unanswered = await createCouple(db());
    await startConversation(as(unanswered), { serviceId: enquired, message: 'Hello?' });

    // On the wedding day: nothing yet; the enquiry is days old.
    now = new Date('2030-06-20T10:00:00Z');
    expect(await sendReviewInvitations(as(null))).toEqual({ invited: 0 });
    now = new Date('2030-06-21T10:00:00Z');
    expect(await sendReviewInvitations(as(null))).toEqual({ invited: 1 });
    expect(await sendReviewInvitations(as(null))).toEqual({ invited: 0 });
    expect((await mailsTo(world.otherCouple.email)).filter((subject) => subject.startsWith('How was'))).toEqual([`How was ${await serviceName(booked)}?`]);
    // Sixty days after the enquiry: the answered couple, once; the unanswered one never.
    now = new Date('2030-07-31T10:00:00Z');
    expect(await sendReviewInvitations(as(null))).toEqual({ invited: 1 });
    now = new Date('2030-08-02T10:00:00Z');
    expect(await sendReviewInvitations(as(null))).toEqual({ invited: 0 });
    expect((await mailsTo(world.couple.email)).filter((subject) => subject.startsWith('How was'))).toEqual([`How was ${await serviceName(enquired)}?`]);
    expect(await mailsTo(unanswered.email)).toEqual([]);
    await expectRefusal(sendReviewInvitations(as(world.vendor)), 'FORBIDDEN');
  });
});

async function serviceName(id: number): Promise<string> {
  const [row] = await db().select({ name: services.name }).from(services).where(eq(services.id, id));
  return row.name;
}
