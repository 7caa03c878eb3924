import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { accessibilityViolations, launchBrowser, newPage, waitForHydration } from '../setup/browser';
import { graphql, signInOverApi } from '../setup/e2e-api';

const baseUrl = inject('baseUrl');
type Person = { id: string; cookie: string };
let browser: Browser;
let vendor: Person;
let other: Person;
let listingId: number;

async function pageAs(person: Person, width: number): Promise<Page> {
  const page = await newPage(browser, width);
  const [name, value] = person.cookie.split('=');
  await page.context().addCookies([{ name, value, url: baseUrl }]);
  return page;
}

/** Screenshots at both widths and axe on the step the page shows. */
async function check(page: Page, step: string) {
  expect(await accessibilityViolations(page)).toEqual([]);
  for (const width of [1330, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/listing-editor-${step}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1330, height: 900 });
}

beforeAll(async () => {
  mkdirSync('test-results', { recursive: true });
  browser = await launchBrowser();
  [vendor, other] = await Promise.all([signInOverApi('vendor@example.com'), signInOverApi('vendor2@example.com')]);
});
afterAll(() => browser?.close());

describe('the listing editor', () => {
  it('creates a venue draft through details, location and attributes, and review says a photo is missing', async () => {
    const page = await pageAs(vendor, 1330);
    await page.goto(`${baseUrl}/vendors/services/create?category=venue`);
    await waitForHydration(page);
    await check(page, 'create');
    await page.getByLabel('Listing name').fill(`Sandstone Terrace ${Date.now()}`);
    // Enter submits with the form's first button, "Save and continue".
    await page.getByLabel('Listing name').press('Enter');
    await page.waitForURL(/\/vendors\/services\/\d+\/details$/);
    listingId = Number(/services\/(\d+)/.exec(page.url())![1]);
    await waitForHydration(page);
    await check(page, 'details');
    await page.getByLabel('Description').fill('A terrace above the vines.\n\nCeremonies at sunset.');
    await page.getByLabel('Website').fill('sandstone.example.com.au');
    await page.getByLabel('Website').press('Enter');
    await page.waitForURL(/\/location$/);
    await waitForHydration(page);
    await check(page, 'location');
    await page.getByRole('combobox', { name: 'Address' }).fill('12 Broke Rd, Pokolbin NSW 2320');
    await page.getByLabel('Latitude of the pin').fill('-32.78');
    await page.getByLabel('Longitude of the pin').fill('151.29');
    await page.getByLabel('Longitude of the pin').press('Enter');
    await page.waitForURL(/\/attributes$/);
    await waitForHydration(page);
    await check(page, 'attributes');
    await page.getByLabel(/Price per person from/).fill('140');
    for (const style of ['Garden', 'Vineyard']) await page.getByRole('checkbox', { name: style }).check();
    await page.getByLabel(/Price per person from/).press('Enter');
    // Saved, it goes on to the photos step (the other editor work's route).
    await page.waitForURL((url) => !url.pathname.endsWith('/attributes'));
    // Photos belong to the other step's routes: go straight to the review.
    await page.goto(`${baseUrl}/vendors/services/${listingId}/review`);
    await waitForHydration(page);
    await check(page, 'review');
    await expect.poll(() => page.getByText('Add at least one photo').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Publish' }).count()).toBe(0);
    await page.close();
  });

  it('refuses another vendor, through the page and GraphQL', async () => {
    const response = await fetch(`${baseUrl}/vendors/services/${listingId}/details`, { headers: { Cookie: other.cookie } });
    expect(response.status).toBe(404);
    const { data } = await graphql<{ services: null }>('query ($id: Int!) { services(id: $id) { id } }', { id: listingId }, other.cookie);
    expect(data.services).toBeNull();
    const update = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: other.cookie },
      body: JSON.stringify({ query: 'mutation ($id: Int!) { updateService(id: $id, name: "Mine now") { id } }', variables: { id: listingId } }),
    });
    expect((await update.json()).errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('a renamed published listing answers 301 from its old URL', async () => {
    const { data } = await graphql<{ myServices: { id: number; name: string; listing_state: string }[] }>('{ myServices { id name listing_state } }', {}, vendor.cookie);
    const published = data.myServices.find((listing) => listing.listing_state === 'published')!;
    const before = await graphql<{ services: { path: string } }>('query ($id: Int!) { services(id: $id) { path } }', { id: published.id });
    const renamed = await graphql<{ updateService: { path: string } }>(
      'mutation ($id: Int!, $name: String!) { updateService(id: $id, name: $name) { path } }',
      { id: published.id, name: `${published.name} Estate` },
      vendor.cookie,
    );
    try {
      expect(renamed.data.updateService.path).not.toBe(before.data.services.path);
      const old = await fetch(`${baseUrl}${before.data.services.path}`, { redirect: 'manual' });
      expect(old.status).toBe(301);
      expect(new URL(old.headers.get('location')!, baseUrl).pathname).toBe(renamed.data.updateService.path);
    } finally {
      await graphql('mutation ($id: Int!, $name: String!) { updateService(id: $id, name: $name) { id } }', { id: published.id, name: published.name }, vendor.cookie);
    }
  });
});
