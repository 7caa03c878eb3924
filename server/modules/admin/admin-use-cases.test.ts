import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { auditLog } from '../../../db/schema/audit';
import { vendorDocuments, vendorProfiles } from '../../../db/schema/vendors';
import { contactMessages } from '../../../db/schema/contact';
import { errorReports } from '../../../db/schema/platform';
import { createService as createListing } from '../../../tests/factories/services';
import { createAdmin, createCouple, createVendor, type TestPerson } from '../../../tests/factories/users';
import { expectInvalid, expectRefusal } from '../../../tests/setup/assertions';
import { testContext } from '../../../tests/setup/context';
import { createTestDatabase } from '../../../tests/setup/database';
import { waitForMail } from '../../../tests/setup/outbox';
import { findUserRecord, listUsers, sendPasswordResetLink, setEmailVerified } from '../accounts';
import { getSettings, listSettings, updateSetting } from '../platform';
import { createService, hideListing, listAllListings, listCategories, setListingVerified, unhideListing } from '../catalog';
import { listOpenClaims, listVerificationQueue, verifyVendor } from '../vendors';
import { listContactMessages, markMessageHandled } from '../contact';
import { findEditablePage, findEditablePost, listEditablePages, listEditablePosts, previewMarkdown, uploadContentImage } from '../content';
import { listSubscribers } from '../mailing-list';
import { listSpamSenders, markConversationSpam, startConversation } from '../messaging';
import { listErrorReports, pruneErrorReports, resolveErrorReport, saveErrorFeedback } from '../platform';
import { deleteUser, findAdminDashboard, listAuditEvents, listOutboxMessages, readOutbox } from '.';

let database: DatabaseHandle;
let admin: TestPerson;
let couple: TestPerson;
let vendor: TestPerson;

beforeAll(async () => {
  database = await createTestDatabase();
  admin = await createAdmin(database.db, { firstName: 'Ada', email: `ada-${Date.now()}@example.com` });
  couple = await createCouple(database.db, { firstName: 'Ruby', lastName: 'Hart' });
  vendor = await createVendor(database.db, { firstName: 'Vera' });
});
afterAll(() => database.close());

describe('the admin area’s reads', () => {
  it('refuse a visitor, a couple and a vendor before any query', async () => {
    const reads = [
      (ctx: ReturnType<typeof testContext>) => listUsers(ctx, {}),
      (ctx: ReturnType<typeof testContext>) => findUserRecord(ctx, { id: couple.id }),
      (ctx: ReturnType<typeof testContext>) => listAuditEvents(ctx, {}),
      (ctx: ReturnType<typeof testContext>) => findAdminDashboard(ctx),
      (ctx: ReturnType<typeof testContext>) => listVerificationQueue(ctx, {}),
      (ctx: ReturnType<typeof testContext>) => listOpenClaims(ctx),
      async (ctx: ReturnType<typeof testContext>) => listSettings(ctx),
      (ctx: ReturnType<typeof testContext>) => sendPasswordResetLink(ctx, { id: couple.id }),
      (ctx: ReturnType<typeof testContext>) => setEmailVerified(ctx, { id: couple.id, verified: false }),
      (ctx: ReturnType<typeof testContext>) => updateSetting(ctx, { key: 'app.name', value: 'Mine' }),
      (ctx: ReturnType<typeof testContext>) => listContactMessages(ctx, {}),
      (ctx: ReturnType<typeof testContext>) => markMessageHandled(ctx, { id: 1 }),
      (ctx: ReturnType<typeof testContext>) => listSubscribers(ctx, {}),
      (ctx: ReturnType<typeof testContext>) => listSpamSenders(ctx),
      (ctx: ReturnType<typeof testContext>) => listErrorReports(ctx, {}),
      (ctx: ReturnType<typeof testContext>) => resolveErrorReport(ctx, { id: 'abcdefabcdef' }),
      (ctx: ReturnType<typeof testContext>) => listOutboxMessages(ctx, {}),
      (ctx: ReturnType<typeof testContext>) => readOutbox(ctx, { file: 'x.eml' }),
      (ctx: ReturnType<typeof testContext>) => listEditablePosts(ctx, {}),
      (ctx: ReturnType<typeof testContext>) => listEditablePages(ctx),
      (ctx: ReturnType<typeof testContext>) => findEditablePost(ctx, { id: 1 }),
      (ctx: ReturnType<typeof testContext>) => findEditablePage(ctx, { slug: 'terms' }),
      (ctx: ReturnType<typeof testContext>) => previewMarkdown(ctx, { contentMarkdown: '# Hi' }),
      (ctx: ReturnType<typeof testContext>) => uploadContentImage(ctx, { image: new Blob(['x']) }),
    ];
    for (const read of reads) {
      await expectRefusal(read(testContext(database.db, null)), 'UNAUTHENTICATED');
      await expectRefusal(read(testContext(database.db, couple)), 'FORBIDDEN');
      await expectRefusal(read(testContext(database.db, vendor)), 'FORBIDDEN');
    }
  });

  it('listUsers searches by name or e-mail, filters by role, sorts and pages; bad parameters are refused', async () => {
    const ctx = testContext(database.db, admin);
    expect((await listUsers(ctx, { q: 'ruby hart' })).rows.map((row) => row.id)).toEqual([couple.id]);
    expect((await listUsers(ctx, { q: couple.email.toUpperCase() })).rows.map((row) => row.id)).toEqual([couple.id]);
    expect((await listUsers(ctx, { role: 'vendor' })).rows.map((row) => row.id)).toEqual([vendor.id]);
    expect((await listUsers(ctx, { q: '%' })).rows).toEqual([]);
    const sorted = await listUsers(ctx, { sort: 'name', dir: 'asc' });
    expect(sorted.rows.map((row) => row.firstName)).toEqual(['Ada', 'Ruby', 'Vera']);
    expect(sorted).toMatchObject({ total: 3, page: 1, pageCount: 1 });
    await expectInvalid(listUsers(ctx, { sort: 'password_hash' }), ['sort']);
    await expectInvalid(listUsers(ctx, { role: 'owner', page: '0' }), ['role', 'page']);
  });

  it('setEmailVerified and sendPasswordResetLink act on the account and are audited; the reset link is the ordinary one', async () => {
    const ctx = testContext(database.db, admin);
    expect(await setEmailVerified(ctx, { id: couple.id, verified: false })).toEqual({ id: couple.id, emailVerified: false });
    expect((await findUserRecord(ctx, { id: couple.id })).emailVerified).toBe(false);
    await sendPasswordResetLink(ctx, { id: couple.id });
    expect((await waitForMail(ctx.outboxDir, couple.email)).text).toMatch(/\/password\/reset\/[A-Za-z0-9_-]{43}\?email=/);
    const log = await listAuditEvents(ctx, { filter: { entityId: String(couple.id) } });
    expect(log.entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['user.password_reset_link', null, { sentTo: couple.email }],
      ['user.email_verified', { emailVerified: true }, { emailVerified: false }],
    ]);
    await expectRefusal(findUserRecord(ctx, { id: 999_999 }), 'NOT_FOUND');
  });
});

describe('the vendors queue', () => {
  it('shows a waiting business with its documents and number check; a rejection needs a reason, and both decisions are e-mailed', async () => {
    const ctx = testContext(database.db, admin);
    await database.db.insert(vendorProfiles).values({ userId: vendor.id, businessName: 'Vera Blooms', jobTitle: 'Owner', phone: '+61412345678', businessCountry: 'au', businessNumber: '53004085616' });
    await database.db.insert(vendorDocuments).values({ vendorId: vendor.id, storageKey: `vendor-documents/admin-${vendor.id}.pdf`, fileName: 'abn.pdf', contentType: 'application/pdf', size: 2048 });
    const [waiting] = await listVerificationQueue(ctx, {});
    expect(waiting).toMatchObject({ businessName: 'Vera Blooms', businessNumber: '53 004 085 616', numberCheck: 'ABN check digits are valid', registerUrl: 'https://abr.business.gov.au/ABN/View?abn=53004085616', documents: [{ fileName: 'abn.pdf', size: 2048 }] });
    expect((await findAdminDashboard(ctx)).waiting.vendorsToVerify).toBe(1);

    await expectInvalid(verifyVendor(ctx, { userId: vendor.id, verified: false }), ['note']);
    await verifyVendor(ctx, { userId: vendor.id, verified: false, note: 'The document is unreadable.' });
    const rejected = await waitForMail(ctx.outboxDir, vendor.email);
    expect(rejected.subject).toBe('Your business was not verified on Ever After');
    expect(rejected.text).toContain('The document is unreadable.');
    await verifyVendor(ctx, { userId: vendor.id, verified: true });
    expect(await listVerificationQueue(ctx, {})).toEqual([]);
    expect((await listVerificationQueue(ctx, { state: 'verified' })).map((row) => row.userId)).toEqual([vendor.id]);
  });
});

describe('settings', () => {
  it('updateSetting checks the value against the setting’s type, is audited, and is read at once; an environment override is read-only', async () => {
    const ctx = testContext(database.db, admin);
    await expectInvalid(updateSetting(ctx, { key: 'app.password', value: 'x' }), ['key']);
    await expectInvalid(updateSetting(ctx, { key: 'app.header_categories', value: '12' }), ['value']);
    await expectInvalid(updateSetting(ctx, { key: 'app.contact_email', value: 'not an address' }), ['value']);
    expect(await updateSetting(ctx, { key: 'app.header_categories', value: '6' })).toEqual({ key: 'app.header_categories', value: 6 });
    expect(await updateSetting(ctx, { key: 'app.maintenance', value: 'on' })).toEqual({ key: 'app.maintenance', value: true });
    expect(await updateSetting(ctx, { key: 'app.maintenance', value: false })).toEqual({ key: 'app.maintenance', value: false });
    expect((await getSettings(database.db))['app.header_categories']).toBe(6);
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.entityId, 'app.header_categories'));
    expect(entry).toMatchObject({ action: 'setting.update', actorId: admin.id, before: { value: 4 }, after: { value: 6 } });

    process.env.APP_NAME = 'Set Elsewhere';
    try {
      await expectRefusal(updateSetting(ctx, { key: 'app.name', value: 'Mine' }), 'CONFLICT');
      expect(listSettings(ctx).find((row) => row.key === 'app.name')).toMatchObject({ envName: 'APP_NAME', overridden: true });
    } finally {
      delete process.env.APP_NAME;
    }
  });
});

describe('listings', () => {
  it('are listed in any state, hidden and shown with a reason, marked verified, and created unclaimed, by administrators only', async () => {
    const ctx = testContext(database.db, admin);
    const listing = await createListing(database.db, { owner: vendor, name: 'Hillside Hall' });
    for (const [who, code] of [[null, 'UNAUTHENTICATED'], [couple, 'FORBIDDEN'], [vendor, 'FORBIDDEN']] as const) {
      const as = testContext(database.db, who);
      await expectRefusal(listAllListings(as, {}), code);
      await expectRefusal(hideListing(as, { serviceId: listing, reason: 'x' }), code);
      await expectRefusal(unhideListing(as, { serviceId: listing }), code);
      await expectRefusal(setListingVerified(as, { serviceId: listing, verified: true }), code);
    }
    expect((await listAllListings(ctx, { q: 'hillside', owner: String(vendor.id) })).rows).toMatchObject([{ id: listing, listingState: 'published', holds: [] }]);
    await expectInvalid(hideListing(ctx, { serviceId: listing, reason: ' ' }), ['reason']);
    await hideListing(ctx, { serviceId: listing, reason: 'Misleading photos' });
    expect((await listAllListings(ctx, { status: 'hidden' })).rows).toMatchObject([{ id: listing, holds: [{ kind: 'administrator', reason: 'Misleading photos' }] }]);
    expect((await listAllListings(ctx, { status: 'published', q: 'hillside' })).rows).toEqual([]);
    await unhideListing(ctx, { serviceId: listing });
    await setListingVerified(ctx, { serviceId: listing, verified: 'true' });
    expect((await listAllListings(ctx, { q: 'hillside' })).rows[0]).toMatchObject({ holds: [], verified: true });
    const actions = (await listAuditEvents(ctx, { filter: { entityType: 'service', entityId: String(listing) } })).entries.map((entry) => entry.action);
    expect(actions).toEqual(['service.verified', 'service.unhide', 'service.hide']);

    const [category] = await listCategories(ctx);
    const { id } = await createService(ctx, { categoryId: category.id, name: 'Unclaimed Barn' });
    expect((await listAllListings(ctx, { status: 'unclaimed', q: 'barn' })).rows).toMatchObject([{ id, ownerId: null, unclaimed: true, listingState: 'draft' }]);
    await expectInvalid(listAllListings(ctx, { status: 'gone', owner: 'me' }), ['status', 'owner']);
  });
});

describe('deleteUser', () => {
  it('deletes an account on request once its address is typed again; a vendor’s listings stay unclaimed; the audit log keeps the address', async () => {
    const ctx = testContext(database.db, admin);
    const leaving = await createVendor(database.db, { firstName: 'Leah' });
    const listing = await createListing(database.db, { owner: leaving, name: 'Leah’s Loft' });
    await expectRefusal(deleteUser(testContext(database.db, couple), { id: leaving.id, confirmEmail: leaving.email }), 'FORBIDDEN');
    await expectRefusal(deleteUser(ctx, { id: admin.id, confirmEmail: admin.email }), 'CONFLICT');
    await expectInvalid(deleteUser(ctx, { id: leaving.id, confirmEmail: 'someone@example.com' }), ['confirmEmail']);
    expect(await deleteUser(ctx, { id: leaving.id, confirmEmail: leaving.email.toUpperCase() })).toEqual({ id: leaving.id, listingsUnclaimed: 1 });
    await expectRefusal(findUserRecord(ctx, { id: leaving.id }), 'NOT_FOUND');
    expect((await listAllListings(ctx, { q: 'loft' })).rows).toMatchObject([{ id: listing, ownerId: null, unclaimed: true, verified: false }]);
    const [entry] = (await listAuditEvents(ctx, { filter: { action: 'user.delete', entityId: String(leaving.id) } })).entries;
    expect(entry).toMatchObject({ before: { email: leaving.email, roles: ['vendor'] }, after: null });
  });
});

describe('the messages and errors sections', () => {
  it('file contact messages, count spam marks per sender without words, and resolve and prune error reports', async () => {
    const ctx = testContext(database.db, admin);
    const sender = await createCouple(database.db, { firstName: 'Sol' });
    const spamVendor = await createVendor(database.db, { firstName: 'Ivy' });
    const listing = await createListing(database.db, { owner: spamVendor });
    const { conversationId } = await startConversation(testContext(database.db, sender), { serviceId: listing, message: 'Cheap watches, click here' });
    await markConversationSpam(testContext(database.db, spamVendor), { conversationId, spam: true });
    const [spam] = await listSpamSenders(ctx);
    expect(spam).toMatchObject({ userId: sender.id, email: sender.email, conversations: 1, vendors: 1 });
    expect(JSON.stringify(spam)).not.toContain('watches');

    await database.db.insert(contactMessages).values({ content: 'Hello', category: 'all_other', userName: 'Ann', userEmail: 'ann@example.com', userRole: 'other' });
    const [message] = (await listContactMessages(ctx, {})).rows;
    await markMessageHandled(ctx, { id: message.id, handled: 'true' });
    expect((await listContactMessages(ctx, {})).rows).toEqual([]);
    expect((await listContactMessages(ctx, { state: 'handled' })).rows.map((row) => row.id)).toEqual([message.id]);
    await expectRefusal(markMessageHandled(ctx, { id: 999_999 }), 'NOT_FOUND');

    const { errorId } = await saveErrorFeedback(testContext(database.db), { path: '/search', message: 'Map failed', comments: 'The map stayed grey.' });
    expect((await listErrorReports(ctx, {})).rows).toMatchObject([{ id: errorId, path: '/search', feedback: [{ comments: 'The map stayed grey.' }] }]);
    await resolveErrorReport(ctx, { id: errorId });
    expect((await listErrorReports(ctx, { state: 'resolved' })).rows.map((row) => row.id)).toEqual([errorId]);
    await database.db.insert(errorReports).values({ id: 'aaaaaaaaaaaa', source: 'server', path: '/old', message: 'Old', occurredAt: new Date(Date.now() - 91 * 86_400_000) });
    expect(await pruneErrorReports(ctx)).toBe(1);
    expect((await listErrorReports(ctx, { state: 'resolved' })).total).toBe(1);
  });
});
