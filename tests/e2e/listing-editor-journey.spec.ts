import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { accessibilityViolations, launchBrowser, newPage, waitForHydration } from '../setup/browser';
import { graphql, signInOverApi } from '../setup/e2e-api';
import { nextMonthDay, pageWithSession, picture } from '../setup/e2e-listing';

const baseUrl = inject('baseUrl');
let browser: Browser;
let vendor: { id: string; cookie: string };
let stranger: { id: string; cookie: string };

const bookedDays = [nextMonthDay(14), nextMonthDay(15)];

const vendorPage = (width: number) => pageWithSession(browser, vendor.cookie, width);

/** Every step and outcome at both widths, with no accessibility violation. */
async function look(page: Page, step: string) {
  expect(await accessibilityViolations(page)).toEqual([]);
  for (const width of [1330, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // From the top: the sticky header would otherwise cover the part scrolled to.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `test-results/listing-journey-${step}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1330, height: 900 });
}

/** The /search page of venues near a place (spec §7's location and geometry), page `number`. */
const searchUrl = (place: string, point: { lat: number; lng: number }, number: number) =>
  `${baseUrl}/search/?${new URLSearchParams({ category: 'venue', location: JSON.stringify({ location: place }), geometry: JSON.stringify(point), page: String(number) })}`;

beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync('test-results', { recursive: true });
  [vendor, stranger] = await Promise.all([signInOverApi('vendor@example.com'), signInOverApi('vendor2@example.com')]);
});
afterAll(() => browser?.close());

describe('a vendor builds a listing from scratch', () => {
  it(
    'goes through every step, crops a photo, books two days, previews and publishes; the /search page and the page follow; a rename in the editor answers 301; another vendor is refused',
    async () => {
      const page = await vendorPage(1330);
      const name = `Ironstone Terrace ${Date.now()}`;
      await page.goto(`${baseUrl}/vendors/services/create?category=venue`);
      await waitForHydration(page);
      await look(page, 'create');
      await page.getByLabel('Listing name').fill(name);
      await page.getByLabel('Listing name').press('Enter');
      await page.waitForURL(/\/vendors\/services\/\d+\/details$/);
      const id = Number(/services\/(\d+)/.exec(page.url())![1]);

      await waitForHydration(page);
      await page.getByLabel('Description').fill('A sandstone terrace above the vines.\n\nCeremonies at sunset, dinner under the stars.');
      await look(page, 'details');
      await page.getByLabel('Description').press('Tab');
      await page.getByRole('button', { name: 'Save and continue' }).first().click();
      await page.waitForURL(/\/location$/);

      // The address through the place autocomplete: choosing a town moves the pin there.
      await waitForHydration(page);
      const address = page.getByRole('combobox', { name: 'Address' });
      await address.click();
      await page.keyboard.type('12 Broke Rd, Pokol', { delay: 30 });
      const suggestion = page.getByRole('listbox', { name: 'Address' }).getByRole('option', { name: 'Pokolbin NSW 2320' });
      await suggestion.waitFor();
      await suggestion.click();
      expect(await address.inputValue()).toBe('12 Broke Rd, Pokolbin NSW');
      const point = { lat: Number(await page.getByLabel('Latitude of the pin').inputValue()), lng: Number(await page.getByLabel('Longitude of the pin').inputValue()) };
      expect(point.lat).toBeCloseTo(-32.77, 0);
      await look(page, 'location');
      await page.getByRole('button', { name: 'Save and continue' }).first().click();
      await page.waitForURL(/\/attributes$/);

      await waitForHydration(page);
      await page.getByLabel(/Price per person from/).fill('140');
      for (const style of ['Garden', 'Vineyard']) await page.getByRole('checkbox', { name: style }).check();
      // A yes/no pair is a switch.
      await page.getByRole('switch', { name: 'Indoor ceremony available' }).check();
      await look(page, 'attributes');
      await page.getByLabel(/Price per person from/).press('Enter');
      await page.waitForURL(/\/photos$/);

      // A 1600 × 1067 photo, cropped; a 250 × 150 one refused with the minimum-width message.
      await waitForHydration(page);
      await page.locator('input[type=file][name=file][multiple]').setInputFiles(await picture('terrace.jpg', 1600, 1067));
      await page.getByRole('button', { name: 'Crop terrace.jpg' }).click();
      const dialog = page.getByRole('dialog', { name: 'Crop terrace.jpg' });
      await dialog.getByRole('slider', { name: 'Zoom' }).press('ArrowRight');
      await expect.poll(() => dialog.getByRole('status').textContent()).toMatch(/will be \d+ × \d+ pixels/);
      // The dialog fades in: axe reads colours once it is opaque.
      await expect.poll(() => dialog.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
      await page.waitForTimeout(500);
      await look(page, 'crop');
      await dialog.getByRole('button', { name: 'Use this crop' }).click();
      await page.getByRole('button', { name: 'Upload 1 photo' }).click();
      await expect.poll(() => page.locator('ol[aria-label^="Your photos"] img').count(), { timeout: 30_000 }).toBe(1);
      await page.locator('input[type=file][name=file][multiple]').setInputFiles(await picture('tiny.jpg', 250, 150));
      await page.getByRole('button', { name: 'Upload 1 photo' }).click();
      await expect.poll(() => page.getByRole('alert').filter({ hasText: 'The picture must be at least 300 px wide.' }).count()).toBe(1);
      await look(page, 'photos');

      // Two booked days.
      await page.goto(`${baseUrl}/vendors/services/${id}/availability`);
      await waitForHydration(page);
      for (const day of bookedDays) await page.locator(`button[data-day="${day}"]`).click();
      await page.getByRole('button', { name: 'Save booked days' }).click();
      await expect.poll(() => page.getByRole('status').filter({ hasText: /^Saved$/ }).count()).toBe(1);
      await look(page, 'availability');

      // Review: the preview shows the draft as couples will (its booked days too), then publish.
      await page.goto(`${baseUrl}/vendors/services/${id}/review`);
      await waitForHydration(page);
      const preview = page.getByRole('link', { name: /Preview/ }).first();
      await preview.waitFor();
      await look(page, 'review');
      const previewPage = await vendorPage(1330);
      await previewPage.goto(new URL((await preview.getAttribute('href'))!, baseUrl).href);
      await previewPage.getByRole('heading', { name, level: 1 }).waitFor();
      await previewPage.locator('[data-booked]').first().waitFor();
      expect(await previewPage.locator('[data-booked]').count()).toBe(bookedDays.length);
      await look(previewPage, 'preview');
      await previewPage.close();
      await page.getByRole('button', { name: 'Publish' }).click();
      await page.getByRole('button', { name: 'Unpublish' }).waitFor();
      await look(page, 'published');
      const { data } = await graphql<{ services: { path: string } | null }>('query ($id: Int!) { services(id: $id) { path } }', { id });
      expect(data.services).not.toBeNull();

      // The /search page for its place lists it (nearest first: the first pages).
      const visitor = await newPage(browser, 1330);
      const card = visitor.getByRole('link', { name: new RegExp(name) }).first();
      for (let number = 1; number <= 5 && (await card.count()) === 0; number++) {
        await visitor.goto(searchUrl('Pokolbin NSW', point, number));
        await visitor.getByRole('heading', { level: 1 }).first().waitFor();
      }
      expect(await card.count()).toBe(1);
      await card.scrollIntoViewIfNeeded();
      await look(visitor, 'search');

      // Its page shows the booked days (the listing has no others).
      await visitor.goto(`${baseUrl}${data.services!.path}`);
      await visitor.locator('[data-booked]').first().waitFor();
      expect(await visitor.locator('[data-booked]').count()).toBe(bookedDays.length);
      await look(visitor, 'public');

      // A rename in the editor's details step keeps the old URL answering 301 to the new one.
      await page.goto(`${baseUrl}/vendors/services/${id}/details`);
      await waitForHydration(page);
      await page.getByLabel('Listing name').fill(`${name} Estate`);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByRole('heading', { name: `${name} Estate`, level: 1 }).waitFor();
      await look(page, 'renamed');
      const renamed = await graphql<{ services: { path: string } }>('query ($id: Int!) { services(id: $id) { path } }', { id });
      expect(renamed.data.services.path).not.toBe(data.services!.path);
      const old = await fetch(`${baseUrl}${data.services!.path}`, { redirect: 'manual' });
      expect(old.status).toBe(301);
      expect(new URL(old.headers.get('location')!, baseUrl).pathname).toBe(renamed.data.services.path);
      await visitor.goto(`${baseUrl}${data.services!.path}`);
      await visitor.getByRole('heading', { name: `${name} Estate`, level: 1 }).waitFor();
      expect(new URL(visitor.url()).pathname).toBe(renamed.data.services.path);
      await visitor.close();

      // vendor2 is refused: the page and GraphQL answer as if there were no such listing.
      const strangerPage = await pageWithSession(browser, stranger.cookie, 1330);
      const refusedPage = await strangerPage.goto(`${baseUrl}/vendors/services/${id}/details`);
      expect(refusedPage?.status()).toBe(404);
      await look(strangerPage, 'refused');
      await strangerPage.close();
      const refused = await fetch(`${baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: stranger.cookie },
        body: JSON.stringify({ query: 'mutation ($id: Int!) { updateService(id: $id, name: "Mine now") { id } }', variables: { id } }),
      });
      expect(((await refused.json()) as { errors: { extensions: { code: string } }[] }).errors[0].extensions.code).toBe('NOT_FOUND');

      // The demo catalog as it was for the other journeys.
      await graphql('mutation ($id: Int!) { deleteService(id: $id) }', { id }, vendor.cookie);
    },
    300_000,
  );
});
