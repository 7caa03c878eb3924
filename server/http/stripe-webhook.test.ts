import { and, count, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, billingInvoices, billingProviderEvents, billingSubscriptionItems, billingSubscriptions, serviceSearch } from '../../db/schema';
import { seedReferenceData } from '../../demo';
import { createBusiness, plansOf } from '../../tests/factories/billing';
import { createService } from '../../tests/factories/services';
import { createVendor, sessionCookieFrom, type TestPerson } from '../../tests/factories/users';
import { createTestApi, type TestApi } from '../../tests/setup/api';
import { startStripeApiStandIn, type StripeApiStandIn } from '../../tests/setup/stripe-api-stand-in';
import { createStripePayments } from '../integrations/payments/stripe/stripe-payments';
import { stripeWebhookPath } from './stripe-webhook';
import { movableClock } from './test-clock';

const webhookSecret = 'whsec_test_ever_after';
// Stripe's own library signs the fixtures, as Stripe signs its deliveries.
const signer = new Stripe('sk_test_signer');
const day = 24 * 60 * 60;

let standIn: StripeApiStandIn;
let api: TestApi;
let vendor: TestPerson;
let listing: number;
let subscriptionId: number;
let cookie: Record<string, string>;
const clock = movableClock();

async function deliver(event: { id: string; type: string; created?: number; data: { object: object } }, signature?: string): Promise<{ status: number; text: string }> {
  const payload = JSON.stringify({ object: 'event', api_version: '2026-10-28.endive', created: Math.floor(Date.now() / 1000), livemode: false, ...event });
  const response = await api.app.request(stripeWebhookPath, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature ?? signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }) },
    body: payload,
  });
  return { status: response.status, text: await response.text() };
}

/** A subscription invoice of Stripe's for one period (seconds), as its events carry it. */
const invoice = (id: string, start: number, withMetadata: boolean) => ({
  id,
  object: 'invoice',
  created: start,
  currency: 'aud',
  amount_paid: 3900,
  parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_1', metadata: withMetadata ? { subscription_id: String(subscriptionId) } : null } },
  lines: { object: 'list', data: [{ id: `il_${id}`, amount: 3900, description: '1 × Basic Listing — Celebrants (AU)', period: { start, end: start + 30 * day } }] },
});

const subscribeMutation = 'mutation ($category: ID!, $plan: ID!) { subscribe(category_id: $category, plan_id: $plan) { subscription { id status } checkout_url } }';
const rowOf = async (id: number) => (await api.database.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, id)))[0];
const lastCheckout = () => standIn.requests.filter((request) => request.method === 'POST' && request.path === '/v1/checkout/sessions').at(-1)!;

/** A Stripe subscription of billing's subscription `local`, with an item per plan (a Price of Product plan_{id}), as its events carry it. */
const stripeSubscription = (id: string, local: number, customer: string, planIds: number[]) => ({
  id,
  object: 'subscription',
  customer,
  status: 'active',
  cancel_at_period_end: false,
  metadata: { subscription_id: String(local) },
  items: { object: 'list', data: planIds.map((planId) => ({ id: `si_${id}_${planId}`, object: 'subscription_item', current_period_end: Math.floor(Date.now() / 1000) + 30 * day, price: { id: `price_${planId}`, object: 'price', product: `plan_${planId}`, lookup_key: null } })) },
});

const row = async () => (await api.database.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, subscriptionId)))[0];
const searchable = async () => (await api.database.db.select().from(serviceSearch).where(eq(serviceSearch.serviceId, listing))).length === 1;
const audited = async (action: string) => (await api.database.db.select({ n: count() }).from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(subscriptionId)))))[0].n;

beforeAll(async () => {
  standIn = await startStripeApiStandIn();
  const stripe = createStripePayments({ secretKey: 'sk_test_ever_after', webhookSecret, apiUrl: standIn.url });
  api = await createTestApi({}, { stripe, testClock: clock });
  await seedReferenceData(api.database.db);
  vendor = await createVendor(api.database.db);
  await createBusiness(api.database.db, vendor);
  listing = await createService(api.database.db, { owner: vendor, category: 'celebrant' });
});
afterAll(async () => {
  await api.close();
  await standIn.close();
});

describe('Stripe', () => {
  it('subscribe keeps Products and Prices in step (tax inclusive) and opens Checkout in subscription mode, every write with an idempotency key', async () => {
    const plans = await plansOf(api.database.db, 'celebrant');
    const login = await api.graphql('mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { id } }', { email: vendor.email, password: vendor.password });
    const subscribed = await api.graphql<{ subscribe: { subscription: { id: string; status: string }; invoice: null; checkout_url: string } }>(
      'mutation ($category: ID!, $plan: ID!, $addons: [ID!]) { subscribe(category_id: $category, plan_id: $plan, addon_plan_ids: $addons) { subscription { id status } invoice { id } checkout_url } }',
      { category: plans.categoryId, plan: plans.basic.id, addons: [plans.photos.id] },
      (cookie = { Cookie: sessionCookieFrom(login.headers) }),
    );
    const result = subscribed.data!.subscribe;
    expect(result).toMatchObject({ subscription: { status: 'awaiting_payment' }, invoice: null, checkout_url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\//) });
    subscriptionId = Number(result.subscription.id);

    expect(standIn.refused).toEqual([]);
    expect(standIn.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /v1/prices',
      'GET /v1/products/plan_' + plans.basic.id,
      'POST /v1/products',
      'POST /v1/prices',
      'GET /v1/prices',
      'GET /v1/products/plan_' + plans.photos.id,
      'POST /v1/products',
      'POST /v1/prices',
      'POST /v1/checkout/sessions',
    ]);
    const posts = standIn.requests.filter((request) => request.method === 'POST');
    expect(posts.every((request) => request.idempotencyKey)).toBe(true);
    expect(posts.find((request) => request.path === '/v1/prices')?.params).toMatchObject({ tax_behavior: 'inclusive', unit_amount: String(plans.basic.amount), currency: 'aud', 'recurring[interval]': 'month' });
    expect(posts.at(-1)?.params).toMatchObject({ mode: 'subscription', client_reference_id: String(subscriptionId), customer_email: vendor.email, 'line_items[1][price]': expect.stringMatching(/^price_/) });
  });

  it('refuses a bad signature, applies each event once, in any order; failed payment → grace → hidden past it → back when paid', async () => {
    const start = Math.floor(Date.now() / 1000);
    const paid = { id: 'evt_paid_1', type: 'invoice.paid', data: { object: invoice('in_1', start, false) } };
    expect((await deliver(paid, 't=1,v1=0000')).status).toBe(400);
    expect((await deliver(paid, signer.webhooks.generateTestHeaderString({ payload: '{}', secret: webhookSecret }))).status).toBe(400);
    expect(await api.database.db.select().from(billingProviderEvents)).toEqual([]);

    // invoice.paid before checkout's event, without metadata: the adapter reads the subscription again.
    standIn.putSubscription({ id: 'sub_1', object: 'subscription', customer: 'cus_1', status: 'active', cancel_at_period_end: false, metadata: { subscription_id: String(subscriptionId) }, items: { object: 'list', data: [{ id: 'si_1', current_period_end: start + 30 * day }] } });
    expect(await deliver(paid)).toEqual({ status: 200, text: 'applied' });
    expect(standIn.requests.at(-1)).toMatchObject({ method: 'GET', path: '/v1/subscriptions/sub_1' });
    expect(await row()).toMatchObject({ status: 'active', externalId: 'sub_1', currentPeriodEnd: new Date((start + 30 * day) * 1000) });
    expect(await deliver({ id: 'evt_checkout', type: 'checkout.session.completed', data: { object: { id: 'cs_1', object: 'checkout.session', client_reference_id: String(subscriptionId), subscription: 'sub_1', customer: 'cus_1' } } })).toEqual({ status: 200, text: 'applied' });
    expect((await row()).externalCustomerId).toBe('cus_1');

    // A replay has no second effect.
    expect(await deliver(paid)).toEqual({ status: 200, text: 'duplicate' });
    expect(await audited('subscription.paid')).toBe(1);
    expect((await api.database.db.select().from(billingInvoices).where(eq(billingInvoices.subscriptionId, subscriptionId))).map((entry) => entry.externalId)).toEqual(['in_1']);

    // The next period's payment fails: grace, still listed.
    const next = start + 30 * day;
    expect((await deliver({ id: 'evt_failed_2', type: 'invoice.payment_failed', data: { object: invoice('in_2', next, true) } })).text).toBe('applied');
    expect((await row()).status).toBe('past_due');
    expect(await searchable()).toBe(true);
    // A late failure of the period already paid changes nothing.
    expect((await deliver({ id: 'evt_failed_1', type: 'invoice.payment_failed', data: { object: invoice('in_1', start, true) } })).text).toBe('ignored');

    // Past the grace: out of search.
    const moved = await api.app.request('/test-clock?days=8', { method: 'POST' });
    expect(await moved.json()).toMatchObject({ hidden: 1 });
    expect((await row()).status).toBe('hidden');
    expect(await searchable()).toBe(false);

    // Paid: back at once, the period moved on.
    expect((await deliver({ id: 'evt_paid_2', type: 'invoice.paid', data: { object: invoice('in_2', next, true) } })).text).toBe('applied');
    expect(await row()).toMatchObject({ status: 'active', currentPeriodEnd: new Date((next + 30 * day) * 1000) });
    expect(await searchable()).toBe(true);

    // The Customer Portal cancels at period end; Stripe ends it.
    const subscription = (cancel: boolean) => ({ id: 'sub_1', object: 'subscription', customer: 'cus_1', status: 'active', cancel_at_period_end: cancel, metadata: { subscription_id: String(subscriptionId) }, items: { object: 'list', data: [{ id: 'si_1', current_period_end: next + 30 * day }] } });
    expect((await deliver({ id: 'evt_updated', type: 'customer.subscription.updated', data: { object: subscription(true) } })).text).toBe('applied');
    expect((await row()).cancelAtPeriodEnd).toBe(true);
    // Card-paid: changed in Stripe's Customer Portal, not by billing's own mutations.
    const portal = await api.graphql<{ openBillingPortal: string }>('mutation ($id: ID!) { openBillingPortal(id: $id) }', { id: subscriptionId }, cookie);
    expect(portal.data?.openBillingPortal).toMatch(/^https:\/\/billing\.stripe\.test\//);
    expect(standIn.requests.at(-1)).toMatchObject({ path: '/v1/billing_portal/sessions', params: { customer: 'cus_1', return_url: expect.stringMatching(/\/vendors\/billing$/) } });
    expect((await api.graphql('mutation ($id: ID!) { resumeSubscription(id: $id) { id } }', { id: subscriptionId }, cookie)).errors?.[0].extensions?.code).toBe('CONFLICT');
    expect((await deliver({ id: 'evt_deleted', type: 'customer.subscription.deleted', data: { object: subscription(true) } })).text).toBe('applied');
    expect((await row()).status).toBe('ended');
    expect(await searchable()).toBe(false);
    expect(standIn.refused).toEqual([]);
  });

  it('ends an abandoned checkout (expired, or given up by the vendor) so the vendor may subscribe again; a paid one is not given up so; one Stripe customer per vendor', async () => {
    const plans = await plansOf(api.database.db, 'cakes');
    const start = async () => Number((await api.graphql<{ subscribe: { subscription: { id: string } } }>(subscribeMutation, { category: plans.categoryId, plan: plans.basic.id }, cookie)).data!.subscribe.subscription.id);
    const first = await start();
    // The customer the celebrant checkout made is this vendor's in every category.
    expect(lastCheckout().params).toMatchObject({ customer: 'cus_1' });
    expect(lastCheckout().params.customer_email).toBeUndefined();
    const portal = await api.graphql('mutation ($id: ID!) { openBillingPortal(id: $id) }', { id: first }, cookie);
    expect(portal.errors?.[0].message).toBe('This subscription has no card yet: its checkout was not paid. Cancel it, then subscribe again on the pricing page.');

    const session = (await rowOf(first)).externalCheckoutId!;
    expect(session).toMatch(/^cs_test_/);
    expect(await deliver({ id: 'evt_expired_1', type: 'checkout.session.expired', data: { object: { id: session, object: 'checkout.session', client_reference_id: String(first), status: 'expired' } } })).toEqual({ status: 200, text: 'applied' });
    expect(await rowOf(first)).toMatchObject({ status: 'ended' });

    const second = await start();
    const cancel = (id: number) => api.graphql<{ cancelSubscription: { status: string } }>('mutation ($id: ID!) { cancelSubscription(id: $id) { status } }', { id }, cookie);
    expect((await cancel(second)).data?.cancelSubscription.status).toBe('ended');
    expect(standIn.requests.at(-1)).toMatchObject({ method: 'POST', path: `/v1/checkout/sessions/${(await rowOf(second)).externalCheckoutId}/expire`, idempotencyKey: expect.any(String) });

    // Paid at Stripe a moment ago (its events not here yet): not ended under the vendor's card.
    const third = await start();
    standIn.completeCheckout((await rowOf(third)).externalCheckoutId!);
    const refused = await cancel(third);
    expect(refused.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(await rowOf(third)).toMatchObject({ status: 'awaiting_payment' });
    expect(standIn.refused).toEqual([]);
  });

  it('follows the Customer Portal: the plan and add-ons from the items, newest change kept whatever the order; the customer from customer.subscription.created', async () => {
    const other = await createVendor(api.database.db);
    await createBusiness(api.database.db, other);
    const login = await api.graphql('mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { id } }', { email: other.email, password: other.password });
    const headers = { Cookie: sessionCookieFrom(login.headers) };
    const monthly = await plansOf(api.database.db, 'flowers');
    const yearly = await plansOf(api.database.db, 'flowers', { interval: 'year' });
    const local = Number((await api.graphql<{ subscribe: { subscription: { id: string } } }>(subscribeMutation, { category: monthly.categoryId, plan: monthly.basic.id }, headers)).data!.subscribe.subscription.id);
    expect(lastCheckout().params).toMatchObject({ customer_email: other.email });
    const t0 = Math.floor(Date.now() / 1000);
    const event = (id: string, type: string, created: number, planIds: number[]) => deliver({ id, type, created, data: { object: stripeSubscription('sub_2', local, 'cus_2', planIds) } });

    expect((await event('evt_sub2_created', 'customer.subscription.created', t0, [monthly.basic.id])).text).toBe('applied');
    expect(await rowOf(local)).toMatchObject({ externalId: 'sub_2', externalCustomerId: 'cus_2', planId: monthly.basic.id });
    const addons = async () => (await api.database.db.select().from(billingSubscriptionItems).where(eq(billingSubscriptionItems.subscriptionId, local))).map((item) => item.planId);

    // Photos added in the portal.
    expect((await event('evt_sub2_photos', 'customer.subscription.updated', t0 + 20, [monthly.basic.id, monthly.photos.id])).text).toBe('applied');
    expect(await addons()).toEqual([monthly.photos.id]);
    expect(await api.database.db.select({ reason: auditLog.reason }).from(auditLog).where(and(eq(auditLog.action, 'subscription.change'), eq(auditLog.entityId, String(local))))).toEqual([{ reason: 'Stripe Customer Portal' }]);

    // An older event delivered late: Stripe's subscription is read again, and it has the photos.
    standIn.putSubscription(stripeSubscription('sub_2', local, 'cus_2', [monthly.basic.id, monthly.photos.id]));
    expect((await event('evt_sub2_old', 'customer.subscription.updated', t0 + 10, [monthly.basic.id])).text).toBe('applied');
    expect(standIn.requests.at(-1)).toMatchObject({ method: 'GET', path: '/v1/subscriptions/sub_2' });
    expect(await addons()).toEqual([monthly.photos.id]);

    // Yearly in the portal, without the add-on.
    expect((await event('evt_sub2_yearly', 'customer.subscription.updated', t0 + 30, [yearly.basic.id])).text).toBe('applied');
    expect(await rowOf(local)).toMatchObject({ planId: yearly.basic.id });
    expect(await addons()).toEqual([]);

    // Their next category's checkout is for the same Stripe customer.
    const cakes = await plansOf(api.database.db, 'cakes');
    await api.graphql(subscribeMutation, { category: cakes.categoryId, plan: cakes.basic.id }, headers);
    expect(lastCheckout().params).toMatchObject({ customer: 'cus_2' });
    expect(standIn.refused).toEqual([]);
  });
});
