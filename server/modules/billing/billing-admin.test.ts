import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { auditLog } from '../../../db/schema';
import { seedReferenceData } from '../../../demo';
import { createSubscription, plansOf } from '../../../tests/factories/billing';
import { createAdmin, createCouple, createVendor, type TestPerson } from '../../../tests/factories/users';
import { expectInvalid, expectRefusal } from '../../../tests/setup/assertions';
import { testContext } from '../../../tests/setup/context';
import { createTestDatabase } from '../../../tests/setup/database';
import { startStripeApiStandIn } from '../../../tests/setup/stripe-api-stand-in';
import { createStripePayments } from '../../integrations/payments/stripe/stripe-payments';
import { findAdminDashboard } from '../admin';
import { createPlan, listInvoiceTable, listPlans, listSubscriptionTable, markInvoicePaid, subscribe, summarizeBilling, updatePlan, voidInvoice } from '.';

let database: DatabaseHandle;
let vendor: TestPerson;
let couple: TestPerson;
let admin: TestPerson;
const as = (viewer: TestPerson | null) => testContext(database.db, viewer);
const lastAudit = async (action: string) => (await database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)).limit(1))[0];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.db);
  [vendor, couple, admin] = await Promise.all([createVendor(database.db), createCouple(database.db), createAdmin(database.db)]);
});
afterAll(() => database.close());

describe('the admin area’s billing', () => {
  it('refuses a visitor, a couple and a vendor every admin billing use case', async () => {
    const venue = await plansOf(database.db, 'venue');
    const uses = [
      (viewer: TestPerson | null) => listInvoiceTable(as(viewer), {}),
      (viewer: TestPerson | null) => listSubscriptionTable(as(viewer), {}),
      (viewer: TestPerson | null) => listPlans(as(viewer), { includeRetired: true }),
      (viewer: TestPerson | null) => summarizeBilling(as(viewer), { since: new Date() }),
      (viewer: TestPerson | null) => updatePlan(as(viewer), { id: venue.basic.id, title: 'Basic', amount: '1.00', active: true }),
      (viewer: TestPerson | null) => createPlan(as(viewer), { categoryId: venue.categoryId, country: 'au', interval: 'month', title: 'Basic', amount: '1.00' }),
      (viewer: TestPerson | null) => markInvoicePaid(as(viewer), { id: 1 }),
      (viewer: TestPerson | null) => voidInvoice(as(viewer), { id: 1 }),
    ];
    for (const use of uses) {
      await expectRefusal(use(null), 'UNAUTHENTICATED');
      await expectRefusal(use(couple), 'FORBIDDEN');
      await expectRefusal(use(vendor), 'FORBIDDEN');
    }
  });

  it('lists invoices by status with their category, sorted and paged, and subscriptions not ended', async () => {
    const open = await createSubscription(database.db, vendor, 'flowers', { paid: false });
    const table = await listInvoiceTable(as(admin), { status: 'open', sort: 'total', dir: 'asc' });
    expect(table.rows.find((row) => row.id === open.invoice!.id)).toMatchObject({ status: 'open', category: 'Flowers', vendorId: vendor.id });
    expect(table.rows.every((row) => row.status === 'open')).toBe(true);
    await expectInvalid(listInvoiceTable(as(admin), { status: 'late', sort: 'vendor_id; drop', page: '-1' }), ['status', 'sort', 'page']);
    const subscriptions = await listSubscriptionTable(as(admin), {});
    expect(subscriptions.rows.find((row) => row.id === open.subscription.id)).toMatchObject({ status: 'awaiting_payment', category: 'Flowers', provider: 'builtin' });
    expect((await listSubscriptionTable(as(admin), { status: 'ended' })).rows).toEqual([]);
    await expectInvalid(listSubscriptionTable(as(admin), { status: 'gone' }), ['status']);
  });

  it('counts unpaid invoices, active subscriptions and the last 30 days’ revenue by category and country on the dashboard', async () => {
    const before = await findAdminDashboard(as(admin));
    const paid = await createSubscription(database.db, await createVendor(database.db), 'photographer');
    await createSubscription(database.db, await createVendor(database.db), 'photographer', { paid: false });
    const after = await findAdminDashboard(as(admin));
    expect(after.waiting.unpaidInvoices).toBe(before.waiting.unpaidInvoices + 1);
    expect(after.lastDays.billing.find((row) => row.category === 'Photography' && row.country === 'Australia')).toEqual({
      category: 'Photography',
      country: 'Australia',
      currency: 'aud',
      activeSubscriptions: 1,
      revenue: paid.invoice!.total,
    });
    // A subscription awaiting its first payment counts in neither figure (Flowers has only that one).
    expect(after.lastDays.billing.find((row) => row.category === 'Flowers')).toBeUndefined();
  });

  it('edits a plan’s title, price and sale, audited with before and after; a plan off sale is not offered but its subscriptions renew', async () => {
    const venue = await plansOf(database.db, 'venue', { country: 'nz' });
    await expectInvalid(updatePlan(as(admin), { id: venue.basic.id, title: 'Basic\u0000', amount: '-5', active: true }), ['title', 'amount']);
    await expectInvalid(updatePlan(as(admin), { id: venue.basic.id, title: 'x'.repeat(101), amount: '12.345', active: true }), ['title', 'amount']);
    await expectInvalid(updatePlan(as(admin), { id: 'one', title: '', amount: '' }), ['id', 'title', 'amount']);
    await expectRefusal(updatePlan(as(admin), { id: 999_999, title: 'Basic', amount: '1', active: true }), 'NOT_FOUND');

    const updated = await updatePlan(as(admin), { id: venue.basic.id, title: 'Basic Listing 2027', amount: '$45.5', active: 'on' });
    expect(updated).toMatchObject({ title: 'Basic Listing 2027', amount: 4550, countryCode: 'nz' });
    expect((await listPlans(as(null), { categoryId: venue.categoryId, country: 'nz' })).find((plan) => plan.id === venue.basic.id)?.amount).toBe(4550);
    const audit = await lastAudit('billing_plan.update');
    expect(audit).toMatchObject({ entityType: 'billing_plan', entityId: String(venue.basic.id), actorId: admin.id, after: { title: 'Basic Listing 2027', amount: 4550, active: true } });
    expect(audit.before).toMatchObject({ amount: venue.basic.amount, active: true });

    // Off sale: gone from the public plans and refused to a new subscriber, kept for the editor.
    await updatePlan(as(admin), { id: venue.basic.id, title: 'Basic Listing 2027', amount: '45.50' });
    expect((await listPlans(as(null), { categoryId: venue.categoryId, country: 'nz' })).some((plan) => plan.id === venue.basic.id)).toBe(false);
    expect((await listPlans(as(admin), { categoryId: venue.categoryId, country: 'nz', includeRetired: true })).find((plan) => plan.id === venue.basic.id)?.metadata).toEqual({ retired: true });
    expect((await lastAudit('billing_plan.update')).after).toMatchObject({ active: false });
    await expectInvalid(subscribe(as(vendor), { categoryId: venue.categoryId, planId: venue.basic.id }), ['planId']);
    await updatePlan(as(admin), { id: venue.basic.id, title: 'Basic Listing', amount: '45.50', active: true });
    expect((await listPlans(as(admin), { includeRetired: true })).find((plan) => plan.id === venue.basic.id)?.metadata).toEqual({});
  });

  it('adds a basic plan or an add-on the category sells, audited; refuses another attribute, a bad interval or country', async () => {
    const florist = await plansOf(database.db, 'flowers');
    const input = { categoryId: florist.categoryId, country: 'au', interval: 'year', title: 'Premium Listing', amount: '990' };
    await expectInvalid(createPlan(as(admin), { ...input, country: 'us', interval: 'week', amount: '-1', title: ' ' }), ['country', 'interval', 'amount', 'title']);
    await expectInvalid(createPlan(as(admin), { ...input, attribute: 'number_of_guests' }), ['attribute']);
    await expectInvalid(createPlan(as(admin), { ...input, categoryId: 999_999 }), ['categoryId']);
    const plan = await createPlan(as(admin), input);
    expect(plan).toMatchObject({ title: 'Premium Listing', amount: 99_000, currency: 'aud', interval: 'year', countryCode: 'au', metadata: {} });
    expect((await listPlans(as(null), { categoryId: florist.categoryId, country: 'au' })).some((entry) => entry.id === plan.id)).toBe(true);
    expect(await lastAudit('billing_plan.create')).toMatchObject({ entityId: String(plan.id), before: null, after: { title: 'Premium Listing', amount: 99_000, active: true, attribute: null } });
    const addon = await createPlan(as(admin), { ...input, title: 'More Photos', amount: '5', attribute: 'number_of_photos', country: 'nz' });
    expect(addon).toMatchObject({ currency: 'nzd', metadata: { attribute: 'number_of_photos' } });
  });

  it('keeps Stripe’s Product and Price in step when Stripe takes payments', async () => {
    const standIn = await startStripeApiStandIn();
    try {
      const payments = createStripePayments({ secretKey: 'sk_test_ever_after', webhookSecret: 'whsec_test', apiUrl: standIn.url });
      const celebrant = await plansOf(database.db, 'celebrant');
      await updatePlan(testContext(database.db, admin, { payments }), { id: celebrant.basic.id, title: 'Basic Listing', amount: '41.00', active: true });
      await updatePlan(testContext(database.db, admin, { payments }), { id: celebrant.basic.id, title: 'Basic Listing 2027', amount: '41.00' });
      expect(standIn.refused).toEqual([]);
      expect(standIn.requests.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual(['/v1/products', '/v1/prices', `/v1/products/plan_${celebrant.basic.id}`, `/v1/products/plan_${celebrant.basic.id}`]);
      expect(standIn.requests.at(-1)?.params).toEqual({ name: 'Basic Listing 2027 — Celebrants (AU)', active: 'false' });
      expect(standIn.requests.filter((request) => request.method === 'POST').every((request) => request.idempotencyKey)).toBe(true);
      const price = standIn.requests.find((request) => request.method === 'POST' && request.path === '/v1/prices');
      expect(price?.params).toMatchObject({ unit_amount: '4100', currency: 'aud', 'recurring[interval]': 'month', tax_behavior: 'inclusive', transfer_lookup_key: 'true' });
      expect(standIn.requests.find((request) => request.path === '/v1/products' && request.method === 'POST')?.params).toMatchObject({ id: `plan_${celebrant.basic.id}`, name: 'Basic Listing — Celebrants (AU)' });
    } finally {
      await standIn.close();
    }
  });
});
