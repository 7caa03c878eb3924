import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { userRoles, users } from '../../../db/schema/accounts';
import { auditLog } from '../../../db/schema/audit';
import { serviceSearch } from '../../../db/schema/search';
import { services } from '../../../db/schema/services';
import { serviceClaims, vendorDocuments, vendorProfiles } from '../../../db/schema/vendors';
import { wishlistServices, wishlists } from '../../../db/schema/engagement';
import { createService } from '../../../tests/factories/services';
import { createAdmin, createCouple, createVendor, type TestPerson } from '../../../tests/factories/users';
import { expectInvalid, expectRefusal } from '../../../tests/setup/assertions';
import { solveBotChallenge } from '../../../tests/setup/bot-check';
import { testContext } from '../../../tests/setup/context';
import { createTestDatabase } from '../../../tests/setup/database';
import { waitForMail } from '../../../tests/setup/outbox';
import { createBotChallenge } from '../bot-check';
import { addWishlistService } from '../engagement';
import { sendMessage, startConversation } from '../messaging';
import { loadViewer } from '../accounts/viewer';
import {
  addVendorDocuments,
  approveServiceClaim,
  claimService,
  findVendorDashboard,
  findVendorProfile,
  importServiceViews,
  readVendorDocument,
  recordServiceView,
  registerVendor,
  rejectServiceClaim,
  removeVendorDocument,
  updateVendorProfile,
  verifyVendor,
  listClaims,
} from '.';
import { flushServiceViews } from './flush-service-views';

let database: DatabaseHandle;
let admin: TestPerson;
let couple: TestPerson;
const pdf = () => new File([`%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n`], 'abn-registration.pdf', { type: 'application/pdf' });
const browser = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

beforeAll(async () => {
  database = await createTestDatabase();
  admin = await createAdmin(database.db);
  couple = await createCouple(database.db);
});
afterAll(() => database.close());

async function solved(): Promise<string> {
  return solveBotChallenge(await createBotChallenge(testContext(database.db), {}));
}

const vendorFields = (email: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Mara',
  lastName: 'Quill',
  email,
  password: 'golden hour vows',
  passwordConfirmation: 'golden hour vows',
  businessName: 'Quill & Co Photography',
  jobTitle: 'Owner',
  businessCountry: 'AU',
  businessNumber: '53 004 085 616',
  phoneCountry: 'AU',
  phone: '0412 345 678',
  website: 'quillphoto.com.au',
  ...extra,
});

const asViewer = async (id: number) => (await loadViewer(database.db, id))!;

describe('registerVendor', () => {
  it("refuses a form without its fields with spec §5's messages, and a wrong ABN or NZBN by its check digits", async () => {
    const ctx = testContext(database.db);
    const empty = await expectInvalid(registerVendor(ctx, {}), ['firstName', 'lastName', 'email', 'password', 'passwordConfirmation', 'businessName', 'jobTitle', 'businessCountry', 'businessNumber', 'phone']);
    expect(empty.lastName).toEqual(['Last name is required']);
    expect(empty.businessName).toEqual(['Business name is required']);
    expect(empty.jobTitle).toEqual(['Job title is required']);
    expect(empty.phone).toEqual(['Phone is required']);
    // A form posts every field, empty: still one pass that names every missing one (issue 30).
    const blankForm = Object.fromEntries(['firstName', 'lastName', 'email', 'password', 'passwordConfirmation', 'businessName', 'jobTitle', 'businessCountry', 'businessNumber', 'phone'].map((name) => [name, '']));
    const blank = await expectInvalid(registerVendor(ctx, blankForm), ['firstName', 'lastName', 'email', 'password', 'passwordConfirmation', 'businessName', 'jobTitle', 'businessCountry', 'businessNumber', 'phone']);
    expect(blank).toMatchObject({ phone: ['Phone is required'], businessNumber: ['Business number is required'], businessCountry: ['Business country is required'], password: ['Password is required'] });
    const wrongAbn = await expectInvalid(registerVendor(ctx, vendorFields('wrong@example.com', { businessNumber: '53 004 085 617' })), ['businessNumber']);
    expect(wrongAbn.businessNumber[0]).toMatch(/ABN/);
    await expectInvalid(registerVendor(ctx, vendorFields('wrong@example.com', { businessCountry: 'nz', businessNumber: '9429041535067' })), ['businessNumber']);
    await expectInvalid(registerVendor(ctx, vendorFields('wrong@example.com', { phone: '12' })), ['phone']);
    // Nothing was written.
    expect(await database.db.select().from(users).where(eq(users.email, 'wrong@example.com'))).toEqual([]);
  });

  it('creates a vendor who is not signed in, with the business checked and stored clean, private documents and the activation e-mail', async () => {
    const ctx = testContext(database.db);
    const id = await registerVendor(ctx, { ...vendorFields('mara@example.com'), privateFiles: [pdf()], newsletterNotify: 'on', altcha: await solved() });
    const [profile] = await database.db.select().from(vendorProfiles).where(eq(vendorProfiles.userId, id));
    expect(profile).toMatchObject({ businessNumber: '53004085616', phone: '+61412345678', website: 'https://quillphoto.com.au', businessCountry: 'au', verifiedAt: null });
    expect((await database.db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, id))).map((row) => row.role)).toEqual(['vendor']);
    const [account] = await database.db.select({ nickname: users.nickname, newsletter: users.newsletterNotify }).from(users).where(eq(users.id, id));
    expect(account).toEqual({ nickname: 'Quill & Co Photography', newsletter: true });
    expect(ctx.sessionCookie).toMatchObject({ writes: [] });
    const mail = await waitForMail(ctx.outboxDir, 'mara@example.com');
    expect(mail.text).toMatch(/\/email-activation\/[A-Za-z0-9_-]{43}/);
    const [document] = await database.db.select().from(vendorDocuments).where(eq(vendorDocuments.vendorId, id));
    expect(document).toMatchObject({ fileName: 'abn-registration.pdf', contentType: 'application/pdf' });
    expect(document.storageKey).toMatch(/^vendor-documents\/[0-9a-f]{32}\.pdf$/);
  });

  it('refuses a file that is not a PDF, JPEG or PNG by its content, whatever its name, and stores nothing', async () => {
    const ctx = testContext(database.db);
    const html = new File(['<html><script>alert(1)</script></html>'], 'licence.pdf', { type: 'application/pdf' });
    const refused = await expectInvalid(registerVendor(ctx, { ...vendorFields('html@example.com'), privateFiles: [html], altcha: await solved() }), ['privateFiles']);
    expect(refused.privateFiles).toEqual(['Documents must be PDF, JPEG or PNG files.']);
    expect(await database.db.select().from(users).where(eq(users.email, 'html@example.com'))).toEqual([]);
  });

  it('claims an unclaimed listing from the claim link, and refuses one a vendor owns', async () => {
    const owner = await createVendor(database.db);
    const [unclaimed, owned] = [await createService(database.db), await createService(database.db, { owner })];
    const ctx = testContext(database.db);
    await expectInvalid(registerVendor(ctx, { ...vendorFields('late@example.com'), serviceId: owned, altcha: await solved() }), ['serviceId']);
    const id = await registerVendor(ctx, { ...vendorFields('claimer@example.com'), serviceId: String(unclaimed), privateFiles: [pdf()], altcha: await solved() });
    const [claim] = await database.db.select().from(serviceClaims).where(eq(serviceClaims.vendorId, id));
    expect(claim).toMatchObject({ serviceId: unclaimed, status: 'open' });
    const [document] = await database.db.select().from(vendorDocuments).where(eq(vendorDocuments.vendorId, id));
    expect(document.claimId).toBe(claim.id);
    const [record] = await database.db.select().from(auditLog).where(eq(auditLog.entityId, String(claim.id)));
    expect(record).toMatchObject({ action: 'service_claim.open', entityType: 'service_claim', actorId: null });
  });
});

describe('documents', () => {
  it('are read by their vendor and administrators only; another vendor and a couple learn nothing', async () => {
    const vendor = await createVendor(database.db);
    const other = await createVendor(database.db);
    await database.db.insert(vendorProfiles).values({ userId: vendor.id, businessName: 'A', jobTitle: 'B', phone: '+61412345678', businessCountry: 'au', businessNumber: '53004085616' });
    const png = new File([await sharp({ create: { width: 400, height: 300, channels: 3, background: '#eee' } }).png().toBuffer()], 'licence.png');
    // One private storage for every request of this test, as one server has.
    const { privateFiles } = testContext(database.db);
    const as = (viewer: TestPerson | null) => testContext(database.db, viewer, { privateFiles });
    const profile = await addVendorDocuments(as(vendor), { userId: vendor.id, files: [png] });
    const [document] = profile.documents;
    expect(document).toMatchObject({ fileName: 'licence.png', contentType: 'image/png' });
    const own = await readVendorDocument(as(vendor), { id: document.id });
    expect(own.contentType).toBe('image/png');
    expect((await readVendorDocument(as(admin), { id: document.id })).bytes).toEqual(own.bytes);
    await expectRefusal(readVendorDocument(as(other), { id: document.id }), 'NOT_FOUND');
    await expectRefusal(readVendorDocument(as(couple), { id: document.id }), 'NOT_FOUND');
    await expectRefusal(readVendorDocument(as(null), { id: document.id }), 'UNAUTHENTICATED');
    await expectRefusal(addVendorDocuments(as(other), { userId: vendor.id, files: [pdf()] }), 'FORBIDDEN');
    await expectRefusal(removeVendorDocument(as(other), { id: document.id }), 'NOT_FOUND');
    const after = await removeVendorDocument(as(vendor), { id: document.id });
    expect(after.documents).toEqual([]);
  });
});

describe('claims', () => {
  it('are for vendors with evidence, one open claim per listing and vendor', async () => {
    const vendor = await createVendor(database.db);
    const listing = await createService(database.db);
    await expectRefusal(claimService(testContext(database.db, couple), { serviceId: listing, files: [pdf()] }), 'FORBIDDEN');
    await expectRefusal(claimService(testContext(database.db), { serviceId: listing, files: [pdf()] }), 'UNAUTHENTICATED');
    await expectInvalid(claimService(testContext(database.db, vendor), { serviceId: listing, note: 'Mine' }), ['files']);
    const id = await claimService(testContext(database.db, vendor), { serviceId: listing, note: 'We run this venue', files: [pdf()] });
    expect(id).toBeGreaterThan(0);
    await expectRefusal(claimService(testContext(database.db, vendor), { serviceId: listing, files: [pdf()] }), 'CONFLICT');
  });

  it('accept a business e-mail only at the listing’s website domain', async () => {
    const vendor = await createVendor(database.db);
    const listing = await createService(database.db);
    await database.db.update(services).set({ website: 'https://www.lakehouse.com.au/' }).where(eq(services.id, listing));
    await expectInvalid(claimService(testContext(database.db, vendor), { serviceId: listing, evidenceEmail: 'me@gmail.com' }), ['evidenceEmail']);
    expect(await claimService(testContext(database.db, vendor), { serviceId: listing, evidenceEmail: 'events@lakehouse.com.au' })).toBeGreaterThan(0);
  });

  it('are decided by administrators only: approval gives the listing to the vendor, rejects the other claims, and is audited and e-mailed', async () => {
    const first = await createVendor(database.db);
    const second = await createVendor(database.db);
    const listing = await createService(database.db);
    const firstClaim = await claimService(testContext(database.db, first), { serviceId: listing, files: [pdf()] });
    const secondClaim = await claimService(testContext(database.db, second), { serviceId: listing, files: [pdf()] });
    for (const stranger of [couple, first]) {
      await expectRefusal(approveServiceClaim(testContext(database.db, stranger), { id: firstClaim }), 'FORBIDDEN');
      await expectRefusal(rejectServiceClaim(testContext(database.db, stranger), { id: firstClaim, reason: 'no' }), 'FORBIDDEN');
    }
    const ctx = testContext(database.db, admin);
    await approveServiceClaim(ctx, { id: String(firstClaim) });
    const [service] = await database.db.select({ userId: services.userId, status: services.status }).from(services).where(eq(services.id, listing));
    expect(service).toEqual({ userId: first.id, status: null });
    const claims = await database.db.select({ id: serviceClaims.id, status: serviceClaims.status, reason: serviceClaims.reason }).from(serviceClaims).where(eq(serviceClaims.serviceId, listing));
    expect(claims.find((claim) => claim.id === secondClaim)).toMatchObject({ status: 'rejected', reason: expect.stringMatching(/Another vendor/) });
    const records = await database.db.select().from(auditLog).where(eq(auditLog.entityType, 'service_claim'));
    expect(records.filter((record) => record.actorId === admin.id).map((record) => [record.action, Number(record.entityId)])).toEqual(
      expect.arrayContaining([
        ['service_claim.approve', firstClaim],
        ['service_claim.reject', secondClaim],
      ]),
    );
    expect((await waitForMail(ctx.outboxDir, first.email)).subject).toMatch(/was approved/);
    expect((await waitForMail(ctx.outboxDir, second.email)).subject).toMatch(/was not approved/);
    await expectRefusal(approveServiceClaim(ctx, { id: firstClaim }), 'CONFLICT');
    // The listing is owned now: nobody can claim it.
    await expectInvalid(claimService(testContext(database.db, second), { serviceId: listing, files: [pdf()] }), ['serviceId']);
  });

  it('rejected with a reason: the vendor is e-mailed it', async () => {
    const vendor = await createVendor(database.db);
    const claim = await claimService(testContext(database.db, vendor), { serviceId: await createService(database.db), files: [pdf()] });
    const ctx = testContext(database.db, admin);
    await expectInvalid(rejectServiceClaim(ctx, { id: claim, reason: ' ' }), ['reason']);
    await rejectServiceClaim(ctx, { id: claim, reason: 'The document names another business.' });
    expect((await waitForMail(ctx.outboxDir, vendor.email)).text).toContain('The document names another business.');
  });

  it('are listed for administrators only: the open ones as a queue, the decided ones by state, searched, sorted and paged', async () => {
    for (const [who, code] of [[null, 'UNAUTHENTICATED'], [couple, 'FORBIDDEN'], [await createVendor(database.db), 'FORBIDDEN']] as const) {
      await expectRefusal(listClaims(testContext(database.db, who), {}), code);
    }
    const ctx = testContext(database.db, admin);
    const vendor = await createVendor(database.db, { firstName: 'Quentin' });
    const [orchard, mill] = [await createService(database.db, { name: 'Quince Orchard' }), await createService(database.db, { name: 'Quince Mill' })];
    const first = await claimService(testContext(database.db, vendor), { serviceId: orchard, note: 'Ours since 2019', files: [pdf()] });
    const second = await claimService(testContext(database.db, vendor), { serviceId: mill, files: [pdf()] });
    const ids = async (input: Record<string, string>) => (await listClaims(ctx, input)).rows.map((row) => row.id);
    expect(await ids({ q: 'quince' })).toEqual([first, second]);
    expect(await ids({ q: 'quince', dir: 'desc' })).toEqual([second, first]);
    expect(await ids({ q: 'QUENTIN' })).toEqual([first, second]);
    expect(await ids({ q: vendor.email })).toEqual([first, second]);
    expect(await ids({ q: 'orchard' })).toEqual([first]);
    const [open] = (await listClaims(ctx, { q: 'orchard' })).rows;
    expect(open).toMatchObject({ status: 'open', listing: { id: orchard, name: 'Quince Orchard' }, vendor: { id: vendor.id, email: vendor.email }, note: 'Ours since 2019', documents: [{ fileName: 'abn-registration.pdf' }], reason: null, decidedAt: null });

    await rejectServiceClaim(ctx, { id: second, reason: 'Not this mill.' });
    expect(await ids({ q: 'quince' })).toEqual([first]);
    expect((await listClaims(ctx, { state: 'rejected', q: 'quince', sort: 'decided', dir: 'desc' })).rows).toMatchObject([{ id: second, status: 'rejected', reason: 'Not this mill.', decidedAt: expect.any(Date) }]);
    await approveServiceClaim(ctx, { id: first });
    expect(await ids({ state: 'approved', q: 'quince' })).toEqual([first]);
    expect(await ids({ q: 'quince', page: '2' })).toEqual([]);
    await expectInvalid(listClaims(ctx, { state: 'lost', sort: 'vendor', page: '0' }), ['state', 'sort', 'page']);
  });
});

describe('the audit log', () => {
  it('cannot be changed or emptied, by anyone', async () => {
    await expect(database.db.execute(sql`update audit_log set reason = 'edited'`)).rejects.toThrow();
    await expect(database.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(database.db.execute(sql`truncate audit_log`)).rejects.toThrow();
  });
});

describe('verifyVendor', () => {
  it('is for administrators, needs documents someone looked at, and puts the badge on every listing of the vendor', async () => {
    const vendor = await createVendor(database.db);
    await database.db.insert(vendorProfiles).values({ userId: vendor.id, businessName: 'Verified Co', jobTitle: 'Owner', phone: '+61412345678', businessCountry: 'au', businessNumber: '53004085616' });
    const listing = await createService(database.db, { owner: vendor });
    for (const [who, code] of [[null, 'UNAUTHENTICATED'], [couple, 'FORBIDDEN'], [vendor, 'FORBIDDEN']] as const) {
      await expectRefusal(verifyVendor(testContext(database.db, who), { userId: vendor.id, verified: true }), code);
      await expectRefusal(verifyVendor(testContext(database.db, who), { userId: vendor.id, verified: false, note: 'No' }), code);
    }
    await expectRefusal(verifyVendor(testContext(database.db, admin), { userId: vendor.id, verified: true }), 'CONFLICT');
    await database.db.insert(vendorDocuments).values({ vendorId: vendor.id, storageKey: `vendor-documents/test-${vendor.id}.pdf`, fileName: 'abn.pdf', contentType: 'application/pdf', size: 10 });
    await verifyVendor(testContext(database.db, admin), { userId: vendor.id, verified: true, note: 'ABN Lookup: active; licence matches' });
    const [search] = await database.db.select({ verified: serviceSearch.isVendorVerified }).from(serviceSearch).where(eq(serviceSearch.serviceId, listing));
    expect(search.verified).toBe(true);
    const [record] = await database.db.select().from(auditLog).where(eq(auditLog.action, 'vendor.verify'));
    expect(record).toMatchObject({ actorId: admin.id, entityId: String(vendor.id), reason: 'ABN Lookup: active; licence matches' });
    // Once verified, the number stays as it was checked.
    const profile = await findVendorProfile(testContext(database.db, await asViewer(vendor.id)), { userId: vendor.id });
    await expectRefusal(
      updateVendorProfile(testContext(database.db, await asViewer(vendor.id)), { ...profile, userId: vendor.id, businessNumber: '51 824 753 556', phoneCountry: 'AU' }),
      'CONFLICT',
    );
  });
});

describe('the business profile', () => {
  it('is the vendor’s and administrators’ own; its business name is the vendor’s name in chat and on listings', async () => {
    const vendor = await createVendor(database.db);
    const other = await createVendor(database.db);
    await database.db.insert(vendorProfiles).values({ userId: vendor.id, businessName: 'Old Name', jobTitle: 'Owner', phone: '+61412345678', businessCountry: 'au', businessNumber: '53004085616' });
    const change = { userId: vendor.id, businessName: 'Petal & Stem', jobTitle: 'Florist', businessCountry: 'nz', businessNumber: '9429041535066', phoneCountry: 'NZ', phone: '021 123 4567', website: '' };
    await expectRefusal(findVendorProfile(testContext(database.db, other), { userId: vendor.id }), 'FORBIDDEN');
    await expectRefusal(updateVendorProfile(testContext(database.db, other), change), 'FORBIDDEN');
    await expectRefusal(updateVendorProfile(testContext(database.db, couple), change), 'FORBIDDEN');
    const updated = await updateVendorProfile(testContext(database.db, vendor), change);
    expect(updated).toMatchObject({ businessName: 'Petal & Stem', phone: '+64211234567', businessCountry: 'nz', website: null });
    expect((await asViewer(vendor.id)).nickname).toBe('Petal & Stem');
  });
});

describe('vendorDashboard', () => {
  it('shows a vendor their listings with views, wishlist adds, enquiries and reply times, and nobody else', async () => {
    const vendor = await createVendor(database.db);
    const other = await createVendor(database.db);
    await database.db.insert(vendorProfiles).values({ userId: vendor.id, businessName: 'Dash Co', jobTitle: 'Owner', phone: '+61412345678', businessCountry: 'au', businessNumber: '53004085616' });
    const listing = await createService(database.db, { owner: vendor });
    const ctx = testContext(database.db);
    expect(recordServiceView(ctx, { serviceId: listing, userAgent: browser })).toBe(true);
    recordServiceView(ctx, { serviceId: listing, userAgent: browser });
    expect(recordServiceView(ctx, { serviceId: listing, userAgent: 'Googlebot/2.1 (+http://www.google.com/bot.html)' })).toBe(false);
    expect(recordServiceView(ctx, { serviceId: listing, userAgent: null })).toBe(false);
    await flushServiceViews(ctx);
    const [wishlist] = await database.db.insert(wishlists).values({ userId: couple.id }).returning();
    await database.db.insert(wishlistServices).values({ wishlistId: wishlist.id, serviceId: listing });
    const enquiry = await startConversation(testContext(database.db, couple), { serviceId: listing, message: 'Is 14 March free?' });
    await sendMessage(testContext(database.db, vendor), { conversationId: enquiry.conversationId, message: 'It is!' });

    const dashboard = await findVendorDashboard(testContext(database.db, vendor), {});
    expect(dashboard.businessName).toBe('Dash Co');
    const [row] = dashboard.listings;
    expect(row).toMatchObject({ status: 'published', views: { current: 2, previous: 0 }, wishlistAdds: { current: 1, previous: 0 }, enquiries: { current: 1, previous: 0 }, unreadConversations: 0 });
    expect(row.medianReplyHours).toBeLessThan(1);
    expect(row.dailyViews.at(-1)).toBe(2);
    await expectRefusal(findVendorDashboard(testContext(database.db, other), { vendorId: vendor.id }), 'FORBIDDEN');
    await expectRefusal(findVendorDashboard(testContext(database.db, couple), {}), 'FORBIDDEN');
    await expectRefusal(findVendorDashboard(testContext(database.db), {}), 'UNAUTHENTICATED');
    expect((await findVendorDashboard(testContext(database.db, admin), { vendorId: vendor.id })).listings).toHaveLength(1);
    // Another vendor's own dashboard shows none of it.
    expect((await findVendorDashboard(testContext(database.db, other), {})).listings).toEqual([]);
  });
});

describe('importServiceViews', () => {
  it("adds the demo seed's past daily views to a listing's counters, in work without a viewer only", async () => {
    const vendor = await createVendor(database.db);
    const listing = await createService(database.db, { owner: vendor });
    const now = Date.now();
    const daysAgo = (days: number) => new Date(now - days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const days = [{ day: daysAgo(40), views: 7 }, { day: daysAgo(3), views: 30 }, { day: daysAgo(0), views: 5 }];
    for (const viewer of [vendor, admin, couple]) await expectRefusal(importServiceViews(testContext(database.db, viewer), { serviceId: listing, days }), 'FORBIDDEN');
    await expectInvalid(importServiceViews(testContext(database.db), { serviceId: listing, days: [{ day: daysAgo(-1), views: 1 }] }), ['days']);
    await expectInvalid(importServiceViews(testContext(database.db), { serviceId: listing, days: [days[0], days[0]] }), ['days']);
    await expectRefusal(importServiceViews(testContext(database.db), { serviceId: 999_999, days }), 'NOT_FOUND');

    // A view counted today stays: the import adds to it.
    const ctx = testContext(database.db);
    recordServiceView(ctx, { serviceId: listing, userAgent: browser });
    await flushServiceViews(ctx);
    await importServiceViews(testContext(database.db), { serviceId: listing, days });
    const [row] = (await findVendorDashboard(testContext(database.db, vendor), {})).listings;
    expect(row.views).toEqual({ current: 36, previous: 7 });
    expect(row.dailyViews.slice(-4)).toEqual([30, 0, 0, 6]);
  });

  it('leaves wishlist adds and enquiries to the use cases, dated by the context’s clock (how the demo seed writes the past)', async () => {
    const vendor = await createVendor(database.db);
    const listing = await createService(database.db, { owner: vendor });
    const fortyDaysAgo = new Date(Date.now() - 40 * 24 * 60 * 60 * 1000);
    const then = (viewer: TestPerson) => testContext(database.db, viewer, { clock: { now: () => fortyDaysAgo } });
    await addWishlistService(then(couple), { id: listing });
    const { conversationId } = await startConversation(then(couple), { serviceId: listing, message: 'Do you have spring dates?' });
    await sendMessage(then(vendor), { conversationId, message: 'Two Saturdays in October.' });
    const [row] = (await findVendorDashboard(testContext(database.db, vendor), {})).listings;
    expect(row).toMatchObject({ wishlistAdds: { current: 0, previous: 1 }, enquiries: { current: 0, previous: 1 }, medianReplyHours: 0 });
  });
});
