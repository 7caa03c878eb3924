import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage } from '../setup/browser';
import { graphql, signInOverApi } from '../setup/e2e-api';

/**
 * Issue 23, as a new couple meets the site: the wedding regions in the place search, one guest rule
 * from every way in, the price slider at zero, chat signed out, an unknown confirmation, and the
 * polish list. Each test also captures its screens at 1330 px and 390 px (test-results/issue-23-*).
 */

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync('test-results', { recursive: true });
});
afterAll(() => browser.close());

const widths = [1330, 390] as const;
const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const totalOf = async (page: Page) => {
  const text = await page.locator('main p[aria-live="polite"]').first().textContent();
  return Number((text ?? '').replace(/,/g, '').match(/^(\d+)/)?.[1]);
};

/** A page on `path`, hydrated, with map tiles answered locally. */
async function open(width: number, path: string, cookie?: string): Promise<Page> {
  const page = await newPage(browser, width);
  if (cookie) {
    const [name, value] = cookie.split('=');
    await page.context().addCookies([{ name, value, url: baseUrl }]);
  }
  await page.route(/basemaps\.cartocdn\.com/, (route) => route.fulfill({ status: 204 }));
  await page.goto(`${baseUrl}${path}`);
  return page;
}

describe('the wedding regions in the place search (defect 1)', () => {
  it('suggests a region by its name and short forms, first, and searches its area as its place page does', async () => {
    const places = async (q: string) => ((await (await fetch(`${baseUrl}/search/places?q=${encodeURIComponent(q)}`)).json()) as { places: { kind: string; value: string }[] }).places;
    for (const [typed, region] of [
      ['Hunter Valley', 'Hunter Valley NSW'],
      ['the Barossa', 'Barossa Valley SA'],
      ['Yarra Valley', 'Yarra Valley VIC'],
      ['Waiheke', 'Waiheke Island, Auckland'],
      ['Blue Mountains', 'Blue Mountains NSW'],
    ]) {
      expect((await places(typed))[0]).toMatchObject({ kind: 'region', value: region });
    }

    const placePage = await open(1330, '/wedding-venues/in-nsw-hunter-valley');
    const regionTotal = await totalOf(placePage);
    expect(regionTotal).toBeGreaterThan(0);
    await placePage.context().close();

    for (const width of widths) {
      const page = await open(width, '/');
      const input = page.getByRole('combobox', { name: 'Wedding location' });
      await input.fill('Hunter');
      const first = page.getByRole('option').first();
      await expect.poll(() => first.textContent()).toBe('Hunter Valley NSW (region)');
      await page.screenshot({ path: `test-results/issue-23-home-region-${width}.png` });
      await first.click();
      await page.getByRole('button', { name: 'Search' }).click();
      await page.waitForURL(/\/search\//);
      const params = new URL(page.url()).searchParams;
      expect(JSON.parse(params.get('location')!)).toMatchObject({ location: 'Hunter Valley NSW' });
      // The region's area, not a town's point: no position, no guest number nobody gave.
      expect(params.get('geometry')).toBeNull();
      expect(params.get('number_of_people')).toBeNull();
      await expect.poll(() => page.locator('h1').textContent()).toBe('Wedding Venues - Hunter Valley NSW');
      expect(await totalOf(page)).toBe(regionTotal);
      await page.screenshot({ path: `test-results/issue-23-search-region-${width}.png`, fullPage: width === 1330 });
      await page.context().close();
    }
  });
});

describe('one guest rule from every way in (defect 2)', () => {
  it('applies no guest number unless the couple gives one: home, /search and a place page agree', async () => {
    const home = await open(1330, '/');
    await home.getByRole('button', { name: 'Search' }).click();
    await home.waitForURL(/\/search\//);
    expect(new URL(home.url()).searchParams.get('number_of_people')).toBeNull();
    const fromHome = await totalOf(home);
    await home.context().close();

    const direct = await open(1330, '/search/?category=venue');
    expect(await totalOf(direct)).toBe(fromHome);
    const guests = direct.getByRole('slider', { name: 'Number of guests' });
    expect(await guests.getAttribute('aria-valuetext')).toBe('Any');
    await direct.getByText('How results are ordered').click();
    await expect.poll(() => direct.locator('details').textContent()).toContain('The number of guests has no default');
    await direct.screenshot({ path: 'test-results/issue-23-ordering-1330.png' });
    await direct.context().close();

    // A place page and the same region from the search agree too.
    const place = await open(1330, '/wedding-venues/in-nsw-hunter-valley');
    expect(await place.getByRole('slider', { name: 'Number of guests' }).getAttribute('aria-valuetext')).toBe('Any');
    const search = await open(1330, `/search/?category=venue&location=${json({ location: 'Hunter Valley NSW' })}`);
    expect(await totalOf(search)).toBe(await totalOf(place));
    await place.context().close();
    await search.context().close();

    // A number the couple gives applies the same from the home page.
    const withGuests = await open(1330, '/');
    await withGuests.getByRole('button', { name: 'Filters' }).click();
    await withGuests.getByLabel('Number of guests').fill('150');
    await withGuests.getByRole('button', { name: 'Search' }).click();
    await withGuests.waitForURL(/number_of_people=/);
    expect(JSON.parse(new URL(withGuests.url()).searchParams.get('number_of_people')!)).toEqual([150, 500]);
    await withGuests.context().close();
  });
});

describe('the price slider at zero (defect 3)', () => {
  it('is no price filter, reads "Any" under a budget heading, and leaves the URL without it', async () => {
    const all = await open(1330, '/search/?category=venue');
    const total = await totalOf(all);
    await all.context().close();
    for (const width of widths) {
      const page = await open(width, `/search/?category=venue&min_price_per_person=${json([0, 0])}`);
      expect(await totalOf(page)).toBe(total);
      if (width === 390) {
        await page.getByRole('button', { name: 'Filter' }).click();
        // The screenshot waits for the modal's opening transition to end.
        const dialog = page.getByRole('dialog', { name: 'Filters' });
        await expect.poll(() => dialog.evaluate((element) => getComputedStyle(element.closest('.mantine-Modal-content') ?? element).opacity)).toBe('1');
      }
      const price = page.getByRole('slider', { name: 'Budget per person' });
      expect(await price.getAttribute('aria-valuetext')).toBe('Any');
      await page.screenshot({ path: `test-results/issue-23-price-zero-${width}.png` });
      await page.context().close();
    }

    const page = await open(1330, `/search/?category=venue&min_price_per_person=${json([0, 150])}`);
    const price = page.getByRole('slider', { name: 'Budget per person' });
    expect(await price.getAttribute('aria-valuetext')).toBe('Up to $150 per person');
    await price.focus();
    await page.keyboard.press('Home');
    await page.waitForURL((url) => !url.searchParams.has('min_price_per_person'));
    await expect.poll(() => totalOf(page)).toBe(total);
    await page.context().close();
  });
});

describe('chat on the service page, signed out (defect 4)', () => {
  it('opens the auth popup from Message Vendor and the chat icon, and without JavaScript leads to the sign-in page', async () => {
    const { data } = await graphql<{ services: { name: string; path: string } }>('{ services(id: 1) { name path } }');
    const { name, path } = data.services;
    for (const width of widths) {
      for (const control of [(page: Page) => page.getByRole('link', { name: 'Message Vendor' }), (page: Page) => page.getByRole('link', { name: `Chat with ${name}` })]) {
        const page = await open(width, path);
        await control(page).click();
        await page.getByRole('dialog', { name: 'Sign In' }).waitFor();
        expect(page.url()).toBe(`${baseUrl}${path}`);
        await page.screenshot({ path: `test-results/issue-23-chat-popup-${width}.png` });
        await page.context().close();
      }
    }

    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}${path}`);
    const login = `/login?redirectTo=${encodeURIComponent(path)}`;
    expect(await page.getByRole('link', { name: 'Message Vendor' }).getAttribute('href')).toBe(login);
    expect(await page.getByRole('link', { name: `Chat with ${name}` }).getAttribute('href')).toBe(login);
    await page.getByRole('link', { name: 'Message Vendor' }).click();
    await page.waitForURL(`${baseUrl}${login}`);
    await context.close();
  });

  it('keeps the sidebar below the header and the scrolled header opaque', async () => {
    const { data } = await graphql<{ services: { path: string } }>('{ services(id: 1) { path } }');
    for (const width of widths) {
      const page = await open(width, data.services.path);
      await page.mouse.wheel(0, 1200);
      await page.locator('header[data-scrolled]').waitFor();
      const header = (await page.locator('header[data-scrolled]').boundingBox())!;
      expect(await page.locator('header[data-scrolled]').evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(251, 248, 243)');
      if (width === 1330) {
        const sidebar = page.locator('aside[aria-label^="About"]');
        await expect.poll(async () => (await sidebar.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
      }
      await page.screenshot({ path: `test-results/issue-23-service-scrolled-${width}.png` });
      await page.context().close();
    }
  });
});

describe('an unknown confirmation (defect 6)', () => {
  it('has a blank body and a title that claims no email', async () => {
    for (const width of widths) {
      const page = await open(width, '/confirmation?type=9');
      expect(await page.title()).not.toContain('Confirmation email sent');
      expect(await page.title()).toMatch(/^Confirmation/);
      expect((await page.locator('main').textContent())?.trim()).toBe('');
      await page.screenshot({ path: `test-results/issue-23-confirmation-9-${width}.png` });
      await page.context().close();
    }
  });
});

describe('polish', () => {
  it('redirects a page past the last to the last page', async () => {
    const page = await open(1330, '/search/?category=venue&page=999');
    const url = new URL(page.url());
    const last = Number(url.searchParams.get('page'));
    expect(last).toBeGreaterThan(1);
    expect(last).toBeLessThan(99);
    await expect.poll(() => page.locator('main p[aria-live="polite"]').first().textContent()).toContain(`page ${last} of ${last}`);
    await page.context().close();
  });

  it('logs no unused stylesheet preload when a search navigates', async () => {
    const page = await open(1330, '/');
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.css')) stylesheets.push(request.url());
    });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('preloaded')) warnings.push(message.text());
    });
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/\/search\//);
    await page.getByRole('group', { name: 'Indoor ceremony available' }).getByLabel('Yes').click();
    await page.waitForURL(/indoor_ceremony=yes/);
    // Chromium warns a few seconds after an unused preload.
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    expect(warnings).toEqual([]);
    // The inlined stylesheets are not fetched again.
    expect(stylesheets.filter((url) => /\/(root|home)-/.test(url))).toEqual([]);
    await page.context().close();
  });

  it('shows the average rating with its count on wishlist cards, and "1 service matches"', async () => {
    const couple = await signInOverApi('couple@example.com');
    const { data } = await graphql<{ services: { id: number } }>('{ services(id: 1) { id } }');
    await graphql('mutation ($id: Int!) { wishlistAddService(id: $id) { id } }', { id: data.services.id }, couple.cookie);
    await graphql('mutation ($id: Int!) { serviceVoting(id: $id, vote: 4) { id } }', { id: data.services.id }, couple.cookie);
    for (const width of widths) {
      const page = await open(width, '/wishlist', couple.cookie);
      await expect.poll(() => page.locator('article').first().textContent()).toMatch(/Rated \d\.\d of 5 \(\d+ votes?\)/);
      await page.screenshot({ path: `test-results/issue-23-wishlist-${width}.png`, fullPage: true });
      await page.context().close();
    }
    const filtered = await open(1330, '/wishlist?rating=4', couple.cookie);
    await expect.poll(() => filtered.getByRole('heading', { level: 2 }).first().textContent()).toMatch(/^(1 service matches|\d+ services match) these filters$/);
    await filtered.context().close();
    await graphql('mutation ($id: Int!) { serviceVoting(id: $id, vote: 0) { id } }', { id: data.services.id }, couple.cookie);
  });

  it('leaves no empty band above the footer on the home page', async () => {
    for (const width of widths) {
      const page = await open(width, '/');
      // The state list is laid out only near the viewport (content-visibility): scroll down to it,
      // and wait for its real size to replace the placeholder one.
      await page.locator('footer').scrollIntoViewIfNeeded();
      const gap = () =>
        page.evaluate(() => {
          const footer = document.querySelector('footer')!.getBoundingClientRect().top;
          // The last thing shown: the New Zealand link under the state list.
          const last = document.querySelector('section[aria-labelledby="states-title"] > :last-child')!.getBoundingClientRect().bottom;
          return footer - last;
        });
      // The footer's own margin and the paragraph's: it was 144 px with the section's padding too.
      await expect.poll(gap).toBeLessThanOrEqual(80);
      await page.screenshot({ path: `test-results/issue-23-home-${width}.png`, fullPage: true });
      await page.context().close();
    }
  });
});
