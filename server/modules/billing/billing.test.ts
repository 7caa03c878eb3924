import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { auditLog, billingInvoices, billingSubscriptions, serviceHolds, services, serviceSearch } from '../../../db/schema';
import { seedReferenceData } from '../../../demo';
import { createBusiness, createSubscription, plansOf } from '../../../tests/factories/billing';
import { createService } from '../../../tests/factories/services';
import { createAdmin, createCouple, createVendor, type TestPerson } from '../../../tests/factories/users';
import { expectInvalid, expectRefusal } from '../../../tests/setup/assertions';
import { testContext } from '../../../tests/setup/context';
import { createTestDatabase } from '../../../tests/setup/database';
import { listOutbox } from '../../integrations/mail/outbox';
import type { Clock } from '../../kernel';
import { findEditableService, publishService } from '../catalog';
import { approveServiceClaim, claimService } from '../vendors';
import {
  cancelSubscription,
  changeSubscription,
  findInvoice,
  listInvoices,
  listMyClaimTrials,
  listMySubscriptions,
  listPlans,
  markInvoicePaid,
  readListingEntitlement,
  resumeSubscription,
  subscribe,
  voidInvoice,
} from '.';
import { claimTrialEndedReason } from './claim-trials';
import { runBillingJobs } from './run-billing-jobs';
import { alreadySubscribedMessage } from './subscribe';
import { nextStatus } from './subscription-machine';

let database: DatabaseHandle;
let vendor: TestPerson;
let other: TestPerson;
let couple: TestPerson;
let admin: TestPerson;
let now = new Date('2027-03-01T00:00:00Z');
const clock: Clock = { now: () => now };
const as = (viewer: TestPerson | null) => testContext(database.db, viewer, { clock });

beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.db);
  [vendor, other, couple, admin] = await Promise.all([createVendor(database.db), createVendor(database.db), createCouple(database.db), createAdmin(database.db)]);
  await Promise.all([createBusiness(database.db, vendor, { businessName: 'Sage & Stone Pty Ltd' }), createBusiness(database.db, other, { businessCountry: 'nz', businessNumber: '9429041000000', phone: '+6421123456' })]);
});
afterAll(() => database.close());

const subscriptionRow = async (id: number) => (await database.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, id)))[0];
const billingHeld = async (serviceId: number) => (await database.db.select().from(serviceHolds).where(and(eq(serviceHolds.serviceId, serviceId), eq(serviceHolds.kind, 'billing')))).length > 0;
const searchable = async (serviceId: number) => (await database.db.select().from(serviceSearch).where(eq(serviceSearch.serviceId, serviceId))).length === 1;

describe('plans', () => {
  it('lists a category’s plans per country, basic first, then add-ons by attribute, each monthly then yearly', async () => {
    const { categoryId } = await plansOf(database.db, 'venue');
    const plans = await listPlans(as(null), { categoryId, country: 'au' });
    expect(plans.map((plan) => `${plan.title} ${plan.interval}`)).toEqual(['Basic Listing month', 'Basic Listing year', 'Extra Photos month', 'Extra Photos year', 'Extra Styles month', 'Extra Styles year']);
    expect(plans.every((plan) => plan.currency === 'aud' && plan.countryCode === 'au')).toBe(true);
    await expectInvalid(listPlans(as(null), { country: 'us' }), ['country']);
  });
});

describe('subscribe', () => {
  it('refuses visitors, couples, bad plans, another country’s plan and a second subscription in the category', async () => {
    const venue = await plansOf(database.db, 'venue');
    const input = { categoryId: venue.categoryId, planId: venue.basic.id };
    await expectRefusal(subscribe(as(null), input), 'UNAUTHENTICATED');
    await expectRefusal(subscribe(as(couple), input), 'FORBIDDEN');
    await expectInvalid(subscribe(as(vendor), { categoryId: 'x', planId: -1, addonPlanIds: 'all' }), ['categoryId', 'planId', 'addonPlanIds']);
    await expectInvalid(subscribe(as(vendor), { ...input, planId: venue.photos.id }), ['planId']);
    const yearlyPhotos = (await plansOf(database.db, 'venue', { interval: 'year' })).photos;
    await expectInvalid(subscribe(as(vendor), { ...input, addonPlanIds: [yearlyPhotos.id] }), ['addonPlanIds']);
    // The NZ business may not buy an Australian plan.
    await expectInvalid(subscribe(as(other), input), ['planId']);
    await createSubscription(database.db, vendor, 'flowers', { paid: false });
    const florist = await plansOf(database.db, 'flowers');
    const refusal = await expectRefusal(subscribe(as(vendor), { categoryId: florist.categoryId, planId: florist.basic.id }), 'CONFLICT');
    expect(refusal.message).toBe(alreadySubscribedMessage);
  });

  it('issues a tax invoice with GST included and the buyer’s business; the subscription waits for payment', async () => {
    const venue = await plansOf(database.db, 'venue');
    const { subscription, invoice } = await subscribe(as(vendor), { categoryId: venue.categoryId, planId: venue.basic.id, addonPlanIds: [venue.photos.id] });
    expect(subscription.status).toBe('awaiting_payment');
    expect(invoice).toMatchObject({ status: 'open', currency: 'aud', total: 7900 + 900, tax: 800, taxName: 'GST', taxRate: 1000, buyerName: 'Sage & Stone Pty Ltd', buyerNumber: '53004085616' });
    expect(invoice!.lines.map((line) => line.title)).toEqual(['Basic Listing — Venues (monthly)', 'Extra Photos — Venues (monthly)']);
    const printed = await findInvoice(as(vendor), { id: invoice!.id });
    expect(printed.number).toBe(`INV-${String(invoice!.id).padStart(6, '0')}`);
    expect(printed.seller.abn).toBe('51824753556');
    // Someone else's invoice does not exist for them; the queue is theirs alone.
    await expectRefusal(findInvoice(as(other), { id: invoice!.id }), 'NOT_FOUND');
    expect((await listInvoices(as(other), {})).length).toBe(0);
    await expectRefusal(listInvoices(as(other), { vendorId: vendor.id }), 'FORBIDDEN');
    expect((await listInvoices(as(admin), { status: 'open', vendorId: vendor.id })).map((entry) => entry.id)).toContain(invoice!.id);
  });
});

describe('the subscription state machine', () => {
  it('knows each event’s next state, and ignores an event that does not apply', () => {
    expect(nextStatus('awaiting_payment', 'paid')).toBe('active');
    expect(nextStatus('active', 'payment_failed')).toBe('past_due');
    expect(nextStatus('past_due', 'grace_expired')).toBe('hidden');
    expect(nextStatus('hidden', 'paid')).toBe('active');
    expect(nextStatus('active', 'period_ended')).toBe('ended');
    expect(nextStatus('active', 'grace_expired')).toBeNull();
    expect(nextStatus('ended', 'paid')).toBeNull();
  });

  it('awaiting payment → active → past due → hidden → active; the publish gate and the photo limit follow; all audited', async () => {
    now = new Date('2027-03-01T00:00:00Z');
    const listing = await createService(database.db, { owner: vendor, category: 'photographer' });
    await database.db.update(services).set({ listingState: 'draft' }).where(eq(services.id, listing));
    const plans = await plansOf(database.db, 'photographer');
    const { subscription, invoice } = await subscribe(as(vendor), { categoryId: plans.categoryId, planId: plans.basic.id, addonPlanIds: [plans.photos.id] });

    // Not paid yet: no publishing, the basic photo count.
    expect((await findEditableService(as(vendor), { id: listing })).missing.subscription).toBeDefined();
    await expectInvalid(publishService(as(vendor), { id: listing }), ['subscription']);
    expect(await readListingEntitlement(as(vendor), { vendorId: vendor.id, categoryId: plans.categoryId })).toEqual({ subscribed: false, maxPhotos: 15, extraChoices: {} });

    await expectRefusal(markInvoicePaid(as(vendor), { id: invoice!.id }), 'FORBIDDEN');
    await markInvoicePaid(as(admin), { id: invoice!.id });
    await expectRefusal(markInvoicePaid(as(admin), { id: invoice!.id }), 'CONFLICT');
    const active = await subscriptionRow(subscription.id);
    expect(active).toMatchObject({ status: 'active', currentPeriodStart: now, currentPeriodEnd: new Date('2027-04-01T00:00:00Z') });
    expect(await readListingEntitlement(as(vendor), { vendorId: vendor.id, categoryId: plans.categoryId })).toEqual({ subscribed: true, maxPhotos: 30, extraChoices: {} });
    await publishService(as(vendor), { id: listing });
    expect(await searchable(listing)).toBe(true);

    // 14 days before the period ends: a renewal invoice, e-mailed, due when the period ends; once only.
    now = new Date('2027-03-18T00:00:00Z');
    const ctx = as(null);
    expect(await runBillingJobs(ctx)).toMatchObject({ renewed: 1 });
    expect(await runBillingJobs(ctx)).toMatchObject({ renewed: 0 });
    // (The venue's first invoice, open since March 1, is reminded of in the same run.)
    const subjects = (await listOutbox(ctx.outboxDir, { limit: 10 })).map((entry) => entry.subject);
    expect(subjects).toEqual(expect.arrayContaining([expect.stringMatching(/^Tax invoice INV-\d{6}: your Ever After listing renews on 2027-04-01$/), expect.stringMatching(/^Reminder: tax invoice INV-\d{6} is due on 2027-03-15$/)]));
    const [renewal] = await database.db.select().from(billingInvoices).where(and(eq(billingInvoices.subscriptionId, subscription.id), eq(billingInvoices.status, 'open')));
    expect(renewal).toMatchObject({ periodStart: new Date('2027-04-01T00:00:00Z'), periodEnd: new Date('2027-05-01T00:00:00Z'), dueAt: new Date('2027-04-01T00:00:00Z'), total: plans.basic.amount + plans.photos.amount });

    // Unpaid when the period ends: past due, the listing still public for 7 days of grace.
    now = new Date('2027-04-01T01:00:00Z');
    expect(await runBillingJobs(ctx)).toMatchObject({ pastDue: 1, hidden: 0 });
    expect((await subscriptionRow(subscription.id)).status).toBe('past_due');
    expect(await searchable(listing)).toBe(true);

    // Grace over: hidden, not deleted, out of search; still published by the vendor's choice.
    now = new Date('2027-04-08T02:00:00Z');
    expect(await runBillingJobs(ctx)).toMatchObject({ hidden: 1 });
    expect((await subscriptionRow(subscription.id)).status).toBe('hidden');
    expect(await billingHeld(listing)).toBe(true);
    expect(await searchable(listing)).toBe(false);
    expect((await database.db.select().from(services).where(eq(services.id, listing)))[0].listingState).toBe('published');

    // Paid: back at once, for a period from today (the days it was hidden are not lost).
    await markInvoicePaid(as(admin), { id: renewal.id });
    expect(await subscriptionRow(subscription.id)).toMatchObject({ status: 'active', currentPeriodStart: now, currentPeriodEnd: new Date('2027-05-08T02:00:00Z'), graceEndsAt: null });
    expect(await billingHeld(listing)).toBe(false);
    expect(await searchable(listing)).toBe(true);

    const audited = await database.db.select({ action: auditLog.action }).from(auditLog).where(and(eq(auditLog.entityType, 'billing_subscription'), eq(auditLog.entityId, String(subscription.id))));
    expect(audited.map((entry) => entry.action)).toEqual(['subscription.create', 'subscription.paid', 'subscription.payment_failed', 'subscription.grace_expired', 'subscription.paid']);
  });

  it('cancelled at period end → ended (listings held), resumable before; changes are prorated', async () => {
    now = new Date('2027-06-01T00:00:00Z');
    const listing = await createService(database.db, { owner: vendor, category: 'cakes' });
    const { subscription } = await createSubscription(database.db, vendor, 'cakes');
    const ctx = as(vendor);
    await expectRefusal(cancelSubscription(as(other), { id: subscription.id }), 'NOT_FOUND');
    await expectRefusal(resumeSubscription(ctx, { id: subscription.id }), 'CONFLICT');
    await cancelSubscription(ctx, { id: subscription.id });
    await resumeSubscription(ctx, { id: subscription.id });
    await cancelSubscription(ctx, { id: subscription.id });
    expect((await listMySubscriptions(ctx)).find((entry) => entry.id === subscription.id)).toMatchObject({ cancelAtPeriodEnd: true, nextCharge: null });

    // Half way through a month, the photos add-on costs half its price.
    const period = await subscriptionRow(subscription.id);
    now = new Date((period.currentPeriodStart!.getTime() + period.currentPeriodEnd!.getTime()) / 2);
    const plans = await plansOf(database.db, 'cakes');
    const changed = await changeSubscription(ctx, { id: subscription.id, planId: plans.basic.id, addonPlanIds: [plans.photos.id] });
    expect(changed.invoice?.total).toBe(Math.round(plans.photos.amount / 2));
    await expectRefusal(changeSubscription(as(other), { id: subscription.id, planId: plans.basic.id }), 'NOT_FOUND');

    now = new Date(period.currentPeriodEnd!.getTime() + 1000);
    expect(await runBillingJobs(as(null))).toMatchObject({ ended: 1 });
    expect((await subscriptionRow(subscription.id)).status).toBe('ended');
    expect(await billingHeld(listing)).toBe(true);
    // Its open change invoice is void; ended, it is gone from the vendor's list.
    expect((await database.db.select().from(billingInvoices).where(eq(billingInvoices.id, changed.invoice!.id)))[0].status).toBe('void');
    expect((await listMySubscriptions(ctx)).some((entry) => entry.id === subscription.id)).toBe(false);
    await expectRefusal(resumeSubscription(ctx, { id: subscription.id }), 'NOT_FOUND');
  });

  it('does not gate unclaimed listings or administrators', async () => {
    const unclaimed = await createService(database.db, { category: 'photo_booth' });
    const owned = await createService(database.db, { owner: other, category: 'photo_booth' });
    expect((await findEditableService(as(admin), { id: unclaimed })).missing.subscription).toBeUndefined();
    expect((await findEditableService(as(admin), { id: owned })).missing.subscription).toBeUndefined();
    expect((await findEditableService(as(other), { id: owned })).missing.subscription).toEqual(['Publishing needs a paid subscription in this category: choose a plan']);
  });

  it('voiding a first invoice ends the subscription waiting for it; administrators only', async () => {
    const { subscription, invoice } = await createSubscription(database.db, vendor, 'videographer', { paid: false });
    await expectRefusal(voidInvoice(as(vendor), { id: invoice!.id }), 'FORBIDDEN');
    await expectInvalid(voidInvoice(as(admin), { id: 'INV-1' }), ['id']);
    await voidInvoice(as(admin), { id: invoice!.id });
    expect((await subscriptionRow(subscription.id)).status).toBe('ended');
  });
});

describe('a claim’s 30 days to subscribe', () => {
  const day = 24 * 60 * 60 * 1000;
  const pdf = () => new File([`%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n`], 'abn-registration.pdf', { type: 'application/pdf' });
  const claimed = async (claimant: TestPerson) => {
    const listing = await createService(database.db, { category: 'celebrant' });
    const claim = await claimService(as(claimant), { serviceId: listing, files: [pdf()] });
    await approveServiceClaim(as(admin), { id: claim });
    return listing;
  };
  /** Subscribed and paid on the test's clock. */
  const subscribed = async (subscriber: TestPerson) => {
    await createBusiness(database.db, subscriber);
    const plans = await plansOf(database.db, 'celebrant');
    const { invoice } = await subscribe(as(subscriber), { categoryId: plans.categoryId, planId: plans.basic.id });
    await markInvoicePaid(as(admin), { id: invoice!.id });
  };
  const vendorInvoices = async (person: TestPerson) => database.db.select().from(billingInvoices).where(eq(billingInvoices.vendorId, person.id));

  it('keeps a claimed listing up 30 days, then holds it without a charge unless its vendor subscribed; subscribing releases it; others unaffected', async () => {
    const [late, prompt, later] = await Promise.all([createVendor(database.db), createVendor(database.db), createVendor(database.db)]);
    const approvedAt = now;
    const [lateListing, promptListing] = [await claimed(late), await claimed(prompt)];
    expect(await searchable(lateListing)).toBe(true);
    await expectRefusal(listMyClaimTrials(as(couple)), 'FORBIDDEN');
    expect(await listMyClaimTrials(as(late))).toEqual([expect.objectContaining({ serviceId: lateListing, endsAt: new Date(approvedAt.getTime() + 30 * day), category: expect.objectContaining({ name: 'celebrant' }) })]);

    now = new Date(approvedAt.getTime() + 10 * day);
    await subscribed(prompt);
    expect(await listMyClaimTrials(as(prompt))).toEqual([]);
    now = new Date(approvedAt.getTime() + 20 * day);
    const laterListing = await claimed(later);
    expect(await runBillingJobs(as(null))).toMatchObject({ trialsEnded: 0 });

    // Day 30 passed: only the late vendor's listing leaves search; nothing is invoiced.
    now = new Date(approvedAt.getTime() + 30 * day + 60 * 1000);
    expect(await runBillingJobs(as(null))).toMatchObject({ trialsEnded: 1 });
    expect(await billingHeld(lateListing)).toBe(true);
    expect(await searchable(lateListing)).toBe(false);
    expect((await database.db.select().from(serviceHolds).where(eq(serviceHolds.serviceId, lateListing)))[0].reason).toBe(claimTrialEndedReason);
    expect(await vendorInvoices(late)).toEqual([]);
    expect(await listMyClaimTrials(as(late))).toEqual([]);
    for (const listing of [promptListing, laterListing]) {
      expect(await billingHeld(listing)).toBe(false);
      expect(await searchable(listing)).toBe(true);
    }
    expect(await listMyClaimTrials(as(later))).toEqual([expect.objectContaining({ serviceId: laterListing, endsAt: new Date(approvedAt.getTime() + 50 * day) })]);
    const [audited] = await database.db.select().from(auditLog).where(and(eq(auditLog.action, 'service.claim_trial_ended'), eq(auditLog.entityId, String(lateListing))));
    expect(audited).toMatchObject({ actorId: null, reason: claimTrialEndedReason });
    expect(await runBillingJobs(as(null))).toMatchObject({ trialsEnded: 0 });

    // Subscribing and paying brings it back at once.
    await subscribed(late);
    expect(await billingHeld(lateListing)).toBe(false);
    expect(await searchable(lateListing)).toBe(true);

    // The later claim's own 30 days end 20 days on.
    now = new Date(approvedAt.getTime() + 50 * day + 60 * 1000);
    expect(await runBillingJobs(as(null))).toMatchObject({ trialsEnded: 1 });
    expect(await billingHeld(laterListing)).toBe(true);
    expect(await billingHeld(lateListing)).toBe(false);
  });
});
