import { mkdirSync, readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { accessibilityViolations, launchBrowser, newPage, waitForHydration } from '../setup/browser';
import { graphql, graphqlUpload, signInOverApi } from '../setup/e2e-api';
import { pageWithSession, picture } from '../setup/e2e-listing';

const baseUrl = inject('baseUrl');
let browser: Browser;
type Person = { id: string; cookie: string };
let vendor: Person;
let stranger: Person;
let admin: Person;

/** Checked with axe, then captured at both widths. */
async function look(page: Page, name: string) {
  expect(await accessibilityViolations(page)).toEqual([]);
  for (const width of [1330, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `test-results/billing-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1330, height: 900 });
}

/** A complete celebrant listing, still a draft, of the demo vendor's (they have no celebrant subscription). */
async function draftCelebrant(): Promise<number> {
  const [{ id: categoryId }] = (await graphql<{ categories: { id: string; name: string }[] }>('{ categories { id name } }')).data.categories.filter((category) => category.name === 'celebrant');
  const created = await graphql<{ createService: { id: number } }>(
    'mutation ($category: Int!, $name: String!) { createService(category_id: $category, name: $name) { id } }',
    { category: Number(categoryId), name: `Vows by the Vines ${Date.now()}` },
    vendor.cookie,
  );
  const id = created.data.createService.id;
  await graphql(
    'mutation ($id: Int!, $meta: [MetaInput!]) { updateService(id: $id, address: "1 Wine Country Dr, Pokolbin NSW", lat: -32.78, lng: 151.29, meta: $meta) { id } }',
    { id, meta: [{ meta_key: 'min_package', meta_value: '900' }, { meta_key: 'ceremony_type', meta_value: '["civil"]' }] },
    vendor.cookie,
  );
  const photo = await picture('celebrant.jpg', 1200, 800);
  await graphqlUpload('mutation ($id: ID!, $files: [File!]!) { addServiceMedia(id: $id, files: $files) { photos { id } } }', { id: String(id), files: [null] }, { 'files.0': new File([readFileSync(photo)], 'celebrant.jpg', { type: 'image/jpeg' }) }, vendor.cookie);
  return id;
}

/** The code of a GraphQL refusal (graphql() expects none). */
async function errorCodeOf(query: string, variables: Record<string, unknown>, cookie: string): Promise<string | undefined> {
  const response = await fetch(`${baseUrl}/graphql`, { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: cookie }, body: JSON.stringify({ query, variables }) });
  const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
  return body.errors?.[0].extensions?.code;
}

beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync('test-results', { recursive: true });
  [vendor, stranger, admin] = await Promise.all([signInOverApi('vendor@example.com'), signInOverApi('vendor2@example.com'), signInOverApi('admin@example.com')]);
});
afterAll(() => browser?.close());

describe('vendors pay per category', () => {
  it('shows a visitor the Australian plans, then New Zealand’s; Join goes to vendor registration', async () => {
    const page = await newPage(browser, 1330);
    await page.goto(`${baseUrl}/pricing?category=venue&country=au`);
    await waitForHydration(page);
    expect(await page.title()).toMatch(/^Explore our Pricing/);
    const basic = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Basic Listing' }) });
    await expect.poll(() => basic.textContent()).toContain('$79.00 Per Month');
    expect(await basic.textContent()).toContain('incl GST');
    expect(await basic.textContent()).toContain('Monthly - Billed annually');
    expect(await basic.textContent()).toContain('$790.00 billed once a year, saving $158.00');
    await look(page, 'pricing-au');

    await page.getByRole('radio', { name: /New Zealand/ }).check();
    await page.waitForURL(/country=nz/);
    await expect.poll(() => basic.textContent()).toContain('NZD 89.00 Per Month');
    expect(new URL(page.url()).searchParams.get('category')).toBe('venue');
    await look(page, 'pricing-nz');

    await page.getByRole('link', { name: 'Join' }).click();
    await page.waitForURL(/\/vendors\/register$/);
    await page.close();
  });

  it('the demo vendor subscribes with an add-on and sees its tax invoice; an administrator marks it paid; the draft can be published', async () => {
    const draft = await draftCelebrant();
    const page = await pageWithSession(browser, vendor.cookie, 1330);
    await page.goto(`${baseUrl}/vendors/services/${draft}/review`);
    await expect.poll(() => page.getByText('Publishing needs a paid subscription in this category').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Publish' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Pricing' }).click();
    await page.waitForURL(/\/pricing\?category=celebrant$/);
    await waitForHydration(page);
    expect(await page.getByRole('link', { name: 'Create' }).getAttribute('href')).toBe('/vendors/services/create?category=celebrant');
    await look(page, 'pricing-vendor');

    await page.getByRole('checkbox', { name: 'Extra Photos' }).check();
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForURL(/\/vendors\/billing\/invoices\/\d+$/);
    const invoiceId = page.url().split('/').pop()!;
    await expect.poll(() => page.getByRole('heading', { name: 'Tax invoice', level: 1 }).count()).toBe(1);
    const text = (await page.locator('article').textContent())!;
    for (const words of ['ABN 51 824 753 556', 'Whitfield & Vine Weddings', 'Basic Listing — Celebrants (monthly)', 'Extra Photos — Celebrants (monthly)', 'Total includes GST (10%)', 'BSB']) expect(text).toContain(words);
    await look(page, 'invoice');
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
    await look(page, 'billing');

    await page.goto(`${baseUrl}/vendors/services/${draft}/review`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect.poll(() => page.getByText(/This listing is\s*published/).count()).toBe(1);
    await page.close();
  });
});
