import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import {
  auditLog,
  billingInvoices,
  billingSubscriptions,
  chatMessages,
  dataExports,
  guests,
  planningTasks,
  reviewPhotos,
  reviews,
  serviceClaims,
  services,
  sessions,
  userTotp,
  users,
  vendorDocuments,
  vendorProfiles,
  wishlists,
} from '../../../db/schema';
import { seedReferenceData } from '../../../demo';
import { createBusiness, plansOf } from '../../../tests/factories/billing';
import { createService } from '../../../tests/factories/services';
import { createAdmin, createCouple, createVendor, type TestPerson } from '../../../tests/factories/users';
import { expectInvalid, expectRefusal } from '../../../tests/setup/assertions';
import { testContext } from '../../../tests/setup/context';
import { createTestDatabase } from '../../../tests/setup/database';
import { startStripeApiStandIn, type StripeApiStandIn } from '../../../tests/setup/stripe-api-stand-in';
import { createStripePayments } from '../../integrations/payments/stripe/stripe-payments';
import { createDiskStorage } from '../../integrations/storage/disk-storage';
import { runJobOnce } from '../../job-runner';
import type { Clock } from '../../kernel';
import type { RequestContext } from '../../context';
import { findSessionViewer, listPeople, signIn } from '../accounts';
import { markInvoicePaid, subscribe } from '../billing';
import { addWishlistService, saveWishlistNote } from '../engagement';
import { addGuest, addHousehold } from '../guests';
import { listConversations, startConversation } from '../messaging';
import { addTask } from '../planning';
import { listReviews } from '../reviews';
import { accountErasure, cancelAccountDeletion, deleteMyAccount, eraseDueAccounts, listPendingDeletions } from '.';

let database: DatabaseHandle;
let admin: TestPerson;
let standIn: StripeApiStandIn;
let now = new Date('2027-03-01T00:00:00Z');
const clock: Clock = { now: () => now };
const day = 86_400_000;
// One set of files for every context here, as one server's: the erasure removes what a request stored.
const scratch = join(tmpdir(), `ever-after-deletion-${randomUUID()}`);
const files = { publicFiles: createDiskStorage(join(scratch, 'images')), privateFiles: createDiskStorage(join(scratch, 'private')) };
const as = (viewer: TestPerson | null, overrides: Partial<RequestContext> = {}) =>
  testContext(database.db, viewer, { clock, ...files, payments: createStripePayments({ secretKey: 'sk_test_ever_after', webhookSecret: 'whsec_test', apiUrl: standIn.url }), ...overrides });
const userRow = async (id: number) => (await database.db.select().from(users).where(eq(users.id, id)))[0];
const sessionsOf = async (id: number) => database.db.select().from(sessions).where(eq(sessions.userId, id));
const auditedActions = async (id: number) =>
  (await database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, String(id))))).map((row) => row.action);
const reviewBody = 'The team looked after every detail, the food was lovely and the garden photos came out beautifully.';

beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.db);
  admin = await createAdmin(database.db);
  standIn = await startStripeApiStandIn();
});
afterAll(async () => {
  await standIn?.close();
  await database?.close();
});

describe('deleteMyAccount refuses', () => {
  it('a visitor, an administrator, a wrong confirmation, a wrong password, and a missing or wrong second step', async () => {
    const couple = await createCouple(database.db);
    const input = { password: couple.password, confirm: 'DELETE' };
    await expectRefusal(deleteMyAccount(as(null), input), 'UNAUTHENTICATED');
    await expectRefusal(deleteMyAccount(as(admin), { password: admin.password, confirm: 'DELETE' }), 'FORBIDDEN');
    expect(await expectInvalid(deleteMyAccount(as(couple), { password: '', confirm: 'delete' }), ['password', 'confirm'])).toEqual({
      password: ['Enter your password.'],
      confirm: ['Type DELETE in capital letters to confirm.'],
    });
    expect(await expectInvalid(deleteMyAccount(as(couple), { ...input, password: 'not my password' }), ['password'])).toEqual({ password: ['The current password is not correct.'] });

    // With the second step on, the code is asked for, and only a right one passes.
    const secret = new Secret();
    await database.db.insert(userTotp).values({ userId: couple.id, secret: secret.base32, confirmedAt: now });
    await expectInvalid(deleteMyAccount(as(couple), input), ['otp']);
    await expectInvalid(deleteMyAccount(as(couple), { ...input, otp: '000000' === codeAt(secret) ? '111111' : '000000' }), ['otp']);
    expect((await userRow(couple.id)).deletionRequestedAt).toBeNull();
    expect(await deleteMyAccount(as(couple), { ...input, otp: codeAt(secret) })).toMatchObject({ deletionDueAt: new Date(now.getTime() + 14 * day) });
  });
});

const codeAt = (secret: Secret) => new TOTP({ secret, digits: 6, period: 30 }).generate({ timestamp: now.getTime() });

describe('a couple deletes their account', () => {
  let couple: TestPerson;
  let vendor: TestPerson;
  let venue: number;

  beforeAll(async () => {
    now = new Date('2027-03-01T00:00:00Z');
    couple = await createCouple(database.db, { firstName: 'Ruby', nickname: 'Ruby & Sam' });
    vendor = await createVendor(database.db, { nickname: 'Garden Hall' });
    venue = await createService(database.db, { owner: vendor, category: 'venue' });
    await signIn(as(null), { email: couple.email, password: couple.password });
    await startConversation(as(couple), { serviceId: venue, message: 'Is the garden free in May?' });
    await database.db.insert(reviews).values({ serviceId: venue, coupleId: couple.id, vendorId: vendor.id, source: 'enquiry', rating: 5, title: 'Lovely day', body: reviewBody });
    await database.db.insert(dataExports).values({ userId: couple.id, status: 'ready', progress: 100, fileKey: `exports/${couple.id}.zip`, readyAt: now, expiresAt: new Date(now.getTime() + 7 * day) });
  });

  it('ends every session at once, names them "A former member" to the vendor, removes their exports, and is audited', async () => {
    const ctx = as(couple);
    await ctx.privateFiles.put(`exports/${couple.id}.zip`, new TextEncoder().encode('zip'), 'application/zip');
    expect((await sessionsOf(couple.id)).length).toBe(1);
    expect(await deleteMyAccount(ctx, { password: couple.password, confirm: ' DELETE ' })).toEqual({ deletionDueAt: new Date('2027-03-15T00:00:00Z'), removesReviews: false });
    expect(await sessionsOf(couple.id)).toEqual([]);
    expect(ctx.sessionCookie).toMatchObject({ writes: ['cleared'] });
    expect(await database.db.select().from(dataExports).where(eq(dataExports.userId, couple.id))).toEqual([]);
    expect(await ctx.privateFiles.get(`exports/${couple.id}.zip`)).toBeNull();
    expect(await auditedActions(couple.id)).toEqual(['user.deletion_request']);

    const [conversation] = await listConversations(as(vendor), { userId: vendor.id });
    expect(conversation.partner).toMatchObject({ nickname: 'A former member', avatar: null });
    expect((await listPeople(as(vendor), { userIds: [couple.id] })).get(couple.id)).toMatchObject({ firstName: 'A former member', nickname: null });
    expect((await listReviews(as(null), { serviceId: venue })).reviews.map((review) => review.author)).toEqual(['A former member']);
    // Asking twice changes nothing: the account has no session left to ask with.
    await expectRefusal(deleteMyAccount(as(couple), { password: couple.password, confirm: 'DELETE' }), 'CONFLICT');
  });

  it('cannot sign in normally; the sign-in answers ACCOUNT_PENDING_DELETION and a stale session token finds nobody', async () => {
    await expectRefusal(signIn(as(null), { email: couple.email, password: couple.password }), 'ACCOUNT_PENDING_DELETION');
    expect(await findSessionViewer(as(null), { token: 'a'.repeat(43) })).toBeNull();
  });

  it('administrators see the pending deletion; nobody else does', async () => {
    expect((await listPendingDeletions(as(admin))).find((row) => row.id === couple.id)).toMatchObject({ email: couple.email, dueAt: new Date('2027-03-15T00:00:00Z'), removesReviews: false });
    await expectRefusal(listPendingDeletions(as(vendor)), 'FORBIDDEN');
  });

  it('can be cancelled within 14 days with the password: the account works again and the name is back', async () => {
    now = new Date('2027-03-10T00:00:00Z');
    await expectRefusal(cancelAccountDeletion(as(null), { email: couple.email, password: 'wrong password' }), 'UNAUTHENTICATED');
    const other = await createCouple(database.db);
    await expectRefusal(cancelAccountDeletion(as(null), { email: other.email, password: other.password }), 'CONFLICT');
    const ctx = as(null);
    expect(await cancelAccountDeletion(ctx, { email: couple.email, password: couple.password })).toMatchObject({ id: couple.id });
    expect(ctx.sessionCookie).toMatchObject({ writes: [{ token: expect.any(String) }] });
    expect(await userRow(couple.id)).toMatchObject({ deletionRequestedAt: null, deletionDueAt: null, erasedAt: null });
    expect(await auditedActions(couple.id)).toEqual(['user.deletion_request', 'user.deletion_cancel']);
    const [conversation] = await listConversations(as(vendor), { userId: vendor.id });
    expect(conversation.partner.nickname).toBe('Ruby & Sam');
    await expectRefusal(cancelAccountDeletion(as(null), { email: couple.email, password: couple.password }), 'CONFLICT');
    await signIn(as(null), { email: couple.email, password: couple.password });
  });

  it('cannot be cancelled once the 14 days ran out', async () => {
    const late = await createCouple(database.db);
    now = new Date('2027-03-10T00:00:00Z');
    await deleteMyAccount(as(late), { password: late.password, confirm: 'DELETE' });
    now = new Date('2027-03-24T00:00:01Z');
    await expectRefusal(cancelAccountDeletion(as(null), { email: late.email, password: late.password }), 'CONFLICT');
  });
});

describe('a vendor deletes their account', () => {
  it('unpublishes their listings and ends their subscriptions at once, the card one at Stripe; cancelling keeps both so', async () => {
    now = new Date('2027-03-01T00:00:00Z');
    const vendor = await createVendor(database.db);
    await createBusiness(database.db, vendor);
    const listing = await createService(database.db, { owner: vendor, category: 'photo_booth' });
    const plans = await plansOf(database.db, 'photo_booth');
    const card = await subscribe(as(vendor), { categoryId: plans.categoryId, planId: plans.basic.id });
    await database.db
      .update(billingSubscriptions)
      .set({ status: 'active', externalId: 'sub_self_deleting', currentPeriodStart: now, currentPeriodEnd: new Date('2027-04-01T00:00:00Z') })
      .where(eq(billingSubscriptions.id, card.subscription.id));
    standIn.putSubscription({ id: 'sub_self_deleting', object: 'subscription', status: 'active', customer: 'cus_self', items: { object: 'list', data: [] } });

    await deleteMyAccount(as(vendor), { password: vendor.password, confirm: 'DELETE' });
    expect(standIn.requests.at(-1)).toMatchObject({ method: 'DELETE', path: '/v1/subscriptions/sub_self_deleting' });
    expect(standIn.refused).toEqual([]);
    const subscription = (await database.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, card.subscription.id)))[0];
    expect(subscription).toMatchObject({ status: 'ended', vendorId: vendor.id });
    expect((await database.db.select().from(services).where(eq(services.id, listing)))[0]).toMatchObject({ listingState: 'unpublished', userId: vendor.id });

    now = new Date('2027-03-05T00:00:00Z');
    await cancelAccountDeletion(as(null), { email: vendor.email, password: vendor.password });
    expect((await database.db.select().from(services).where(eq(services.id, listing)))[0].listingState).toBe('unpublished');
    expect((await database.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, card.subscription.id)))[0].status).toBe('ended');
  });
});

describe('the erasure job, 14 days later', () => {
  it('erases a couple’s wishlist, notes, planning, guests, avatar and reviews when asked; keeps the conversation as by "A former member"', async () => {
    now = new Date('2027-05-01T00:00:00Z');
    const couple = await createCouple(database.db, { firstName: 'Iris', lastName: 'Lane', avatar: '/images/avatars/0123456789abcdef0123456789abcdef.webp' });
    const vendor = await createVendor(database.db);
    const venue = await createService(database.db, { owner: vendor, category: 'venue' });
    const ctx = as(couple);
    await ctx.publicFiles.put('avatars/0123456789abcdef0123456789abcdef.webp', new Uint8Array([1, 2, 3]), 'image/webp');
    await ctx.publicFiles.put('reviews/fedcba9876543210fedcba9876543210.jpg', new Uint8Array([1, 2, 3]), 'image/jpeg');
    const { wishlistId } = await addWishlistService(ctx, { id: venue });
    await saveWishlistNote(ctx, { wishlist: wishlistId, service: venue, text: 'Ask about the rain plan' });
    await addTask(ctx, { title: 'Book the photo booth' });
    const household = (await addHousehold(ctx, { name: 'The Lanes' })).households[0];
    await addGuest(ctx, { householdId: household.id, firstName: 'Grandma', lastName: 'Lane' });
    await startConversation(ctx, { serviceId: venue, message: 'Do you have a date in June?' });
    const [review] = await database.db.insert(reviews).values({ serviceId: venue, coupleId: couple.id, vendorId: vendor.id, source: 'enquiry', rating: 4, title: 'Warm welcome', body: reviewBody, photoCount: 1 }).returning();
    await database.db.insert(reviewPhotos).values({ reviewId: review.id, url: '/images/reviews/fedcba9876543210fedcba9876543210.jpg', width: 800, height: 600 });
    await deleteMyAccount(ctx, { password: couple.password, confirm: 'DELETE', removeReviews: 'on' });

    // Not yet due: nothing is erased.
    now = new Date('2027-05-14T23:59:00Z');
    await eraseDueAccounts(as(null));
    expect((await userRow(couple.id)).erasedAt).toBeNull();
    await expectRefusal(eraseDueAccounts(as(couple)), 'FORBIDDEN');

    now = new Date('2027-05-15T00:00:01Z');
    await runJobOnce(as(null), accountErasure);
    const row = await userRow(couple.id);
    expect(row).toMatchObject({ email: `erased-${couple.id}@former-member.invalid`, firstName: 'A former member', lastName: null, avatar: null, passwordHash: null, erasedAt: now });
    expect(await database.db.select().from(wishlists).where(eq(wishlists.userId, couple.id))).toEqual([]);
    expect(await database.db.select().from(planningTasks).where(eq(planningTasks.coupleId, couple.id))).toEqual([]);
    expect(await database.db.select().from(guests).where(eq(guests.coupleId, couple.id))).toEqual([]);
    expect(await database.db.select().from(reviews).where(eq(reviews.coupleId, couple.id))).toEqual([]);
    expect(await ctx.publicFiles.get('avatars/0123456789abcdef0123456789abcdef.webp')).toBeNull();
    expect(await ctx.publicFiles.get('reviews/fedcba9876543210fedcba9876543210.jpg')).toBeNull();
    // The vendor still reads the message, from "A former member".
    expect((await database.db.select().from(chatMessages).where(eq(chatMessages.senderId, couple.id))).map((message) => message.text)).toEqual(['Do you have a date in June?']);
    const [conversation] = await listConversations(as(vendor), { userId: vendor.id });
    expect(conversation.partner.nickname).toBe('A former member');
    expect(await auditedActions(couple.id)).toEqual(['user.deletion_request', 'user.erase']);
    // Erased: no sign-in, no cancelling, no second run.
    await expectRefusal(cancelAccountDeletion(as(null), { email: couple.email, password: couple.password }), 'UNAUTHENTICATED');
    expect(await eraseDueAccounts(as(null))).toEqual({ erased: 0 });
  });

  it('erases a vendor’s business profile, documents and drafts, makes claimed listings unclaimed again, and keeps tax invoices and the audit log', async () => {
    now = new Date('2027-06-01T00:00:00Z');
    const vendor = await createVendor(database.db);
    await createBusiness(database.db, vendor, { businessName: 'Lane Photo Booths' });
    const own = await createService(database.db, { owner: vendor, category: 'photo_booth' });
    const draft = await createService(database.db, { owner: vendor, category: 'photo_booth' });
    await database.db.update(services).set({ listingState: 'draft' }).where(eq(services.id, draft));
    const claimed = await createService(database.db, { owner: vendor, category: 'venue' });
    await database.db.insert(serviceClaims).values({ serviceId: claimed, vendorId: vendor.id, status: 'approved', decidedBy: admin.id, decidedAt: now });
    const ctx = as(vendor);
    await ctx.privateFiles.put('documents/licence.pdf', new TextEncoder().encode('%PDF'), 'application/pdf');
    await database.db.insert(vendorDocuments).values({ vendorId: vendor.id, storageKey: 'documents/licence.pdf', fileName: 'licence.pdf', contentType: 'application/pdf', size: 4 });
    const plans = await plansOf(database.db, 'photo_booth');
    // Paid by bank transfer (the built-in payments): a tax invoice the erasure must keep.
    const { invoice } = await subscribe(testContext(database.db, vendor, { clock, ...files }), { categoryId: plans.categoryId, planId: plans.basic.id });
    await markInvoicePaid(as(admin), { id: invoice!.id });
    await deleteMyAccount(ctx, { password: vendor.password, confirm: 'DELETE' });

    now = new Date('2027-06-16T00:00:00Z');
    expect(await eraseDueAccounts(as(admin))).toEqual({ erased: 1 });
    expect(await database.db.select().from(vendorProfiles).where(eq(vendorProfiles.userId, vendor.id))).toEqual([]);
    expect(await database.db.select().from(vendorDocuments).where(eq(vendorDocuments.vendorId, vendor.id))).toEqual([]);
    expect(await ctx.privateFiles.get('documents/licence.pdf')).toBeNull();
    const listings = await database.db.select({ id: services.id, userId: services.userId, status: services.status, listingState: services.listingState }).from(services);
    expect(listings.find((row) => row.id === draft)).toBeUndefined();
    expect(listings.find((row) => row.id === claimed)).toEqual({ id: claimed, userId: null, status: 'unclaimed', listingState: 'unpublished' });
    expect(listings.find((row) => row.id === own)).toEqual({ id: own, userId: vendor.id, status: null, listingState: 'unpublished' });
    const [kept] = await database.db.select().from(billingInvoices).where(eq(billingInvoices.id, invoice!.id));
    expect(kept).toMatchObject({ status: 'paid', buyerName: 'Lane Photo Booths', buyerNumber: '53004085616' });
    expect(await auditedActions(vendor.id)).toEqual(['user.deletion_request', 'user.erase']);
  });
});
