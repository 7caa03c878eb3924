import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql, signInOverApi } from '../setup/e2e-api';
import { newContext, type Session } from '../setup/e2e-page';

/**
 * Issue 17: every control works on the first tap, on a slow phone network, before the page's
 * scripts have arrived. Each test opens a page on a throttled connection (about 200 kB/s, 150 ms
 * latency, through the DevTools protocol), taps the control as soon as it is visible — before
 * hydration, which waits for the first paint and the main picture — and checks that the control did
 * its job once (a dropdown that fired twice would be closed again).
 */

/** The demo vendor's venue (the seed gives them the first listing): claimed, with photos. */
let service: { name: string; path: string };
let couple: Session;

/** A page on a slow phone connection, opened without waiting for anything but the first bytes (not for hydration). */
async function slowPage(path: string, width: number, signedInAs?: Session): Promise<Page> {
  const context = await newContext({ width, height: 844, touch: width < 768, signedInAs });
  const page = await context.newPage();
  const devtools = await context.newCDPSession(page);
  await devtools.send('Network.enable');
  await devtools.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 200 * 1024, uploadThroughput: 100 * 1024 });
  await page.goto(path, { waitUntil: 'commit' });
  return page;
}

const hydrated = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector('main');
    return !!main && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
  });

/** Taps the control as soon as it shows; answers whether the page had hydrated by then. */
async function firstTap(page: Page, control: Locator, { touch }: { touch: boolean }): Promise<boolean> {
  await control.waitFor({ state: 'visible', timeout: 30_000 });
  const wasHydrated = await hydrated(page);
  await (touch ? control.tap() : control.click());
  return wasHydrated;
}

/** The job is done within 30 s (the scripts arrive slowly), and stays done (nothing fired twice). */
async function expectDone(check: () => Promise<boolean>) {
  await expect.poll(check, { timeout: 30_000, interval: 100 }).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(await check()).toBe(true);
}

beforeAll(async () => {
  service = (await graphql<{ services: typeof service }>('{ services(id: 1) { name path } }')).data.services;
  couple = await signInOverApi('couple2@example.com');
});

describe('the first tap, before the scripts arrive', () => {
  it('opens the filters at 390 px on /search', async () => {
    const page = await slowPage('/search/?category=venue', 390);
    const early = await firstTap(page, page.getByRole('button', { name: 'Filter' }), { touch: true });
    await expectDone(() => page.getByRole('dialog', { name: 'Filters' }).isVisible());
    expect(early, 'the tap came before hydration').toBe(false);
    await page.context().close();
  });

  it('opens the header’s Couples dropdown, and the Vendors one', async () => {
    for (const [name, list] of [
      ['Couples', '#header-menu-couples'],
      ['Vendors', '#header-menu-vendors'],
    ]) {
      const page = await slowPage('/', 1330);
      const button = page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name });
      expect(await firstTap(page, button, { touch: false })).toBe(false);
      await expectDone(async () => (await button.getAttribute('aria-expanded')) === 'true' && (await page.locator(list).isVisible()));
      await page.context().close();
    }
  });

  it('opens the date field’s calendar on the home page', async () => {
    const page = await slowPage('/', 1330);
    const field = page.getByRole('search', { name: 'Find venues and vendors' }).getByPlaceholder('Date (Optional)');
    expect(await firstTap(page, field, { touch: false })).toBe(false);
    await expectDone(() => page.getByRole('dialog', { name: 'Choose your wedding date' }).isVisible());
    await page.context().close();
  });

  it('opens the auth popup from a card’s heart for a visitor', async () => {
    const page = await slowPage('/', 390);
    const heart = page.getByRole('region', { name: /^Featured / }).getByRole('link', { name: /^Add .+ to Wishlist$/ }).first();
    expect(await firstTap(page, heart, { touch: true })).toBe(false);
    await expectDone(() => page.getByRole('dialog', { name: 'Sign In' }).isVisible());
    expect(new URL(page.url()).pathname).toBe('/');
    await page.context().close();
  });

  it('turns the service page’s gallery on its arrow', async () => {
    const page = await slowPage(service.path, 1330);
    const gallery = page.getByRole('region', { name: `Photos of ${service.name}` });
    expect(await firstTap(page, gallery.getByRole('button', { name: 'Next photo' }), { touch: false })).toBe(false);
    // The counter reads "2 / N" once: a second firing would read 3.
    await expectDone(async () => /^2 \/ \d+$/.test(((await gallery.locator('p[aria-live]').textContent()) ?? '').trim()));
    await page.context().close();
  });

  it('opens the auth popup from Message Vendor, the chat icon and the rating hearts for a visitor', async () => {
    for (const control of [
      (page: Page) => page.getByRole('link', { name: 'Message Vendor' }).first(),
      (page: Page) => page.getByRole('link', { name: `Chat with ${service.name}` }),
      (page: Page) => page.getByRole('group', { name: `Your rating of ${service.name}` }).getByRole('button', { name: 'Rate 4 of 5' }),
    ]) {
      const page = await slowPage(service.path, 390);
      expect(await firstTap(page, control(page), { touch: true })).toBe(false);
      await expectDone(() => page.getByRole('dialog', { name: 'Sign In' }).isVisible());
      expect(new URL(page.url()).pathname).toBe(service.path);
      await page.context().close();
    }
  });

  it('adds to the wishlist with the heart and opens the first-message popup for a signed-in couple, staying on the page', async () => {
    const page = await slowPage(service.path, 1330, couple);
    const sidebar = page.getByRole('complementary', { name: `About ${service.name}` });
    const add = sidebar.getByRole('button', { name: /Add to Wishlist|Remove from Wishlist/ });
    await add.waitFor({ timeout: 30_000 });
    const listedBefore = (await add.textContent())!.includes('Remove');
    expect(await firstTap(page, add, { touch: false })).toBe(false);
    await expectDone(async () => (await sidebar.getByRole('button', { name: listedBefore ? 'Add to Wishlist' : 'Remove from Wishlist' }).count()) === 1);
    expect(new URL(page.url()).pathname).toBe(service.path);
    await page.context().close();

    const again = await slowPage(service.path, 390, couple);
    const message = again.getByRole('link', { name: 'Message Vendor' }).first();
    expect(await firstTap(again, message, { touch: true })).toBe(false);
    // A conversation that exists opens in /messages; otherwise the first-message popup opens.
    await expectDone(async () => new URL(again.url()).pathname === '/messages' || (await again.locator('dialog[open]').filter({ hasText: 'Your message' }).count()) === 1);
    await again.context().close();
  });
});
