import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForHydration } from '../setup/browser';
import { graphql, signInOverApi } from '../setup/e2e-api';
import { nextMonthDay, picture } from '../setup/e2e-listing';
import { look, open, type Session } from '../setup/e2e-page';
import { baseUrl } from '../setup/e2e-lane';

let vendor: Session;
let venueId: number;
const drafts: number[] = [];

/** A new venue draft of the demo vendor, removed after the file. */
async function newDraft(name: string): Promise<number> {
  const { data } = await graphql<{ createService: { id: string } }>('mutation ($category: Int!, $name: String!) { createService(category_id: $category, name: $name) { id } }', { category: venueId, name: `${name} ${Date.now()}` }, vendor.cookie);
  const id = Number(data.createService.id);
  drafts.push(id);
  return id;
}

/** The message of the next confirm the page asks, which is dismissed (the vendor stays). */
function nextConfirm(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.dismiss();
    });
  });
}

const vendorDays = async (id: number) => {
  const { data } = await graphql<{ listingAvailability: { days: { date: string; source: string }[] } }>('query ($id: Int!) { listingAvailability(id: $id) { days { date source } } }', { id }, vendor.cookie);
  return data.listingAvailability.days.filter((day) => day.source === 'vendor').map((day) => day.date);
};

const featureValues = (page: Page) => page.locator('input[name="features"]').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

beforeAll(async () => {
  vendor = await signInOverApi('vendor@example.com');
  const { data } = await graphql<{ categories: { id: string; name: string }[] }>('{ categories { id name } }');
  venueId = Number(data.categories.find((category) => category.name === 'venue')!.id);
});

afterAll(async () => {
  for (const id of drafts) await graphql('mutation ($id: Int!) { deleteService(id: $id) }', { id }, vendor.cookie).catch(() => undefined);
});

describe('the listing editor’s steps', () => {
  it('suggests places for the address’s town, moves the pin to the one chosen, and saves the address without its postcode', async () => {
    const id = await newDraft('Autocomplete Terrace');
    const page = await open(`/vendors/services/${id}/location`, { signedInAs: vendor });
    const address = page.getByRole('combobox', { name: 'Address' });
    await address.click();
    await page.keyboard.type('12 Broke Rd, Pokol', { delay: 30 });
    const option = page.getByRole('listbox', { name: 'Address' }).getByRole('option', { name: 'Pokolbin NSW 2320' });
    await option.waitFor();
    await look(page, 'listing-editor-address-suggestions');
    await option.click();
    await expect.poll(() => address.inputValue()).toBe('12 Broke Rd, Pokolbin NSW');
    expect(Number(await page.getByLabel('Latitude of the pin').inputValue())).toBeCloseTo(-32.77, 0);
    expect(Number(await page.getByLabel('Longitude of the pin').inputValue())).toBeCloseTo(151.3, 0);

    await address.fill('12 Broke Rd, Pokolbin NSW 2320');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByText('Shown in Hunter Valley, New South Wales').count()).toBe(1);
    await page.goto(`${baseUrl}/vendors/services/${id}/location`);
    expect(await page.getByRole('combobox', { name: 'Address' }).inputValue()).toBe('12 Broke Rd, Pokolbin NSW');
    await page.close();
  });

  it('adds, moves and removes features, asks before leaving them unsaved, and keeps plain fields without JavaScript', async () => {
    const id = await newDraft('Features Terrace');
    const page = await open(`/vendors/services/${id}/details`, { signedInAs: vendor });
    const features = page.getByRole('group', { name: 'Features' });
    for (const feature of ['Lawn', 'Chapel', 'Deck']) {
      await features.getByRole('button', { name: 'Add a feature' }).click();
      // Focus goes to the new, empty field.
      await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('features');
      await page.keyboard.type(feature);
    }
    await features.getByRole('button', { name: 'Move up: Feature 3' }).click();
    expect(await featureValues(page)).toEqual(['Lawn', 'Deck', 'Chapel']);
    // The moved feature's button keeps focus, where it can move on.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Move up: Feature 2');
    await features.getByRole('button', { name: 'Remove: Feature 1' }).click();
    expect(await featureValues(page)).toEqual(['Deck', 'Chapel']);
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe('Deck');
    await look(page, 'listing-editor-features');

    const asked = nextConfirm(page);
    await page.getByRole('link', { name: /Location/ }).click();
    expect(await asked).toBe('You have unsaved changes. Leave this step anyway?');
    expect(new URL(page.url()).pathname).toBe(`/vendors/services/${id}/details`);

    const saved = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname.startsWith(`/vendors/services/${id}/details`));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await saved;
    await page.goto(`${baseUrl}/vendors/services/${id}/details`);
    // The three empty fields of the no-script form go once the field's effect has run, just after hydration.
    await expect.poll(() => featureValues(page)).toEqual(['Deck', 'Chapel']);
    // A move alone (no field typed in) is an unsaved change too.
    await features.getByRole('button', { name: 'Move down: Feature 1' }).click();
    const askedAgain = nextConfirm(page);
    await page.getByRole('link', { name: /Location/ }).click();
    expect(await askedAgain).toBe('You have unsaved changes. Leave this step anyway?');
    await page.close();

    // Without JavaScript: the saved features and empty fields; filling one adds, clearing one removes.
    const plain = await open(`/vendors/services/${id}/details`, { signedInAs: vendor, javaScript: false });
    expect(await featureValues(plain)).toEqual(['Deck', 'Chapel', '', '', '']);
    expect(await plain.getByRole('button', { name: 'Add a feature' }).count()).toBe(0);
    await plain.getByLabel('Feature 3').fill('Garden');
    await plain.getByLabel('Feature 1').fill('');
    await plain.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => featureValues(plain)).toEqual(['Chapel', 'Garden', '', '', '']);
    await plain.context().close();
  });

  it('keeps asking before leaving after a refused save, and stops once a save succeeds', async () => {
    const id = await newDraft('Refused Terrace');
    const page = await open(`/vendors/services/${id}/details`, { signedInAs: vendor });
    await waitForHydration(page);
    await page.getByLabel('Website').fill('not a site');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Enter a web address' }).first().waitFor();
    await look(page, 'listing-editor-refused-save');
    const asked = nextConfirm(page);
    await page.getByRole('link', { name: /Location/ }).click();
    expect(await asked).toBe('You have unsaved changes. Leave this step anyway?');
    expect(new URL(page.url()).pathname).toBe(`/vendors/services/${id}/details`);

    await page.getByLabel('Website').fill('refused.example.com.au');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Enter a web address' }).count()).toBe(0);
    let questions = 0;
    page.on('dialog', (dialog) => {
      questions++;
      void dialog.accept();
    });
    await page.getByRole('link', { name: /Location/ }).click();
    await page.waitForURL(/\/location$/);
    expect(questions).toBe(0);
    await page.close();
  });

  it('marks booked days by drag and shift-click, asks before leaving them unsaved, and toggles a day without JavaScript', async () => {
    const id = await newDraft('Calendar Terrace');
    const page = await open(`/vendors/services/${id}/availability`, { signedInAs: vendor });
    // Hidden days of the month before are the same buttons: the month's own is the one shown.
    const day = (date: string) => page.locator(`button[data-day="${date}"]:not([data-hidden])`);

    // A drag from the 3rd to the 6th marks the four days.
    const from = (await day(nextMonthDay(3)).boundingBox())!;
    const to = (await day(nextMonthDay(6)).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
    await page.mouse.up();
    // A click on the 10th, then a shift-click on the 12th, marks the 10th to the 12th.
    await day(nextMonthDay(10)).click();
    await day(nextMonthDay(12)).click({ modifiers: ['Shift'] });
    const marked = [3, 4, 5, 6, 10, 11, 12].map(nextMonthDay);
    for (const date of marked) await expect.poll(() => day(date).getAttribute('aria-pressed')).toBe('true');
    expect(await day(nextMonthDay(7)).getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Unsaved changes' }).count()).toBe(1);

    const asked = nextConfirm(page);
    await page.getByRole('link', { name: /Review and publish/ }).click();
    expect(await asked).toBe('You have unsaved changes. Leave this step anyway?');
    expect(new URL(page.url()).pathname).toBe(`/vendors/services/${id}/availability`);

    await page.getByRole('button', { name: 'Save booked days' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: /^Saved$/ }).count()).toBe(1);
    expect(await vendorDays(id)).toEqual(marked);
    await look(page, 'listing-editor-availability-steps');
    await page.close();

    // Without JavaScript each day is a button of the form: it marks the day, or clears it.
    const plain = await open(`/vendors/services/${id}/availability`, { signedInAs: vendor, javaScript: false });
    const plainDay = (date: string) => plain.locator(`button[data-day="${date}"]:not([data-hidden])`);
    await plainDay(nextMonthDay(20)).click();
    await plain.waitForLoadState();
    await expect.poll(() => plainDay(nextMonthDay(20)).getAttribute('aria-pressed')).toBe('true');
    expect(await vendorDays(id)).toEqual([...marked, nextMonthDay(20)]);
    await plainDay(nextMonthDay(3)).click();
    await expect.poll(() => plainDay(nextMonthDay(3)).getAttribute('aria-pressed')).toBe('false');
    expect(await vendorDays(id)).toEqual([...marked.slice(1), nextMonthDay(20)]);
    await plain.context().close();
  });

  it('heads the photos step as the other steps, and asks before leaving photos chosen but not uploaded', async () => {
    const id = await newDraft('Photos Terrace');
    const page = await open(`/vendors/services/${id}/photos`, { signedInAs: vendor });
    const name = await page.getByRole('heading', { level: 1 }).textContent();
    expect(name).toMatch(/^Photos Terrace \d+$/);
    expect(await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()).toEqual(['Photos and videos']);
    await page.locator('input[type=file][name=file][multiple]').setInputFiles(await picture('unsent.jpg', 900, 600));
    await page.getByRole('button', { name: 'Upload 1 photo' }).waitFor();
    await look(page, 'listing-editor-photos-steps');

    const asked = nextConfirm(page);
    await page.getByRole('link', { name: /Availability/ }).click();
    expect(await asked).toBe('You have unsaved changes. Leave this step anyway?');
    expect(new URL(page.url()).pathname).toBe(`/vendors/services/${id}/photos`);

    // Left out of the queue, nothing is unsaved: the vendor leaves without a question.
    await page.getByRole('button', { name: 'Leave out unsent.jpg' }).click();
    await page.getByRole('link', { name: /Availability/ }).click();
    await page.waitForURL(`${baseUrl}/vendors/services/${id}/availability`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(name);
    await expect.poll(() => page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()).toEqual(['Availability']);
    await page.close();
  });

  it('asks in the page before deleting a listing, with JavaScript and without', async () => {
    const first = await newDraft('Doomed Terrace');
    const plain = await open(`/vendors/services/${first}/review`, { signedInAs: vendor, javaScript: false });
    await plain.getByRole('button', { name: 'Delete listing' }).click();
    const question = plain.getByRole('heading', { name: /^Delete “Doomed Terrace \d+” for good\?$/ });
    await question.waitFor();
    await plain.getByRole('link', { name: 'Keep the listing' }).click();
    await plain.getByRole('button', { name: 'Delete listing' }).waitFor();
    expect(await question.count()).toBe(0);
    await plain.getByRole('button', { name: 'Delete listing' }).click();
    await plain.getByRole('button', { name: 'Delete for good' }).click();
    await plain.waitForURL(`${baseUrl}/vendors/dashboard`);
    await plain.context().close();

    const second = await newDraft('Doomed Terrace');
    const page = await open(`/vendors/services/${second}/review`, { signedInAs: vendor });
    await page.getByRole('button', { name: 'Delete listing' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Delete “Doomed Terrace \d+” for good\?$/);
    await look(page, 'listing-editor-delete-question');
    await page.getByRole('button', { name: 'Delete for good' }).click();
    await page.waitForURL(`${baseUrl}/vendors/dashboard`);

    const { data } = await graphql<{ myServices: { id: number }[] }>('{ myServices { id } }', {}, vendor.cookie);
    expect(data.myServices.map((listing) => listing.id)).not.toEqual(expect.arrayContaining([first]));
    expect(data.myServices.map((listing) => listing.id)).not.toEqual(expect.arrayContaining([second]));
  });
});
