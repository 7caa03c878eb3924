import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { pdfDocument } from '../../../tests/factories/documents';
import { createChatWorld, type ChatWorld } from '../../../tests/factories/messaging';
import { createAdmin, type TestPerson } from '../../../tests/factories/users';
import { expectInvalid, expectRefusal } from '../../../tests/setup/assertions';
import { testContext } from '../../../tests/setup/context';
import { createTestDatabase } from '../../../tests/setup/database';
import type { Viewer } from '../../kernel';
import { sendMessage, startConversation } from '../messaging';
import { countOpenReviewDisputes, decideReviewDispute, disputeReview, findReviewDisputePage, listVendorReviews, readReviewEvidence, replyToReview, writeReview } from '.';

/** The reads behind /vendors/reviews and /admin/reviews (issue 32), and who they refuse. */
let database: DatabaseHandle;
let imagesDir: string;
let world: ChatWorld;
let admin: TestPerson;
let files: ReturnType<typeof testContext>;
let clock = new Date('2030-06-01T02:00:00Z');

const as = (viewer: Viewer | null) => ({ ...testContext(database.db, viewer, { clock: { now: () => clock } }), mailer: files.mailer, privateFiles: files.privateFiles, publicFiles: files.publicFiles });
const body = 'We held our reception here in autumn and everything ran to the minute. The staff were kind, the food was generous and warm.';
let reviewIds: number[];

beforeAll(async () => {
  database = await createTestDatabase();
  imagesDir = mkdtempSync(join(tmpdir(), 'ever-after-moderation-'));
  world = await createChatWorld(database.db, imagesDir);
  admin = await createAdmin(database.db);
  files = testContext(database.db, null);
  reviewIds = [];
  // Two reviews of the vendor's first listing, a day apart: the couple's, then the other couple's.
  for (const couple of [world.couple, world.otherCouple]) {
    const { conversationId } = await startConversation(as(couple), { serviceId: world.vendorServiceIds[0], message: 'Hello! Is your venue free in March?' });
    await sendMessage(as(world.vendor), { conversationId, message: 'It is! Would you like to visit?' });
    reviewIds.push((await writeReview(as(couple), { serviceId: world.vendorServiceIds[0], rating: 3, title: `Review by ${couple.firstName}`, body })).id);
    clock = new Date(clock.getTime() + 86_400_000);
  }
});
afterAll(async () => {
  await database.close();
  rmSync(imagesDir, { recursive: true, force: true });
});

describe('the vendor’s Reviews page (listVendorReviews)', () => {
  it('lists the reviews of the vendor’s own listings, newest first, with their reply and the vendor’s dispute', async () => {
    await replyToReview(as(world.vendor), { id: reviewIds[0], body: 'Thank you for your kind words.' });
    await disputeReview(as(world.vendor), { id: reviewIds[1], reason: 'factually_wrong', note: 'They booked elsewhere.', files: [pdfDocument('records.pdf')] });
    const page = await listVendorReviews(as(world.vendor), {});
    expect(page).toMatchObject({ page: 1, pages: 1, total: 2, listings: 3 });
    expect(page.reviews.map((review) => review.id)).toEqual([reviewIds[1], reviewIds[0]]);
    expect(page.reviews[1]).toMatchObject({ reply: { body: 'Thank you for your kind words.' }, viewer: { canReply: true, canDispute: true }, dispute: null });
    expect(page.reviews[0]).toMatchObject({ viewer: { canDispute: false }, dispute: { reason: 'factually_wrong', status: 'open', files: [{ fileName: 'records.pdf' }] } });
    // Its evidence: the vendor and administrators read it; the other vendor and the couple learn nothing.
    const fileId = page.reviews[0].dispute!.files[0].id!;
    expect((await readReviewEvidence(as(world.vendor), { id: fileId })).contentType).toBe('application/pdf');
    expect((await readReviewEvidence(as(admin), { id: fileId })).fileName).toBe('records.pdf');
    await expectRefusal(readReviewEvidence(as(world.otherVendor), { id: fileId }), 'NOT_FOUND');
    await expectRefusal(readReviewEvidence(as(world.couple), { id: fileId }), 'NOT_FOUND');
    await expectRefusal(readReviewEvidence(as(null), { id: fileId }), 'UNAUTHENTICATED');
  });

  it('shows another vendor nothing of these reviews, and refuses couples, administrators and visitors', async () => {
    expect(await listVendorReviews(as(world.otherVendor), {})).toMatchObject({ total: 0, reviews: [] });
    await expectRefusal(replyToReview(as(world.otherVendor), { id: reviewIds[0], body: 'A competitor’s answer.' }), 'FORBIDDEN');
    await expectRefusal(disputeReview(as(world.otherVendor), { id: reviewIds[0], reason: 'abusive', note: 'A competitor’s dispute.' }), 'FORBIDDEN');
    await expectRefusal(listVendorReviews(as(world.couple), {}), 'FORBIDDEN');
    await expectRefusal(listVendorReviews(as(admin), {}), 'FORBIDDEN');
    await expectRefusal(listVendorReviews(as(null), {}), 'UNAUTHENTICATED');
  });
});

describe('the moderation queue (findReviewDisputePage)', () => {
  it('pages open and decided cases, searches them, counts the open ones, and is administrators’ alone', async () => {
    const open = await findReviewDisputePage(as(admin), { state: 'open' });
    expect(open).toMatchObject({ page: 1, pageCount: 1, total: 1 });
    expect(open.rows[0]).toMatchObject({ reviewId: reviewIds[1], reasonLabel: 'Factually wrong, with evidence', dealing: { source: 'enquiry', conversation: { firstWriter: 'couple', messages: 2 } } });
    expect(await countOpenReviewDisputes(as(admin))).toBe(1);
    expect((await findReviewDisputePage(as(admin), { q: 'booked elsewhere' })).total).toBe(1);
    expect((await findReviewDisputePage(as(admin), { q: 'nothing like this' })).total).toBe(0);
    expect((await findReviewDisputePage(as(admin), { q: String(open.rows[0].id) })).total).toBe(1);
    await decideReviewDispute(as(admin), { id: open.rows[0].id, uphold: false, note: 'No evidence of another event.' });
    expect((await findReviewDisputePage(as(admin), {})).total).toBe(0);
    const decided = await findReviewDisputePage(as(admin), { state: 'decided' });
    expect(decided.rows[0]).toMatchObject({ status: 'rejected', decisionNote: 'No evidence of another event.' });
    expect(await countOpenReviewDisputes(as(admin))).toBe(0);
    for (const viewer of [world.vendor, world.couple]) {
      await expectRefusal(findReviewDisputePage(as(viewer), {}), 'FORBIDDEN');
      await expectRefusal(countOpenReviewDisputes(as(viewer)), 'FORBIDDEN');
    }
    await expectRefusal(findReviewDisputePage(as(null), {}), 'UNAUTHENTICATED');
    await expectInvalid(findReviewDisputePage(as(admin), { state: 'everything' }), ['state']);
  });
});
