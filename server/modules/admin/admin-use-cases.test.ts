import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { auditLog } from '../../../db/schema/audit';
import { vendorDocuments, vendorProfiles } from '../../../db/schema/vendors';
import { contactMessages } from '../../../db/schema/contact';
import { mailingListSubscribers } from '../../../db/schema/mailing-list';
import { errorReports } from '../../../db/schema/platform';
import { services } from '../../../db/schema/services';
import { createService as createListing } from '../../../tests/factories/services';
import { createAdmin, createCouple, createVendor, type TestPerson } from '../../../tests/factories/users';
import { expectInvalid, expectRefusal } from '../../../tests/setup/assertions';
import { testContext } from '../../../tests/setup/context';
import { createTestDatabase } from '../../../tests/setup/database';
import { waitForMail } from '../../../tests/setup/outbox';
import { findUserRecord, listUsers, matchUserIds, reinstateAccount, sendPasswordResetLink, setEmailVerified, suspendAccount, updateContactInfo, updateUserRoles } from '../accounts';
import { getSettings, listSettings, updateSetting, listErrorReports, resolveErrorReport, saveErrorFeedback } from '../platform';
import { pruneErrorReports } from '../platform/prune-error-reports';
import { createService, hideListing, listAllListings, listCategories, matchServiceIds, setListingVerified, unhideListing } from '../catalog';
import { addVendorDocuments, listClaims, listVerificationQueue, verifyVendor } from '../vendors';
import { listContactMessages, markMessageHandled } from '../contact';
import { findEditablePage, findEditablePost, listEditablePages, listEditablePosts, previewMarkdown, uploadContentImage } from '../content';
import { listSubscribers } from '../mailing-list';
import { listSpamSenders, markConversationSpam, startConversation } from '../messaging';
import { deleteUser, findAdminDashboard, listAuditEvents, listOutboxMessages, readOutbox, reinstateUser, suspendUser } from '.';

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
  it('refuse a visitor, a couple and a vendor before any query (and so do the writes below)', async () => {
    const reads = [
      (ctx: ReturnType<typeof testContext>) => listUsers(ctx, {}),
      (ctx: ReturnType<typeof testContext>) => findUserRecord(ctx, { id: couple.id }),
      (ctx: ReturnType<typeof testContext>) => listAuditEvents(ctx, {}),
      (ctx: ReturnType<typeof testContext>) => findAdminDashboard(ctx),
      (ctx: ReturnType<typeof testContext>) => listVerificationQueue(ctx, {}),
      (ctx: ReturnType<typeof testContext>) => listClaims(ctx, {}),
      (ctx: ReturnType<typeof testContext>) => matchUserIds(ctx, { q: 'ruby' }),
      (ctx: ReturnType<typeof testContext>) => matchServiceIds(ctx, { q: 'hall' }),
      async (ctx: ReturnType<typeof testContext>) => listSettings(ctx),
      (ctx: ReturnType<typeof testContext>) => sendPasswordResetLink(ctx, { id: couple.id }),
      (ctx: ReturnType<typeof testContext>) => setEmailVerified(ctx, { id: couple.id, verified: false }),
      (ctx: ReturnType<typeof testContext>) => updateSetting(ctx, { key: 'app.name', value: 'Mine' }),
      (ctx: ReturnType<typeof testContext>) => listContactMessages(ctx, {}),
      (ctx: ReturnType<typeof testContext>) => markMessageHandled(ctx, { id: 1 }),
      (ctx: ReturnType<typeof testContext>) => listSubscribers(ctx, {}),
      (ctx: ReturnType<typeof testContext>) => listSpamSenders(ctx, {}),
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
    // Without documents a business is not yet to verify: the queue and the dashboard agree.
    expect((await listVerificationQueue(ctx, {})).rows).toEqual([]);
    expect((await findAdminDashboard(ctx)).waiting.vendorsToVerify).toBe(0);
    expect((await listVerificationQueue(ctx, { state: 'no_documents' })).rows.map((row) => row.userId)).toEqual([vendor.id]);
    await database.db.insert(vendorDocuments).values({ vendorId: vendor.id, storageKey: `vendor-documents/admin-${vendor.id}.pdf`, fileName: 'abn.pdf', contentType: 'application/pdf', size: 2048 });
    const queue = await listVerificationQueue(ctx, {});
    expect(queue).toMatchObject({ total: 1, page: 1, pageCount: 1 });
    expect(queue.rows[0]).toMatchObject({ businessName: 'Vera Blooms', businessNumber: '53 004 085 616', numberCheck: 'ABN check digits are valid', registerUrl: 'https://abr.business.gov.au/ABN/View?abn=53004085616', documents: [{ fileName: 'abn.pdf', size: 2048 }] });
    expect((await findAdminDashboard(ctx)).waiting.vendorsToVerify).toBe(1);

    await expectInvalid(verifyVendor(ctx, { userId: vendor.id, verified: false }), ['note']);
    await verifyVendor(ctx, { userId: vendor.id, verified: false, note: 'The document is unreadable.' });
    const rejected = await waitForMail(ctx.outboxDir, vendor.email);
    expect(rejected.subject).toBe('Your business was not verified on Ever After');
    expect(rejected.text).toContain('The document is unreadable.');
    // Refused, it leaves the queue for its own list, until the vendor sends new documents.
    expect((await listVerificationQueue(ctx, {})).total).toBe(0);
    expect((await findAdminDashboard(ctx)).waiting.vendorsToVerify).toBe(0);
    expect((await listVerificationQueue(ctx, { state: 'rejected' })).rows).toMatchObject([{ userId: vendor.id, note: 'The document is unreadable.' }]);
    const scan = new File(['%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'], 'abn-clear.pdf', { type: 'application/pdf' });
    await addVendorDocuments(testContext(database.db, vendor), { userId: vendor.id, files: [scan] });
    expect((await listVerificationQueue(ctx, {})).rows).toMatchObject([{ userId: vendor.id, note: null }]);

    await verifyVendor(ctx, { userId: vendor.id, verified: true });
    expect((await listVerificationQueue(ctx, {})).rows).toEqual([]);
    expect((await listVerificationQueue(ctx, { state: 'verified' })).rows.map((row) => row.userId)).toEqual([vendor.id]);
  });

  it('searches by business, number, name or e-mail, sorts and pages; bad parameters are refused', async () => {
    const ctx = testContext(database.db, admin);
    const others = await Promise.all(['Ziggy', 'Abel'].map((firstName) => createVendor(database.db, { firstName })));
    for (const [index, other] of others.entries()) {
      await database.db.insert(vendorProfiles).values({ userId: other.id, businessName: `${other.firstName} Cakes`, jobTitle: 'Owner', phone: '+61412345678', businessCountry: 'au', businessNumber: '51824753556', createdAt: new Date(Date.now() - (index + 1) * 60_000) });
    }
    const ids = (input: Record<string, string>) => listVerificationQueue(ctx, { state: 'no_documents', ...input }).then((page) => page.rows.map((row) => row.userId));
    expect(await ids({})).toEqual([others[1].id, others[0].id]);
    expect(await ids({ sort: 'business', dir: 'asc' })).toEqual([others[1].id, others[0].id]);
    expect(await ids({ sort: 'joined', dir: 'desc' })).toEqual([others[0].id, others[1].id]);
    expect(await ids({ q: 'ziggy cakes' })).toEqual([others[0].id]);
    expect(await ids({ q: others[1].email.toUpperCase() })).toEqual([others[1].id]);
    expect(await ids({ q: '824 753' })).toEqual([others[1].id, others[0].id]);
    expect(await ids({ q: 'nobody at all' })).toEqual([]);
    expect(await ids({ page: '2' })).toEqual([]);
    await expectInvalid(listVerificationQueue(ctx, { state: 'lost', sort: 'phone', page: '0' }), ['state', 'sort', 'page']);
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
    expect((await getSettings(testContext(database.db), {}))['app.header_categories']).toBe(6);
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.entityId, 'app.header_categories'));
    expect(entry).toMatchObject({ action: 'setting.update', actorId: admin.id, before: { value: 4 }, after: { value: 6 } });

    // A secret is written, never read back: the settings page and the audit log show only that it is set, and how it ends.
    const token = 'tok_live_abcdefghijklmnop1234';
    expect(await updateSetting(ctx, { key: 'services.graphcms.read_token', value: token })).toEqual({ key: 'services.graphcms.read_token', value: { set: true, endsWith: '1234' } });
    expect((await getSettings(testContext(database.db), {}))['services.graphcms.read_token']).toBe(token);
    const shown = listSettings(testContext(database.db, admin, { settings: await getSettings(testContext(database.db), {}) }));
    expect(shown.find((row) => row.key === 'services.graphcms.read_token')).toMatchObject({ form: 'secret', value: { set: true, endsWith: '1234' } });
    expect(JSON.stringify(shown)).not.toContain('abcdefghijklmnop');
    await updateSetting(ctx, { key: 'services.graphcms.read_token', value: 'short' });
    const secretLog = (await listAuditEvents(ctx, { filter: { entityType: 'setting', entityId: 'services.graphcms.read_token' } })).entries;
    expect(secretLog.map((entry) => [entry.before, entry.after])).toEqual([
      [{ value: { set: true, endsWith: '1234' } }, { value: { set: true, endsWith: null } }],
      [{ value: { set: false, endsWith: null } }, { value: { set: true, endsWith: '1234' } }],
    ]);
    expect(JSON.stringify(secretLog)).not.toMatch(/abcdefghijklmnop|short/);

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
    expect((await listAllListings(ctx, { q: 'hillside', owner: String(vendor.id) })).rows).toMatchObject([{ id: listing, listingState: 'published', holds: [], owner: { name: 'Vera', email: vendor.email } }]);
    // The owner filter takes a name or an e-mail address too; nobody matching finds nothing.
    expect((await listAllListings(ctx, { owner: 'vera' })).rows.map((row) => row.id)).toContain(listing);
    expect((await listAllListings(ctx, { owner: vendor.email.toUpperCase() })).rows.map((row) => row.id)).toEqual([listing]);
    expect((await listAllListings(ctx, { owner: 'no such person' })).rows).toEqual([]);
    await expectInvalid(hideListing(ctx, { serviceId: listing, reason: ' ' }), ['reason']);
    await hideListing(ctx, { serviceId: listing, reason: 'Misleading photos' });
    expect((await listAllListings(ctx, { status: 'hidden' })).rows).toMatchObject([{ id: listing, holds: [{ kind: 'administrator', reason: 'Misleading photos' }] }]);
    expect((await listAllListings(ctx, { status: 'published', q: 'hillside' })).rows).toEqual([]);
    await unhideListing(ctx, { serviceId: listing });
    await setListingVerified(ctx, { serviceId: listing, verified: 'true' });
    expect((await listAllListings(ctx, { q: 'hillside hall' })).rows[0]).toMatchObject({ holds: [], verified: true });
    const actions = (await listAuditEvents(ctx, { filter: { entityType: 'service', entityId: String(listing) } })).entries.map((entry) => entry.action);
    expect(actions).toEqual(['service.verified', 'service.unhide', 'service.hide']);

    const [category] = await listCategories(ctx);
    const { id } = await createService(ctx, { categoryId: category.id, name: 'Unclaimed Barn' });
    expect((await listAllListings(ctx, { status: 'unclaimed', q: 'barn' })).rows).toMatchObject([{ id, ownerId: null, unclaimed: true, listingState: 'draft' }]);
    await expectInvalid(listAllListings(ctx, { status: 'gone', owner: 'x'.repeat(101), sort: 'owner' }), ['status', 'owner', 'sort']);
    const annex = await createListing(database.db, { owner: vendor, name: 'Hillside Annex' });
    await database.db.update(services).set({ createdAt: new Date(Date.now() + 60_000) }).where(eq(services.id, annex));
    const byCreated = async (dir: string) => (await listAllListings(ctx, { q: 'hillside', sort: 'created', dir })).rows.map((row) => row.id);
    expect(await byCreated('asc')).toEqual([listing, annex]);
    expect(await byCreated('desc')).toEqual([annex, listing]);
  });
});

describe('deleteUser', () => {
  it('deletes an account on request once its address is typed again; a vendor’s listings stay unclaimed; the audit log keeps the address', async () => {
    const ctx = testContext(database.db, admin);
    const leaving = await createVendor(database.db, { firstName: 'Leah' });
    const listing = await createListing(database.db, { owner: leaving, name: 'Leah’s Loft' });
    await expectRefusal(deleteUser(testContext(database.db, couple), { id: leaving.id, confirmEmail: leaving.email }), 'FORBIDDEN');
    // Not even the account's own vendor: deleting on request is an administrator's act.
    await expectRefusal(deleteUser(testContext(database.db, leaving), { id: leaving.id, confirmEmail: leaving.email }), 'FORBIDDEN');
    await expectRefusal(deleteUser(testContext(database.db, vendor), { id: leaving.id, confirmEmail: leaving.email }), 'FORBIDDEN');
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
    const [spam] = (await listSpamSenders(ctx, {})).rows;
    expect(spam).toMatchObject({ userId: sender.id, email: sender.email, conversations: 1, vendors: 1, suspended: false });
    expect(JSON.stringify(spam)).not.toContain('watches');
    expect((await listSpamSenders(ctx, { q: 'nobody at all' })).rows).toEqual([]);
    expect((await listSpamSenders(ctx, { q: 'sol', sort: 'last', dir: 'asc' })).rows.map((row) => row.userId)).toEqual([sender.id]);
    // A suspended sender says so, to be reinstated rather than suspended again.
    await suspendUser(ctx, { id: sender.id, reason: 'Spam' });
    expect((await listSpamSenders(ctx, {})).rows[0]).toMatchObject({ userId: sender.id, suspended: true });
    await reinstateUser(ctx, { id: sender.id });
    await expectInvalid(listSpamSenders(ctx, { sort: 'email' }), ['sort']);

    await database.db.insert(contactMessages).values({ content: 'Hello', category: 'all_other', userName: 'Ann', userEmail: 'ann@example.com', userRole: 'other', createdAt: new Date(Date.now() - 60_000) });
    await database.db.insert(contactMessages).values({ content: 'About a venue', category: 'all_other', userName: 'Bea', userEmail: 'bea@example.com', userRole: 'user' });
    expect((await listContactMessages(ctx, {})).rows.map((row) => row.userName)).toEqual(['Bea', 'Ann']);
    expect((await listContactMessages(ctx, { sort: 'sent', dir: 'asc' })).rows.map((row) => row.userName)).toEqual(['Ann', 'Bea']);
    expect((await listContactMessages(ctx, { q: 'VENUE' })).rows.map((row) => row.userName)).toEqual(['Bea']);
    expect((await listContactMessages(ctx, { q: 'ann@' })).rows.map((row) => row.userName)).toEqual(['Ann']);
    const [message] = (await listContactMessages(ctx, { q: 'Ann' })).rows;
    await markMessageHandled(ctx, { id: message.id, handled: 'true' });
    expect((await listContactMessages(ctx, {})).rows.map((row) => row.userName)).toEqual(['Bea']);
    expect((await listContactMessages(ctx, { state: 'handled' })).rows.map((row) => row.id)).toEqual([message.id]);
    await expectRefusal(markMessageHandled(ctx, { id: 999_999 }), 'NOT_FOUND');

    await database.db.insert(mailingListSubscribers).values([
      { email: 'early@example.com', status: 'confirmed', confirmedAt: new Date(Date.now() - 60_000) },
      { email: 'late@example.com', status: 'confirmed', confirmedAt: new Date() },
      { email: 'pending@example.com' },
    ]);
    expect((await listSubscribers(ctx, {})).rows.map((row) => row.email)).toEqual(['late@example.com', 'early@example.com']);
    expect((await listSubscribers(ctx, { sort: 'email', dir: 'asc' })).rows.map((row) => row.email)).toEqual(['early@example.com', 'late@example.com']);
    expect((await listSubscribers(ctx, { q: 'EARLY' })).rows.map((row) => row.email)).toEqual(['early@example.com']);
    expect((await listSubscribers(ctx, { q: 'pending' })).total).toBe(0);

    const { errorId } = await saveErrorFeedback(testContext(database.db), { path: '/search', message: 'Map failed', comments: 'The map stayed grey.' });
    expect((await listErrorReports(ctx, {})).rows).toMatchObject([{ id: errorId, path: '/search', feedback: [{ comments: 'The map stayed grey.' }] }]);
    await database.db.insert(errorReports).values({ id: 'bbbbbbbbbbbb', source: 'client', path: '/blog', message: 'Image failed', occurredAt: new Date(Date.now() - 60_000) });
    const reportIds = async (input: Record<string, string>) => (await listErrorReports(ctx, input)).rows.map((row) => row.id);
    expect(await reportIds({ q: errorId })).toEqual([errorId]);
    expect(await reportIds({ q: 'BLOG' })).toEqual(['bbbbbbbbbbbb']);
    expect(await reportIds({ q: 'failed', sort: 'occurred', dir: 'asc' })).toEqual(['bbbbbbbbbbbb', errorId]);
    expect(await reportIds({ sort: 'path', dir: 'desc' })).toEqual([errorId, 'bbbbbbbbbbbb']);
    await expectInvalid(listErrorReports(ctx, { sort: 'stack' }), ['sort']);
    await resolveErrorReport(ctx, { id: 'bbbbbbbbbbbb' });
    await resolveErrorReport(ctx, { id: errorId });
    expect((await listErrorReports(ctx, { state: 'resolved', q: '/search' })).rows.map((row) => row.id)).toEqual([errorId]);
    await database.db.insert(errorReports).values({ id: 'aaaaaaaaaaaa', source: 'server', path: '/old', message: 'Old', occurredAt: new Date(Date.now() - 91 * 86_400_000) });
    expect(await pruneErrorReports(ctx)).toBe(1);
    expect((await listErrorReports(ctx, { state: 'resolved' })).total).toBe(2);
  });
});

describe('the writes on people', () => {
  it('refuse a visitor, a couple and a vendor, and change nothing', async () => {
    const target = await createCouple(database.db, { firstName: 'Tess' });
    const writes = [
      (ctx: ReturnType<typeof testContext>) => suspendUser(ctx, { id: target.id, reason: 'Spam' }),
      (ctx: ReturnType<typeof testContext>) => reinstateUser(ctx, { id: target.id }),
      (ctx: ReturnType<typeof testContext>) => suspendAccount(ctx, { id: target.id, reason: 'Spam' }),
      (ctx: ReturnType<typeof testContext>) => reinstateAccount(ctx, { id: target.id }),
      (ctx: ReturnType<typeof testContext>) => updateUserRoles(ctx, { id: target.id, roles: ['administrator'] }),
      (ctx: ReturnType<typeof testContext>) => deleteUser(ctx, { id: target.id, confirmEmail: target.email }),
      (ctx: ReturnType<typeof testContext>) => updateContactInfo(ctx, { id: target.id, firstName: 'Mallory' }),
    ];
    for (const write of writes) {
      await expectRefusal(write(testContext(database.db, null)), 'UNAUTHENTICATED');
      await expectRefusal(write(testContext(database.db, couple)), 'FORBIDDEN');
      await expectRefusal(write(testContext(database.db, vendor)), 'FORBIDDEN');
    }
    // A couple and a vendor cannot give themselves the role either.
    for (const person of [couple, vendor]) await expectRefusal(updateUserRoles(testContext(database.db, person), { id: person.id, roles: ['administrator'] }), 'FORBIDDEN');
    expect(await findUserRecord(testContext(database.db, admin), { id: target.id })).toMatchObject({ roles: ['user'], suspendedAt: null });
    expect((await listAuditEvents(testContext(database.db, admin), { filter: { entityType: 'user', entityId: String(target.id) } })).entries).toEqual([]);
  });

  it('audit an administrator’s change of their own profile too, and not a couple’s of theirs', async () => {
    await updateContactInfo(testContext(database.db, admin), { id: admin.id, firstName: 'Adaline', lastName: 'King' });
    await updateContactInfo(testContext(database.db, couple), { id: couple.id, firstName: 'Rubina' });
    const log = (filter: { entityId: string }) => listAuditEvents(testContext(database.db, admin), { filter: { ...filter, action: 'user.profile' } }).then((page) => page.entries);
    expect(await log({ entityId: String(admin.id) })).toMatchObject([{ actorId: admin.id, before: { firstName: 'Ada' }, after: { firstName: 'Adaline', lastName: 'King' } }]);
    expect(await log({ entityId: String(couple.id) })).toEqual([]);
  });
});
