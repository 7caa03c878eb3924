import { readFileSync } from 'node:fs';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForHydration } from '../setup/browser';
import { graphql, graphqlUpload, signInOverApi } from '../setup/e2e-api';
import { picture } from '../setup/e2e-listing';
import { look, open, type Session as Person } from '../setup/e2e-page';
import { startSeededServer } from '../setup/e2e-seeded-server';
import type { RunningServer } from '../setup/server-process';
import { startStripeApiStandIn, type StripeApiStandIn } from '../setup/stripe-api-stand-in';
import { baseUrl } from '../setup/e2e-lane';

let vendor: Person;
let stranger: Person;
let admin: Person;

/** A complete celebrant listing, still a draft, of the demo vendor's (they have no celebrant subscription), on the server at `base`. */
async function draftCelebrant(cookie: string, base = baseUrl): Promise<{ id: number; name: string }> {
  const [{ id: categoryId }] = (await graphql<{ categories: { id: string; name: string }[] }>('{ categories { id name } }', {}, undefined, base)).data.categories.filter((category) => category.name === 'celebrant');
  const name = `Vows by the Vines ${Date.now()}`;
  const created = await graphql<{ createService: { id: number } }>('mutation ($category: Int!, $name: String!) { createService(category_id: $category, name: $name) { id } }', { category: Number(categoryId), name }, cookie, base);
  const id = created.data.createService.id;
  await graphql(
    'mutation ($id: Int!, $meta: [MetaInput!]) { updateService(id: $id, address: "1 Wine Country Dr, Pokolbin NSW", lat: -32.78, lng: 151.29, meta: $meta) { id } }',
    { id, meta: [{ meta_key: 'min_package', meta_value: '900' }, { meta_key: 'ceremony_type', meta_value: '["civil"]' }] },
    cookie,
    base,
  );
  const photo = await picture('celebrant.jpg', 1200, 800);
  await graphqlUpload('mutation ($id: Int!, $files: [Upload!]!) { addServiceMedia(id: $id, files: $files) { photos { id } } }', { id, files: [null] }, { 'files.0': new File([readFileSync(photo)], 'celebrant.jpg', { type: 'image/jpeg' }) }, cookie, base);
  return { id, name };
}

/** The code of a GraphQL refusal (graphql() expects none). */
async function errorCodeOf(query: string, variables: Record<string, unknown>, cookie: string): Promise<string | undefined> {
  const response = await fetch(`${baseUrl}/graphql`, { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: cookie }, body: JSON.stringify({ query, variables }) });
  const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
  return body.errors?.[0].extensions?.code;
}

beforeAll(async () => {
  [vendor, stranger, admin] = await Promise.all([signInOverApi('vendor@example.com'), signInOverApi('vendor2@example.com'), signInOverApi('admin@example.com')]);
});

describe('vendors pay per category', () => {
  it('shows a visitor the Australian plans, then New Zealand’s; Join goes to vendor registration', async () => {
    const page = await open('/pricing?category=venue&country=au');
    await waitForHydration(page);
    expect(await page.title()).toMatch(/^Explore our Pricing/);
    const basic = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Basic Listing' }) });
    await expect.poll(() => basic.textContent()).toContain('$79.00 Per Month');
    expect(await basic.textContent()).toContain('incl GST');
    expect(await basic.textContent()).toContain('Monthly - Billed annually');
    expect(await basic.textContent()).toContain('$790.00 billed once a year, saving $158.00');
    await look(page, 'billing-pricing-au');

    await page.getByRole('radio', { name: /New Zealand/ }).check();
    await page.waitForURL(/country=nz/);
    await expect.poll(() => basic.textContent()).toContain('NZD 89.00 Per Month');
    expect(new URL(page.url()).searchParams.get('category')).toBe('venue');
    await look(page, 'billing-pricing-nz');

    await page.getByRole('link', { name: 'Join' }).click();
    await page.waitForURL(/\/vendors\/register$/);
    await page.close();
  });

  it('the demo vendor subscribes with an add-on and sees its tax invoice; an administrator marks it paid; the draft can be published', async () => {
    const { id: draft } = await draftCelebrant(vendor.cookie);
    const page = await open(`/vendors/services/${draft}/review`, { signedInAs: vendor });
    await expect.poll(() => page.getByText('Publishing needs a paid subscription in this category').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Publish' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Pricing' }).click();
    await page.waitForURL(/\/pricing\?category=celebrant$/);
    await waitForHydration(page);
    expect(await page.getByRole('link', { name: 'Create' }).getAttribute('href')).toBe('/vendors/services/create?category=celebrant');
    await look(page, 'billing-pricing-vendor');

    await page.getByRole('checkbox', { name: 'Extra Photos' }).check();
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForURL(/\/vendors\/billing\/invoices\/\d+$/);
    const invoiceId = page.url().split('/').pop()!;
    await expect.poll(() => page.getByRole('heading', { name: 'Tax invoice', level: 1 }).count()).toBe(1);
    const text = (await page.locator('article').textContent())!;
    for (const words of ['ABN 51 824 753 556', 'Whitfield & Vine Weddings', 'Basic Listing — Celebrants (monthly)', 'Extra Photos — Celebrants (monthly)', 'Total includes GST (10%)', 'BSB']) expect(text).toContain(words);
    // The buyer: the vendor's business and its ABN, as the ATO asks (the seller's ABN is printed above it).
    expect(await page.getByRole('region', { name: 'Billed to' }).textContent()).toBe('Billed toWhitfield & Vine WeddingsABN 51 824 753 556');
    await look(page, 'billing-invoice');
    const pdf = await fetch(`${baseUrl}/vendors/billing/invoices/${invoiceId}/pdf`, { headers: { Cookie: vendor.cookie } });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    // Private to its buyer and administrators.
    expect((await fetch(`${baseUrl}/vendors/billing/invoices/${invoiceId}`, { headers: { Cookie: stranger.cookie } })).status).toBe(404);
    expect((await fetch(`${baseUrl}/vendors/billing/invoices/${invoiceId}/pdf`, { headers: { Cookie: stranger.cookie } })).status).toBe(404);

    expect(await errorCodeOf('mutation ($id: ID!) { markInvoicePaid(id: $id) { status } }', { id: invoiceId }, vendor.cookie)).toBe('FORBIDDEN');
    const paid = await graphql<{ markInvoicePaid: { status: string } }>('mutation ($id: ID!) { markInvoicePaid(id: $id) { status } }', { id: invoiceId }, admin.cookie);
    expect(paid.data.markInvoicePaid.status).toBe('paid');

    await page.goto(`${baseUrl}/vendors/billing`);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Celebrants' }) });
    await expect.poll(() => card.textContent()).toContain('Active');
    expect(await card.textContent()).toContain('Bank transfer against a tax invoice');
    await look(page, 'billing-billing');

    // Monthly → yearly: priced first, confirmed after; the year starts once its invoice is paid.
    await card.getByText('Change plan or add-ons').click();
    await card.getByRole('radio', { name: /Basic Listing, monthly - billed annually/ }).check();
    await card.getByRole('button', { name: 'Show the price' }).click();
    const price = card.getByRole('region', { name: 'The price of this change' });
    await expect.poll(() => price.textContent()).toContain('The change takes effect when it is paid; until then your plan stays as it is.');
    expect(await price.textContent()).toContain('Credit for the unused part of the previous period');
    await look(page, 'billing-billing-change');
    await price.getByRole('button', { name: 'Confirm the change' }).click();
    await page.waitForURL(/\/vendors\/billing\/invoices\/\d+$/);
    await expect.poll(() => page.locator('article').textContent()).toContain('Basic Listing — Celebrants (yearly)');
    expect(await page.locator('article').textContent()).toContain('Credit for the unused part of the previous period-$');
    await look(page, 'billing-invoice-change');
    await page.goto(`${baseUrl}/vendors/billing`);
    await expect.poll(() => card.textContent()).toContain('Changing to Basic Listing, Extra Photos (Monthly - Billed annually) when INV-');
    expect(await card.textContent()).toContain('Basic Listing (Monthly): $');
    await look(page, 'billing-billing-pending');

    await page.goto(`${baseUrl}/vendors/services/${draft}/review`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect.poll(() => page.getByText(/This listing is\s*published/).count()).toBe(1);
    await page.close();
  });
});

describe('a Stripe subscription', () => {
  const webhookSecret = 'whsec_e2e_ever_after';
  // Stripe's own library signs the fixtures, as Stripe signs its deliveries.
  const signer = new Stripe('sk_test_signer');
  const day = 24 * 60 * 60;
  let standIn: StripeApiStandIn;
  let server: RunningServer;

  beforeAll(async () => {
    standIn = await startStripeApiStandIn();
    server = await startSeededServer({ STRIPE_SECRET_KEY: 'sk_test_e2e', STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_URL: standIn.url, TEST_CLOCK_ROUTE: 'true' });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await standIn?.close();
  });

  async function deliver(id: string, type: string, object: object): Promise<string> {
    const payload = JSON.stringify({ id, object: 'event', type, api_version: '2026-10-28.endive', created: Math.floor(Date.now() / 1000), livemode: false, data: { object } });
    const response = await fetch(`${server.url}/api/stripe/webhook`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }) }, body: payload });
    expect(response.status).toBe(200);
    return response.text();
  }

  const invoice = (id: string, subscriptionId: string, start: number) => ({
    id,
    object: 'invoice',
    created: start,
    currency: 'aud',
    amount_paid: 3900,
    parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_e2e', metadata: { subscription_id: subscriptionId } } },
    lines: { object: 'list', data: [{ id: `il_${id}`, amount: 3900, description: '1 × Basic Listing — Celebrants (AU)', period: { start, end: start + 30 * day } }] },
  });

  it('a failed payment puts it in grace; past the grace its listing leaves search; invoice.paid brings it back', async () => {
    const owner = await signInOverApi('vendor@example.com', server.url);
    const plans = (await graphql<{ categories: { id: string; name: string; billingPlans: { id: string; title: string; interval: string; country_code: string }[] }[] }>('{ categories { id name billingPlans { id title interval country_code } } }', {}, undefined, server.url)).data.categories.find((category) => category.name === 'celebrant')!;
    const basic = plans.billingPlans.find((plan) => plan.title === 'Basic Listing' && plan.interval === 'month' && plan.country_code === 'au')!;
    const subscribed = await graphql<{ subscribe: { subscription: { id: string }; checkout_url: string } }>(
      'mutation ($category: ID!, $plan: ID!) { subscribe(category_id: $category, plan_id: $plan) { subscription { id } checkout_url } }',
      { category: plans.id, plan: basic.id },
      owner.cookie,
      server.url,
    );
    expect(subscribed.data.subscribe.checkout_url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    // With Stripe on, /pricing says the card is paid at Stripe's checkout, not by a tax invoice.
    const pricing = await (await fetch(`${server.url}/pricing?category=cakes`, { headers: { Cookie: owner.cookie } })).text();
    expect(pricing).toContain('You pay by card on Stripe’s secure checkout page');
    expect(pricing).not.toContain('You receive a tax invoice');
    expect(standIn.refused).toEqual([]);
    const subscriptionId = subscribed.data.subscribe.subscription.id;
    const start = Math.floor(Date.now() / 1000);
    expect(await deliver('evt_e2e_checkout', 'checkout.session.completed', { id: 'cs_e2e', object: 'checkout.session', client_reference_id: subscriptionId, subscription: 'sub_e2e', customer: 'cus_e2e' })).toBe('applied');
    expect(await deliver('evt_e2e_paid_1', 'invoice.paid', invoice('in_e2e_1', subscriptionId, start))).toBe('applied');

    const listing = await draftCelebrant(owner.cookie, server.url);
    await graphql('mutation ($id: Int!) { publishService(id: $id) { id } }', { id: listing.id }, owner.cookie, server.url);
    const search = `${server.url}/search?category=celebrant&location=${encodeURIComponent(JSON.stringify({ location: 'Pokolbin NSW', distance: 200000 }))}&geometry=${encodeURIComponent(JSON.stringify({ lat: -32.7833, lng: 151.2833 }))}`;
    const page = await open(null, { baseUrl: server.url });
    const listed = async () => {
      await page.goto(search);
      return page.getByRole('heading', { name: listing.name }).count();
    };
    // Searches are answered from a 10-second cache (search's recent-search cache): changes show within it.
    const settles = { timeout: 25_000, interval: 1_000 };
    await expect.poll(listed, settles).toBe(1);

    // The next period's payment fails: grace, still listed, and the billing page says until when.
    expect(await deliver('evt_e2e_failed_2', 'invoice.payment_failed', invoice('in_e2e_2', subscriptionId, start + 30 * day))).toBe('applied');
    expect(await listed()).toBe(1);
    const billing = await open('/vendors/billing', { signedInAs: owner, baseUrl: server.url });
    const card = billing.getByRole('listitem').filter({ has: billing.getByRole('heading', { name: 'Celebrants' }) });
    await expect.poll(() => card.textContent()).toContain('Payment overdue: listings stay up until');
    expect(await card.textContent()).toContain('Card, managed with Stripe');
    await look(billing, 'billing-grace');

    // Past the grace period: out of search.
    const moved = await fetch(`${server.url}/test-clock?days=8`, { method: 'POST' });
    expect(await moved.json()).toMatchObject({ hidden: 1 });
    await expect.poll(listed, settles).toBe(0);

    // Paid: back at once.
    expect(await deliver('evt_e2e_paid_2', 'invoice.paid', invoice('in_e2e_2', subscriptionId, start + 30 * day))).toBe('applied');
    await expect.poll(listed, settles).toBe(1);
    await page.close();
    await billing.close();
  }, 120_000);
});
