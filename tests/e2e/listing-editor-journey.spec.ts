import { beforeAll, describe, expect, it } from 'vitest';
import { waitForHydration } from '../setup/browser';
import { graphql, signInOverApi } from '../setup/e2e-api';
import { nextMonthDay, picture } from '../setup/e2e-listing';
import { look, open, type Session } from '../setup/e2e-page';
import { baseUrl } from '../setup/e2e-lane';

let vendor: Session;
let stranger: Session;

const bookedDays = [nextMonthDay(14), nextMonthDay(15)];

/** The /search page of venues near a place (spec §7's location and geometry), page `number`. */
const searchUrl = (place: string, point: { lat: number; lng: number }, number: number) =>
  `${baseUrl}/search/?${new URLSearchParams({ category: 'venue', location: JSON.stringify({ location: place }), geometry: JSON.stringify(point), page: String(number) })}`;

beforeAll(async () => {
  [vendor, stranger] = await Promise.all([signInOverApi('vendor@example.com'), signInOverApi('vendor2@example.com')]);
});

describe('a vendor builds a listing from scratch', () => {
  it(
    'goes through every step, crops a photo, books two days, previews and publishes; the /search page and the page follow; a rename in the editor answers 301; another vendor is refused',
    async () => {
      const name = `Ironstone Terrace ${Date.now()}`;
      const page = await open('/vendors/services/create?category=venue', { signedInAs: vendor });
      await waitForHydration(page);
      await look(page, 'listing-journey-create');
      await page.getByLabel('Listing name').fill(name);
      await page.getByLabel('Listing name').press('Enter');
      await page.waitForURL(/\/vendors\/services\/\d+\/details$/);
      const id = Number(/services\/(\d+)/.exec(page.url())![1]);

      await waitForHydration(page);
      await page.getByLabel('Description').fill('A sandstone terrace above the vines.\n\nCeremonies at sunset, dinner under the stars.');
      await look(page, 'listing-journey-details');
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
      await expect.poll(() => address.inputValue()).toBe('12 Broke Rd, Pokolbin NSW');
      const point = { lat: Number(await page.getByLabel('Latitude of the pin').inputValue()), lng: Number(await page.getByLabel('Longitude of the pin').inputValue()) };
      expect(point.lat).toBeCloseTo(-32.77, 0);
      await look(page, 'listing-journey-location');
      await page.getByRole('button', { name: 'Save and continue' }).first().click();
      await page.waitForURL(/\/attributes$/);

      await waitForHydration(page);
      await page.getByLabel(/Price per person from/).fill('140');
      for (const style of ['Garden', 'Vineyard']) await page.getByRole('checkbox', { name: style }).check();
      // A yes/no pair is a switch.
      await page.getByRole('switch', { name: 'Indoor ceremony available' }).check();
      await look(page, 'listing-journey-attributes');
      await page.getByLabel(/Price per person from/).press('Enter');
      await page.waitForURL(/\/photos$/);

      // A 1600 × 1067 photo, cropped; a 250 × 150 one refused with the minimum-width message.
      await waitForHydration(page);
      await page.locator('input[type=file][name=file][multiple]').setInputFiles(await picture('terrace.jpg', 1600, 1067));
      await page.getByRole('button', { name: 'Crop terrace.jpg' }).click();
      const dialog = page.getByRole('dialog', { name: 'Crop terrace.jpg' });
      await dialog.getByRole('slider', { name: 'Zoom' }).press('ArrowRight');
      await expect.poll(() => dialog.getByRole('status').textContent()).toMatch(/will be \d+ × \d+ pixels/);
      // The dialog fades in: axe reads colours once it is opaque (look waits for it to settle).
      await expect.poll(() => dialog.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
      await look(page, 'listing-journey-crop');
      await dialog.getByRole('button', { name: 'Use this crop' }).click();
      await page.getByRole('button', { name: 'Upload 1 photo' }).click();
      await expect.poll(() => page.locator('ol[aria-label^="Your photos"] img').count(), { timeout: 30_000 }).toBe(1);
      await page.locator('input[type=file][name=file][multiple]').setInputFiles(await picture('tiny.jpg', 250, 150));
      await page.getByRole('button', { name: 'Upload 1 photo' }).click();
      await expect.poll(() => page.getByRole('alert').filter({ hasText: 'The picture must be at least 300 px wide.' }).count()).toBe(1);
      await look(page, 'listing-journey-photos');

      // Two booked days.
      await page.goto(`${baseUrl}/vendors/services/${id}/availability`);
      await waitForHydration(page);
      for (const day of bookedDays) await page.locator(`button[data-day="${day}"]`).click();
      await page.getByRole('button', { name: 'Save booked days' }).click();
      await expect.poll(() => page.getByRole('status').filter({ hasText: /^Saved$/ }).count()).toBe(1);
      await look(page, 'listing-journey-availability');

      // Review: the preview shows the draft as couples will (its booked days too), then publish.
      await page.goto(`${baseUrl}/vendors/services/${id}/review`);
      await waitForHydration(page);
      const preview = page.getByRole('link', { name: /Preview/ }).first();
      await preview.waitFor();
      await look(page, 'listing-journey-review');
      const previewPage = await open(null, { signedInAs: vendor });
      await previewPage.goto(new URL((await preview.getAttribute('href'))!, baseUrl).href);
      await previewPage.getByRole('heading', { name, level: 1 }).waitFor();
      await previewPage.locator('[data-booked]').first().waitFor();
      expect(await previewPage.locator('[data-booked]').count()).toBe(bookedDays.length);
      await look(previewPage, 'listing-journey-preview');
      await previewPage.close();
      await page.getByRole('button', { name: 'Publish' }).click();
      await page.getByRole('button', { name: 'Unpublish' }).waitFor();
      await look(page, 'listing-journey-published');
      const { data } = await graphql<{ services: { path: string } | null }>('query ($id: Int!) { services(id: $id) { path } }', { id });
      expect(data.services).not.toBeNull();

      // The /search page for its place lists it (nearest first: the first pages).
      const visitor = await open(null);
      const card = visitor.getByRole('link', { name: new RegExp(name) }).first();
      for (let number = 1; number <= 5 && (await card.count()) === 0; number++) {
        await visitor.goto(searchUrl('Pokolbin NSW', point, number));
        await visitor.getByRole('heading', { level: 1 }).first().waitFor();
      }
      expect(await card.count()).toBe(1);
      await card.scrollIntoViewIfNeeded();
      await look(visitor, 'listing-journey-search');

      // Its page shows the booked days (the listing has no others).
      await visitor.goto(`${baseUrl}${data.services!.path}`);
      await visitor.locator('[data-booked]').first().waitFor();
      expect(await visitor.locator('[data-booked]').count()).toBe(bookedDays.length);
      await look(visitor, 'listing-journey-public');

      // A rename in the editor's details step keeps the old URL answering 301 to the new one.
      await page.goto(`${baseUrl}/vendors/services/${id}/details`);
      await waitForHydration(page);
      await page.getByLabel('Listing name').fill(`${name} Estate`);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByRole('heading', { name: `${name} Estate`, level: 1 }).waitFor();
      await look(page, 'listing-journey-renamed');
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
      const strangerPage = await open(null, { signedInAs: stranger });
      const refusedPage = await strangerPage.goto(`${baseUrl}/vendors/services/${id}/details`);
      expect(refusedPage?.status()).toBe(404);
      await look(strangerPage, 'listing-journey-refused');
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
