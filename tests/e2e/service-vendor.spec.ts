import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../setup/browser';
import { graphql, signInOverApi } from '../setup/e2e-api';
import { open, screenshotPath } from '../setup/e2e-page';
import { baseUrl } from '../setup/e2e-lane';

const chrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

type Listing = { status: string; service: { id: string; path: string; category: string }; views: { current: number } };

async function dashboard(cookie: string): Promise<Listing[]> {
  const { data } = await graphql<{ vendorDashboard: { listings: Listing[] } }>(
    '{ vendorDashboard { listings { status service { id path category } views { current } } } }',
    {},
    cookie,
  );
  return data.vendorDashboard.listings;
}

/** The demo vendor's listing of a category (the seed gives them a venue, a photographer and a florist). */
async function demoListing(category: string): Promise<Listing['service']> {
  const vendor = await signInOverApi('vendor@example.com');
  return (await dashboard(vendor.cookie)).find((listing) => listing.service.category === category)!.service;
}

describe('the service page for its vendor', () => {
  it("counts a person's view on the vendor's dashboard, not a crawler's, nor the vendor's own", async () => {
    // The second demo vendor's cake listing: no other test opens it, and the seed gave it no figures.
    const vendor2 = await signInOverApi('vendor2@example.com');
    const own = async () => (await dashboard(vendor2.cookie)).find((listing) => listing.status === 'published')!;
    const { service, views: before } = await own();
    const visit = (headers: Record<string, string>) => fetch(`${baseUrl}${service.path}`, { headers }).then((response) => expect(response.status).toBe(200));
    await visit({ 'User-Agent': chrome });
    await visit({ 'User-Agent': googlebot });
    await visit({ 'User-Agent': chrome, Cookie: vendor2.cookie });
    // Views are written together a few seconds after the first (one statement, none per page).
    await expect.poll(async () => (await own()).views.current, { timeout: 20_000, interval: 500 }).toBeGreaterThan(before.current);
    expect((await own()).views.current).toBe(before.current + 1);
  });

  it('says "Usually replies within a day" for a vendor who does, not for one who replies slowly, nor on an unclaimed listing', async () => {
    const replyLine = async (path: string) => {
      const html = await (await fetch(`${baseUrl}${path}`, { headers: { 'User-Agent': googlebot } })).text();
      return html.includes('Usually replies within a day');
    };
    expect(await replyLine((await demoListing('venue')).path)).toBe(true);
    expect(await replyLine((await demoListing('photographer')).path)).toBe(false);
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+\/\d+\/[a-z0-9-]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
    const claimLink = /href="(\/service\/claim\/vendors\/register\/\d+)"/;
    for (const path of paths) {
      const html = await (await fetch(`${baseUrl}${path}`, { headers: { 'User-Agent': googlebot } })).text();
      const claim = claimLink.exec(html);
      if (!claim) continue;
      expect(html).not.toContain('Usually replies within a day');
      // The claim link opens the vendors' registration for that listing.
      expect((await fetch(`${baseUrl}${claim[1]}`)).status).toBe(200);
      return;
    }
    throw new Error('the demo catalog has an unclaimed listing');
  });

  it('explains the Verified badge on hover, keyboard focus and tap, without moving the page, and passes axe', async () => {
    const venue = await demoListing('venue');
    const page = await open(venue.path);
    const badge = page.getByRole('button', { name: 'Verified vendor' });
    const tip = await tipOf(page, 'Verified vendor');
    expect(await tip.getAttribute('role')).toBe('tooltip');
    expect(await tip.textContent()).toMatch(/business number passed its check digits and a person on our team looked at the business’s documents\. Nobody can buy this badge\./);
    expect(await tip.isVisible()).toBe(false);
    const title = await page.getByRole('heading', { level: 1 }).boundingBox();

    await badge.hover();
    await expect.poll(() => tip.isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).boundingBox()).toEqual(title);
    await page.screenshot({ path: screenshotPath('service-verified-1330') });
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => tip.isVisible()).toBe(false);
    await page.mouse.move(0, 0);

    // By keyboard: focus shows it, Escape hides it.
    await badge.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect.poll(() => tip.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => tip.isVisible()).toBe(false);
    await page.context().close();

    // By touch: a tap shows it, a tap elsewhere hides it.
    const phone = await open(venue.path, { width: 390, height: 844, touch: true, mobile: true });
    const phoneTip = await tipOf(phone, 'Verified vendor');
    await phone.getByRole('button', { name: 'Verified vendor' }).tap();
    await expect.poll(() => phoneTip.isVisible()).toBe(true);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.screenshot({ path: screenshotPath('service-verified-390') });
    await phone.getByRole('heading', { name: /^About / }).tap();
    await expect.poll(() => phoneTip.isVisible()).toBe(false);
    await phone.context().close();
  });

  it("explains a card's badge without following the card's link", async () => {
    const page = await open('/');
    const badge = page.getByRole('article').getByRole('button', { name: 'Verified', exact: true }).first();
    await badge.scrollIntoViewIfNeeded();
    await badge.click();
    const tip = page.locator(`[id="${await badge.getAttribute('aria-describedby')}"]`);
    await expect.poll(() => tip.isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.screenshot({ path: screenshotPath('card-verified-1330') });
    await page.context().close();
  });
});

/** The explanation a badge's button is described by (hidden or not). */
async function tipOf(page: Page, name: string) {
  const id = await page.getByRole('button', { name, exact: true }).first().getAttribute('aria-describedby');
  return page.locator(`[id="${id}"]`);
}
