import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../setup/browser';
import { look, open, screenshotPath } from '../setup/e2e-page';
import { baseUrl } from '../setup/e2e-lane';

/**
 * Issue 32: every card of a carousel shows its reviews: the score and count linking to How reviews
 * work, or quietly none (the page's first tab and a tab fetched over GraphQL alike).
 */
async function expectReviewLines(carousel: Locator) {
  const cards = carousel.getByRole('article');
  const lines = cards.locator('a[href="/how-reviews-work"]').or(cards.getByText('No reviews yet', { exact: true }));
  expect(await lines.count()).toBe(await cards.count());
}

describe('home page', () => {
  it('has the spec title, hero texts, header and footer at 1330 px, and no accessibility violations', async () => {
    const page = await open('/', { status: 200 });
    expect(await page.title()).toBe('Search & Find Wedding Venues Vendors');
    await page.getByRole('heading', { level: 1, name: 'Your dream day starts here' }).waitFor();
    await page.getByText('Search Now').waitFor();

    const footer = page.locator('footer');
    // Below the fold the footer is not rendered until it comes near (content-visibility: auto).
    await footer.scrollIntoViewIfNeeded();
    for (const label of ['Contact Us', 'Terms And Conditions', 'Acceptable Use Policy', 'Privacy Policy', 'Sitemap']) {
      expect(await footer.getByRole('link', { name: label }).count()).toBe(1);
    }
    expect(await footer.getByRole('link', { name: /on (Facebook|Instagram|Pinterest)/ }).count()).toBe(3);
    await footer.getByText(/© \d{4} Ever After/).waitFor();

    await page.screenshot({ path: screenshotPath('home-1330'), fullPage: true });
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('submits the search form to /search in the URL format of spec §7', async () => {
    const page = await open('/', { status: 200 });
    const search = page.getByRole('search', { name: 'Find venues and vendors' });
    expect(await search.getByRole('radio', { name: 'Venues' }).isChecked()).toBe(true);
    await search.getByPlaceholder('Wedding Location ?').fill('Pokolbin NSW');

    // The read-only date field opens a calendar; the chosen day shows as D MMMM YYYY.
    const dateField = search.getByPlaceholder('Date (Optional)');
    expect(await dateField.getAttribute('readonly')).not.toBeNull();
    await dateField.click();
    const calendar = page.getByRole('dialog', { name: 'Choose your wedding date' });
    await calendar.waitFor();
    await calendar.getByRole('button', { name: /next month/i }).click();
    await calendar.locator('table button:not([disabled])').filter({ hasText: /^15$/ }).click();
    await calendar.waitFor({ state: 'detached' });
    expect(await dateField.inputValue()).toMatch(/^15 [A-Z][a-z]+ \d{4}$/);

    await search.getByText('Filters', { exact: true }).click();
    await search.getByLabel('Number of guests').fill('120');
    await search.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/\/search\//);
    const params = new URL(page.url()).searchParams;
    expect(params.get('category')).toBe('venue');
    expect(JSON.parse(params.get('location')!)).toEqual({ location: 'Pokolbin NSW', distance: 200000 });
    expect(params.get('number_of_people')).toBe('[120,500]');
    expect(params.get('availability')).toMatch(/^\d{4}-\d{2}-15$/);
    await page.context().close();
  });

  it('shows verified services in the featured carousel, photographers first, and loads another tab on demand', async () => {
    const page = await open('/', { status: 200 });
    const featured = page.locator('section', { has: page.getByRole('heading', { name: 'Featured wedding vendors' }) });
    const tabs = featured.getByRole('tab');
    expect(await tabs.first().textContent()).toBe('Photography');
    expect(await tabs.first().getAttribute('aria-selected')).toBe('true');
    const carousel = featured.getByRole('region', { name: 'Featured Wedding Photographers' });
    const firstCard = carousel.getByRole('article').first();
    await firstCard.getByText('Verified', { exact: true }).waitFor();
    expect(await firstCard.getByRole('heading').getByRole('link').getAttribute('href')).toMatch(/^\/(au|nz)\/[a-z]+\/wedding-photography\/\d+\/[a-z0-9-]+$/);
    await expectReviewLines(carousel);

    await featured.getByRole('tab', { name: 'Venues' }).click();
    const venues = featured.getByRole('region', { name: 'Featured Wedding Venues' });
    await venues.getByRole('article').first().waitFor();
    await venues.getByRole('article').first().getByText(/^From \$\d+ per person$/).waitFor();
    await expectReviewLines(venues);
    await look(page, 'home-featured-reviews');
    await featured.getByRole('button', { name: 'Next Featured Wedding Venues' }).click();
    await page.waitForFunction(() => (document.querySelector('[aria-label="Featured Wedding Venues"] ul')?.scrollLeft ?? 0) > 0);
    await page.context().close();
  });

  it('lists the Australian states per category, with See More and the New Zealand link', async () => {
    const page = await open('/', { status: 200 });
    const states = page.locator('section', { has: page.getByRole('heading', { name: 'Weddings across Australia' }) });
    const venuesPanel = states.getByRole('tabpanel');
    const nsw = venuesPanel.getByRole('link', { name: 'Wedding Venues New South Wales' });
    expect(await nsw.getAttribute('href')).toBe('/wedding-venues/in-nsw');
    expect(await venuesPanel.getByRole('link').count()).toBe(9);
    expect(await venuesPanel.getByRole('link', { name: 'See More venues in Australia' }).getAttribute('href')).toBe('/wedding-venues/au');

    await states.getByRole('tab', { name: 'Cakes' }).click();
    const cakes = states.getByRole('tabpanel', { name: 'Cakes' });
    await expect.poll(() => cakes.getByRole('link', { name: 'Wedding Cakes Tasmania' }).getAttribute('href')).toBe('/wedding-cakes/in-tas');
    expect(await page.getByRole('link', { name: 'Wedding venues and vendors in New Zealand' }).getAttribute('href')).toBe('/nz');
    await page.context().close();
  });

  it('opens one header dropdown at a time, each with Sign In & Account and Sign Up', async () => {
    const page = await open('/', { status: 200 });
    const account = page.getByRole('navigation', { name: 'Account' });
    const couples = account.getByRole('button', { name: 'Couples' });
    const vendors = account.getByRole('button', { name: 'Vendors' });
    await couples.click();
    await expect.poll(() => couples.getAttribute('aria-expanded')).toBe('true');
    const couplesList = page.locator('#header-menu-couples');
    expect(await couplesList.getByRole('link').allTextContents()).toEqual(['Sign In & Account', 'Sign Up']);
    expect(await couplesList.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/register');

    await vendors.click();
    await expect.poll(() => couples.getAttribute('aria-expanded')).toBe('false');
    await couplesList.waitFor({ state: 'hidden' });
    const vendorsList = page.locator('#header-menu-vendors');
    expect(await vendorsList.getByRole('link', { name: 'Sign In & Account' }).getAttribute('href')).toBe('/vendors/login');
    expect(await vendorsList.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/vendors/register');

    // Escape closes the list and gives focus back to its button.
    await vendorsList.getByRole('link', { name: 'Sign Up' }).focus();
    await page.keyboard.press('Escape');
    await vendorsList.waitFor({ state: 'hidden' });
    expect(await vendors.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.context().close();
  });

  it('shows the configured number of categories, then See More with the rest', async () => {
    const page = await open('/', { status: 200 });
    const nav = page.getByRole('navigation', { name: 'Categories' });
    expect(await nav.getByRole('link').count()).toBe(4);
    await nav.getByRole('button', { name: 'See More' }).click();
    await expect.poll(() => nav.locator('#header-menu-more').getByRole('link').count()).toBe(3);
    // A click elsewhere closes it.
    await page.getByRole('heading', { level: 1 }).click();
    await nav.locator('#header-menu-more').waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('marks the header when the page scrolls', async () => {
    const page = await open('/', { status: 200 });
    const header = page.locator('header');
    expect(await header.getAttribute('data-scrolled')).toBeNull();
    await page.mouse.wheel(0, 600);
    await page.waitForFunction(() => document.querySelector('header')?.hasAttribute('data-scrolled'));
    await page.context().close();
  });

  it('collapses the menu behind a button at 390 px, without sideways scrolling', async () => {
    const page = await open('/', { width: 390, status: 200 });
    await page.screenshot({ path: screenshotPath('home-390'), fullPage: true });
    await page.getByRole('navigation', { name: 'Categories' }).waitFor({ state: 'hidden' });
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Wedding Venues' }).waitFor({ state: 'visible' });
    expect(await menu.getByRole('link', { name: 'Sign Up' }).count()).toBe(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: screenshotPath('home-390-menu') });
    await page.getByRole('button', { name: 'Close menu' }).click();
    await menu.getByRole('link', { name: 'Wedding Venues' }).waitFor({ state: 'hidden' });
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('shows a couple’s bar from 1152 px and the menu below it, never scrolling sideways', async () => {
    for (const [width, bar] of [[1152, true], [1000, false]] as const) {
      const page = await open('/', { width, signedInAs: 'couple@example.com', status: 200 });
      await page.getByRole('navigation', { name: 'Account' }).waitFor({ state: bar ? 'visible' : 'hidden' });
      expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(!bar);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.context().close();
    }
  });
});

describe('stylesheets', () => {
  it('come inline with the first page, which hydrates without errors; a page reached later loads its own', async () => {
    const page = await open(null);
    const stylesheetRequests: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => request.resourceType() === 'stylesheet' && stylesheetRequests.push(new URL(request.url()).pathname));
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto(`${baseUrl}/`);
    await page.waitForLoadState('networkidle');
    expect(stylesheetRequests).toEqual([]);
    expect(await page.locator('head style[data-precedence="app"]').count()).toBe(1);
    // Hydrated: a client-side navigation works and brings the landing's stylesheets as links.
    await page.getByRole('link', { name: 'Venues', exact: true }).first().click();
    await page.waitForURL(/\/wedding-venues\/au$/);
    await page.waitForLoadState('networkidle');
    expect(stylesheetRequests.length).toBeGreaterThan(0);
    expect(stylesheetRequests.every((path) => /^\/assets\/[\w.-]+\.css$/.test(path))).toBe(true);
    // The landing's banner is styled: its title is white on the dark banner.
    const title = page.getByRole('heading', { level: 1, name: 'Wedding Venues in Australia' });
    await expect.poll(() => title.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(255, 255, 255)');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
