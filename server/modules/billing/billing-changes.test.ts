import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { auditLog, billingInvoices, billingSubscriptionItems, billingSubscriptions, serviceHolds } from '../../../db/schema';
import { seedReferenceData } from '../../../demo';
import { createBusiness, plansOf } from '../../../tests/factories/billing';
import { createService } from '../../../tests/factories/services';
import { createAdmin, createVendor, type TestPerson } from '../../../tests/factories/users';
import { expectInvalid, expectRefusal } from '../../../tests/setup/assertions';
import { testContext } from '../../../tests/setup/context';
import { createTestDatabase } from '../../../tests/setup/database';
import { startStripeApiStandIn } from '../../../tests/setup/stripe-api-stand-in';
import { listOutbox, readOutboxMessage } from '../../integrations/mail/outbox';
import { createStripePayments } from '../../integrations/payments/stripe/stripe-payments';
import type { Clock } from '../../kernel';
import { deleteUser } from '../admin';
import { isUniqueViolation } from '../../kernel';
import {
  cancelSubscription,
  changeSubscription,
  findInvoice,
  listMySubscriptions,
  markInvoicePaid,
  quoteSubscriptionChange,
  readListingEntitlement,
  resumeSubscription,
  billingClock,
  subscribe,
} from '.';
import { runJobOnce, startJobs } from '../../job-runner';
import { runBillingJobs } from './run-billing-jobs';
import { issueInvoice } from './issue-invoice';

let database: DatabaseHandle;
let admin: TestPerson;
let now = new Date('2027-03-01T00:00:00Z');
const clock: Clock = { now: () => now };
const as = (viewer: TestPerson | null) => testContext(database.db, viewer, { clock });

beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.db);
  admin = await createAdmin(database.db);
});
afterAll(() => database.close());

const subscriptionRow = async (id: number) => (await database.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, id)))[0];
const invoiceRow = async (id: number) => (await database.db.select().from(billingInvoices).where(eq(billingInvoices.id, id)))[0];
const invoicesOf = (subscriptionId: number) => database.db.select().from(billingInvoices).where(eq(billingInvoices.subscriptionId, subscriptionId)).orderBy(asc(billingInvoices.id));
const addonsOf = async (subscriptionId: number) => (await database.db.select().from(billingSubscriptionItems).where(eq(billingSubscriptionItems.subscriptionId, subscriptionId))).map((item) => item.planId);
const audited = async (entityType: string, id: number) =>
  database.db.select().from(auditLog).where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(id)))).orderBy(asc(auditLog.id));

/** A new vendor with an Australian business, subscribed (and paid, on the test's clock) monthly in `category`. */
async function paidSubscriber(category: string, { interval = 'month' as 'month' | 'year' } = {}) {
  const vendor = await createVendor(database.db);
  await createBusiness(database.db, vendor);
  const plans = await plansOf(database.db, category, { interval });
  const { subscription, invoice } = await subscribe(as(vendor), { categoryId: plans.categoryId, planId: plans.basic.id });
  await markInvoicePaid(as(admin), { id: invoice!.id });
  return { vendor, plans, subscription: await subscriptionRow(subscription.id), first: invoice! };
}

describe('changing a subscription', () => {
  it('gives nothing before its invoice is paid: add-ons and a new interval take effect on payment, priced for the time left', async () => {
    now = new Date('2027-03-01T00:00:00Z');
    const { vendor, plans, subscription } = await paidSubscriber('photographer');
    const entitlement = () => readListingEntitlement(as(vendor), { vendorId: vendor.id, categoryId: plans.categoryId });

    // Ten days in, 21 of March's 31 days are left: the photos add-on costs 21/31 of its month.
    now = new Date('2027-03-11T00:00:00Z');
    const addPhotos = { id: subscription.id, planId: plans.basic.id, addonPlanIds: [plans.photos.id] };
    const quote = await quoteSubscriptionChange(as(vendor), addPhotos);
    expect(quote).toMatchObject({ takesEffect: 'on_payment', invoice: { total: Math.round((plans.photos.amount * 21) / 31) }, creditAfter: 0, unchanged: false });
    await expectRefusal(quoteSubscriptionChange(as(await createVendor(database.db)), addPhotos), 'NOT_FOUND');
    const { invoice } = await changeSubscription(as(vendor), addPhotos);
    expect(invoice).toMatchObject({ purpose: 'change', status: 'open', total: quote.invoice!.total, planChange: { planId: plans.basic.id, addonPlanIds: [plans.photos.id] } });
    // Unpaid: the plans and the photo limit are as they were.
    expect(await addonsOf(subscription.id)).toEqual([]);
    expect((await entitlement()).maxPhotos).toBe(15);
    await markInvoicePaid(as(admin), { id: invoice!.id });
    expect(await addonsOf(subscription.id)).toEqual([plans.photos.id]);
    expect((await entitlement()).maxPhotos).toBe(30);
    expect((await subscriptionRow(subscription.id)).currentPeriodEnd).toEqual(new Date('2027-04-01T00:00:00Z'));

    // Monthly → yearly: the year is priced from today, less the 11 days of March left; the
    // period stays as it was until that is paid (no free year), then starts on the day asked.
    now = new Date('2027-03-21T00:00:00Z');
    const yearly = await plansOf(database.db, 'photographer', { interval: 'year' });
    const unused = Math.round(((plans.basic.amount + plans.photos.amount) * 11) / 31);
    const { invoice: year } = await changeSubscription(as(vendor), { id: subscription.id, planId: yearly.basic.id, addonPlanIds: [yearly.photos.id] });
    expect(year).toMatchObject({ purpose: 'change', total: yearly.basic.amount + yearly.photos.amount - unused, periodStart: now, periodEnd: new Date('2028-03-21T00:00:00Z') });
    expect(year!.lines.at(-1)).toEqual({ title: 'Credit for the unused part of the previous period', amount: -unused });
    expect(await subscriptionRow(subscription.id)).toMatchObject({ planId: plans.basic.id, currentPeriodEnd: new Date('2027-04-01T00:00:00Z') });
    now = new Date('2027-03-25T00:00:00Z');
    await markInvoicePaid(as(admin), { id: year!.id });
    expect(await subscriptionRow(subscription.id)).toMatchObject({ status: 'active', planId: yearly.basic.id, currentPeriodStart: new Date('2027-03-21T00:00:00Z'), currentPeriodEnd: new Date('2028-03-21T00:00:00Z') });
    expect(await addonsOf(subscription.id)).toEqual([yearly.photos.id]);
    const changes = (await audited('billing_subscription', subscription.id)).filter((entry) => entry.action === 'subscription.change');
    expect(changes.map((entry) => entry.reason)).toEqual([`INV-${String(invoice!.id).padStart(6, '0')} was paid.`, `INV-${String(year!.id).padStart(6, '0')} was paid.`]);
  });

  it('lets an unpaid change lapse with its period, which goes past due as any unpaid one; a later change replaces a waiting one, the current plans withdraw it', async () => {
    now = new Date('2027-03-01T00:00:00Z');
    const { vendor, plans, subscription } = await paidSubscriber('cakes');
    const yearly = await plansOf(database.db, 'cakes', { interval: 'year' });
    now = new Date('2027-03-11T00:00:00Z');
    const { invoice: first } = await changeSubscription(as(vendor), { id: subscription.id, planId: yearly.basic.id });
    const { invoice: second } = await changeSubscription(as(vendor), { id: subscription.id, planId: plans.basic.id, addonPlanIds: [plans.styles.id] });
    expect((await invoiceRow(first!.id)).status).toBe('void');
    await expectInvalid(changeSubscription(as(vendor), { id: subscription.id, planId: plans.basic.id }).then(() => changeSubscription(as(vendor), { id: subscription.id, planId: plans.basic.id })), ['planId']);
    expect((await invoiceRow(second!.id)).status).toBe('void');
    const { invoice: waiting } = await changeSubscription(as(vendor), { id: subscription.id, planId: yearly.basic.id });
    // Due by the end of the period it was priced in; reminded of as a change, not as listings at stake.
    expect(waiting!.dueAt).toEqual(new Date('2027-03-25T00:00:00Z'));
    now = new Date('2027-03-23T00:00:00Z');
    const reminding = as(null);
    await runBillingJobs(reminding);
    const number = `INV-${String(waiting!.id).padStart(6, '0')}`;
    const reminder = (await listOutbox(reminding.outboxDir)).find((mail) => mail.subject === `Reminder: tax invoice ${number} is due on 2027-03-25`);
    expect((await readOutboxMessage(reminding.outboxDir, reminder!.file))?.text).toContain('It pays for the change to your plan, which takes effect when it is paid');

    now = new Date('2027-04-01T01:00:00Z');
    expect(await runBillingJobs(as(null))).toMatchObject({ pastDue: 1 });
    expect(await invoiceRow(waiting!.id)).toMatchObject({ status: 'void' });
    expect(await subscriptionRow(subscription.id)).toMatchObject({ status: 'past_due', planId: plans.basic.id, currentPeriodEnd: new Date('2027-04-01T00:00:00Z') });
    const voids = (await audited('billing_invoice', waiting!.id)).filter((entry) => entry.action === 'invoice.void');
    expect(voids.map((entry) => entry.reason)).toEqual(['Unpaid when the period it was priced in ended: the change lapsed.']);
    // Past due: the renewal is paid first.
    await expectRefusal(changeSubscription(as(vendor), { id: subscription.id, planId: yearly.basic.id }), 'CONFLICT');
  });

  it('refuses a plan of another country than the subscription’s, as subscribing does', async () => {
    now = new Date('2027-03-01T00:00:00Z');
    const { vendor, subscription } = await paidSubscriber('flowers');
    const nz = await plansOf(database.db, 'flowers', { country: 'nz' });
    const refusal = await expectInvalid(changeSubscription(as(vendor), { id: subscription.id, planId: nz.basic.id }), ['planId']);
    expect(refusal.planId).toEqual(['Choose a plan for Australia, where this subscription is billed.']);
    await expectInvalid(quoteSubscriptionChange(as(vendor), { id: subscription.id, planId: nz.basic.id }), ['planId']);
  });

  it('keeps what a cheaper change leaves unused as credit, taken off the next invoices (one it covers is paid by it)', async () => {
    now = new Date('2027-03-01T00:00:00Z');
    const { vendor, plans: yearly, subscription } = await paidSubscriber('videographer', { interval: 'year' });
    const monthly = await plansOf(database.db, 'videographer');
    // Half a year (182 of 366 days) is left of a year paid.
    now = new Date('2027-09-01T00:00:00Z');
    const unused = Math.round((yearly.basic.amount * 182) / 366);
    const credit = unused - monthly.basic.amount;
    const changed = await changeSubscription(as(vendor), { id: subscription.id, planId: monthly.basic.id });
    expect(changed).toMatchObject({ invoice: null, quote: { takesEffect: 'now', creditAfter: credit } });
    expect(await subscriptionRow(subscription.id)).toMatchObject({ planId: monthly.basic.id, credit, currentPeriodStart: now, currentPeriodEnd: new Date('2027-10-01T00:00:00Z') });
    expect((await listMySubscriptions(as(vendor)))[0]).toMatchObject({ credit, nextCharge: { amount: 0 } });
    const audit = (await audited('billing_subscription', subscription.id)).find((entry) => entry.action === 'subscription.credit');
    expect(audit).toMatchObject({ before: { credit: 0 }, after: { credit } });

    // Its renewal is covered by the credit: paid by it at once, no e-mail asking for money.
    now = new Date('2027-09-20T00:00:00Z');
    const ctx = as(null);
    await runBillingJobs(ctx);
    const renewal = (await invoicesOf(subscription.id)).at(-1)!;
    expect(renewal).toMatchObject({ purpose: 'renewal', status: 'paid', total: 0, creditApplied: monthly.basic.amount });
    expect(renewal.lines.at(-1)).toEqual({ title: 'Credit from earlier plan changes', amount: -monthly.basic.amount });
    expect(await subscriptionRow(subscription.id)).toMatchObject({ credit: credit - monthly.basic.amount, currentPeriodEnd: new Date('2027-11-01T00:00:00Z') });
    expect((await listOutbox(ctx.outboxDir, { limit: 50 })).some((mail) => mail.subject.startsWith(`Tax invoice INV-${String(renewal.id).padStart(6, '0')}`))).toBe(false);
  });
});

describe('cancelling', () => {
  it('ends at once a subscription not paid yet (its invoice void, audited), so the vendor may subscribe again', async () => {
    now = new Date('2027-03-01T00:00:00Z');
    const vendor = await createVendor(database.db);
    await createBusiness(database.db, vendor);
    const plans = await plansOf(database.db, 'celebrant');
    const { subscription, invoice } = await subscribe(as(vendor), { categoryId: plans.categoryId, planId: plans.basic.id });
    await expectRefusal(cancelSubscription(as(await createVendor(database.db)), { id: subscription.id }), 'NOT_FOUND');
    expect(await cancelSubscription(as(vendor), { id: subscription.id })).toMatchObject({ status: 'ended' });
    expect(await invoiceRow(invoice!.id)).toMatchObject({ status: 'void' });
    expect((await audited('billing_subscription', subscription.id)).map((entry) => [entry.action, entry.reason])).toEqual([
      ['subscription.create', null],
      ['subscription.closed', 'Cancelled by the vendor before the first payment.'],
    ]);
    expect((await audited('billing_invoice', invoice!.id)).map((entry) => [entry.action, entry.reason])).toEqual([
      ['invoice.issue', null],
      ['invoice.void', 'The subscription ended.'],
    ]);
    const again = await subscribe(as(vendor), { categoryId: plans.categoryId, planId: plans.basic.id });
    expect(again.subscription.status).toBe('awaiting_payment');
  });

  it('at period end voids the renewal invoice (no reminder of it), resuming issues it again; an old cancelled row still awaiting payment ends', async () => {
    now = new Date('2027-03-01T00:00:00Z');
    const { vendor, subscription } = await paidSubscriber('celebrant');
    now = new Date('2027-03-18T00:00:00Z');
    await runBillingJobs(as(null));
    const [, renewal] = await invoicesOf(subscription.id);
    expect(renewal).toMatchObject({ purpose: 'renewal', status: 'open' });
    await cancelSubscription(as(vendor), { id: subscription.id });
    expect(await invoiceRow(renewal.id)).toMatchObject({ status: 'void' });
    now = new Date('2027-03-30T00:00:00Z');
    const ctx = as(null);
    await runBillingJobs(ctx);
    expect((await invoiceRow(renewal.id)).reminderSentAt).toBeNull();
    expect((await invoicesOf(subscription.id)).length).toBe(2);
    await resumeSubscription(as(vendor), { id: subscription.id });
    const reissued = (await invoicesOf(subscription.id)).at(-1)!;
    expect(reissued).toMatchObject({ purpose: 'renewal', status: 'open', periodStart: new Date('2027-04-01T00:00:00Z') });
    expect(reissued.id).not.toBe(renewal.id);

    // A subscription cancelled while awaiting payment (before cancelling ended those at once) ends on the next run.
    const waiting = await createVendor(database.db);
    await createBusiness(database.db, waiting);
    const plans = await plansOf(database.db, 'celebrant');
    const pending = await subscribe(as(waiting), { categoryId: plans.categoryId, planId: plans.basic.id });
    await database.db.update(billingSubscriptions).set({ cancelAtPeriodEnd: true }).where(eq(billingSubscriptions.id, pending.subscription.id));
    await runBillingJobs(ctx);
    expect(await subscriptionRow(pending.subscription.id)).toMatchObject({ status: 'ended' });
    expect(await invoiceRow(pending.invoice!.id)).toMatchObject({ status: 'void' });
  });
});

describe('subscribing by card', () => {
  it('ends the subscription through the state machine, audited, when Stripe Checkout cannot open', async () => {
    // Nothing listens there: Stripe cannot be reached.
    const payments = createStripePayments({ secretKey: 'sk_test_ever_after', webhookSecret: 'whsec_test', apiUrl: 'http://127.0.0.1:9' });
    const vendor = await createVendor(database.db);
    await createBusiness(database.db, vendor);
    const plans = await plansOf(database.db, 'photo_booth');
    await expect(subscribe(testContext(database.db, vendor, { clock, payments }), { categoryId: plans.categoryId, planId: plans.basic.id })).rejects.toThrow();
    const [row] = await database.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.vendorId, vendor.id));
    expect(row.status).toBe('ended');
    expect((await audited('billing_subscription', row.id)).map((entry) => [entry.action, entry.reason])).toEqual([
      ['subscription.create', null],
      ['subscription.closed', 'Stripe Checkout could not be opened.'],
    ]);
  }, 30_000);
});

describe('the billing clock', () => {
  it('runs in one place at a time, issues a period’s renewal once, and runs soon after start', async () => {
    now = new Date('2027-03-01T00:00:00Z');
    const { subscription } = await paidSubscriber('venue');
    now = new Date('2027-03-20T00:00:00Z');
    const runs = await Promise.all([runJobOnce(as(null), billingClock), runJobOnce(as(null), billingClock)]);
    expect(runs.filter((run) => run === null).length).toBe(1);
    expect((await invoicesOf(subscription.id)).map((invoice) => invoice.purpose)).toEqual(['first', 'renewal']);
    // Even written by hand, a second renewal invoice for the period is refused by the database.
    const row = await subscriptionRow(subscription.id);
    const duplicate = await database.db
      .transaction((db) => issueInvoice({ ...as(null), db }, row, { purpose: 'renewal', lines: [{ title: 'Again', amount: 100 }], period: { start: row.currentPeriodEnd!, end: new Date('2027-05-01T00:00:00Z') } }))
      .catch((error: unknown) => error);
    expect(isUniqueViolation(duplicate)).toBe(true);

    now = new Date('2027-03-01T00:00:00Z');
    const { subscription: soon } = await paidSubscriber('flowers');
    now = new Date('2027-03-20T00:00:00Z');
    const jobs = startJobs(as(null), [{ ...billingClock, firstRunAfterMs: 1 }]);
    await expect.poll(async () => (await invoicesOf(soon.id)).length, { timeout: 10_000 }).toBe(2);
    await jobs.stop();
  });

  it('brings a subscription hidden for months back for a period from the day its invoice is paid; no invoices pile up meanwhile', async () => {
    now = new Date('2027-03-01T00:00:00Z');
    const { subscription } = await paidSubscriber('cakes');
    for (const date of ['2027-03-20', '2027-04-02', '2027-04-10', '2027-06-15']) {
      now = new Date(`${date}T00:00:00Z`);
      await runBillingJobs(as(null));
    }
    expect((await subscriptionRow(subscription.id)).status).toBe('hidden');
    const open = (await invoicesOf(subscription.id)).filter((invoice) => invoice.status === 'open');
    expect(open.length).toBe(1);
    await markInvoicePaid(as(admin), { id: open[0].id });
    expect(await subscriptionRow(subscription.id)).toMatchObject({ status: 'active', currentPeriodStart: now, currentPeriodEnd: new Date('2027-07-15T00:00:00Z') });
  });
});

describe('deleting a vendor’s account', () => {
  it('ends their subscriptions (Stripe’s cancelled at once) and keeps their tax invoices, with the buyer as issued, for administrators', async () => {
    const standIn = await startStripeApiStandIn();
    try {
      const payments = createStripePayments({ secretKey: 'sk_test_ever_after', webhookSecret: 'whsec_test', apiUrl: standIn.url });
      now = new Date('2027-03-01T00:00:00Z');
      const { vendor, subscription, first } = await paidSubscriber('venue');
      const listing = await createService(database.db, { owner: vendor, category: 'venue' });
      // A card subscription too, linked to Stripe's.
      const plans = await plansOf(database.db, 'photo_booth');
      const card = await subscribe(testContext(database.db, vendor, { clock, payments }), { categoryId: plans.categoryId, planId: plans.basic.id });
      await database.db.update(billingSubscriptions).set({ status: 'active', externalId: 'sub_leaving', currentPeriodStart: now, currentPeriodEnd: new Date('2027-04-01T00:00:00Z') }).where(eq(billingSubscriptions.id, card.subscription.id));
      standIn.putSubscription({ id: 'sub_leaving', object: 'subscription', status: 'active', customer: 'cus_leaving', items: { object: 'list', data: [] } });

      await deleteUser(testContext(database.db, admin, { clock, payments }), { id: vendor.id, confirmEmail: vendor.email });
      expect(standIn.requests.at(-1)).toMatchObject({ method: 'DELETE', path: '/v1/subscriptions/sub_leaving', idempotencyKey: 'cancel-sub_leaving' });
      expect(standIn.refused).toEqual([]);
      for (const id of [subscription.id, card.subscription.id]) expect(await subscriptionRow(id)).toMatchObject({ status: 'ended', vendorId: null });
      const kept = await findInvoice(as(admin), { id: first.id });
      expect(kept).toMatchObject({ status: 'paid', vendorId: null, buyerName: first.buyerName, buyerNumber: '53004085616', buyerCountry: 'au', total: first.total });
      await expectRefusal(findInvoice(as(await createVendor(database.db)), { id: first.id }), 'NOT_FOUND');
      // The venue is the site's unclaimed listing now, and nothing of billing's holds it.
      expect(await database.db.select().from(serviceHolds).where(eq(serviceHolds.serviceId, listing))).toEqual([]);
      expect((await audited('billing_subscription', subscription.id)).at(-1)).toMatchObject({ action: 'subscription.closed', reason: 'The vendor’s account was deleted.' });
    } finally {
      await standIn.close();
    }
  });

  it('changes nothing at Stripe when the deletion is refused', async () => {
    const standIn = await startStripeApiStandIn();
    try {
      const payments = createStripePayments({ secretKey: 'sk_test_ever_after', webhookSecret: 'whsec_test', apiUrl: standIn.url });
      const vendor = await createVendor(database.db);
      await createBusiness(database.db, vendor);
      const plans = await plansOf(database.db, 'venue');
      const card = await subscribe(testContext(database.db, vendor, { clock, payments }), { categoryId: plans.categoryId, planId: plans.basic.id });
      await expectInvalid(deleteUser(testContext(database.db, admin, { clock, payments }), { id: vendor.id, confirmEmail: 'not-them@example.com' }), ['confirmEmail']);
      expect(standIn.requests.some((request) => request.path.includes('/expire') || request.method === 'DELETE')).toBe(false);
      expect((await subscriptionRow(card.subscription.id)).status).toBe('awaiting_payment');
    } finally {
      await standIn.close();
    }
  });
});
