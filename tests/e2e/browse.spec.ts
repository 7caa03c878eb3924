import { describe, expect, it } from 'vitest';
import { look, open } from '../setup/e2e-page';
import { baseUrl } from '../setup/e2e-lane';


describe('category landing /{category}/{country}', () => {
  it("has the spec's title, the category description, and states with their regions linking to place searches", async () => {
    const page = await open('/wedding-venues/au', { status: 200 });
    expect(await page.title()).toBe('Wedding Venues in Australia - Ever After');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Wedding Venues in Australia');
    await page.getByText(/^From vineyard terraces/).waitFor();
    const nsw = page.getByRole('link', { name: 'New South Wales', exact: true });
    expect(await nsw.getAttribute('href')).toBe('/wedding-venues/in-nsw');
    const sydney = page.getByRole('link', { name: 'Sydney', exact: true });
    expect(await sydney.getAttribute('href')).toBe('/wedding-venues/in-nsw-sydney');
    // Only Australian states on the Australian landing.
    expect(await page.getByRole('link', { name: 'Auckland', exact: true }).count()).toBe(0);
    await page.context().close();
  });

  it('treats nz as New Zealand and any other country code as Australia', async () => {
    const nz = await open('/wedding-photography/nz', { status: 200 });
    expect(await nz.title()).toBe('Wedding Photographers in New Zealand - Ever After');
    // The state, then its region of the same name.
    const auckland = nz.getByRole('link', { name: 'Auckland', exact: true });
    expect([await auckland.nth(0).getAttribute('href'), await auckland.nth(1).getAttribute('href')]).toEqual(['/wedding-photography/in-auk', '/wedding-photography/in-auk-auckland']);
    await nz.context().close();
    const other = await open('/wedding-photography/fr', { status: 200 });
    expect(await other.title()).toBe('Wedding Photographers in Australia - Ever After');
    await other.context().close();
  });

  it('looks finished at 1330 and 390 px', async () => {
    // No sideways scrolling, no axe violations, screenshots kept.
    const page = await open('/wedding-venues/au', { status: 200 });
    await look(page, 'category-landing');
    await page.context().close();
  });
});

describe('country pages', () => {
  it('/au shows every category with an icon, and its states and regions', async () => {
    const page = await open('/au', { status: 200 });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Weddings in Australia');
    const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
    expect(headings).toEqual(['Wedding Venues', 'Wedding Florists', 'Wedding Photographers', 'Wedding Videographers', 'Wedding Cakes', 'Wedding Celebrants', 'Wedding Photo Booths']);
    const venues = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Wedding Venues' }) });
    await venues.locator('svg').first().waitFor();
    expect(await venues.getByRole('link', { name: 'Victoria', exact: true }).getAttribute('href')).toBe('/wedding-venues/in-vic');
    await page.context().close();
  });

  it('looks finished at 1330 and 390 px', async () => {
    // No sideways scrolling, no axe violations, screenshots kept.
    const page = await open('/au', { status: 200 });
    await look(page, 'country-au');
    await page.context().close();
  });
});

describe('place page /{state}/{region}', () => {
  it('lists the categories with services in the region, with counts, linking to their search', async () => {
    const page = await open('/nsw/sydney', { status: 200 });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Weddings in Sydney');
    const venues = page.getByRole('link', { name: /^Wedding Venues \d+ listings?$/ });
    expect(await venues.getAttribute('href')).toBe('/wedding-venues/in-nsw-sydney');
    await page.context().close();
  });

  it('answers 404 for an unknown state, region or an over-long slug', async () => {
    for (const path of ['/xyz/sydney', '/nsw/atlantis', `/nsw/${'a'.repeat(500)}`, '/vic/sydney']) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status, path).toBe(404);
    }
  });
});

describe('/sitemap', () => {
  it('lists the Pages of spec §2, then states and regions per category, wedding venues first', async () => {
    const page = await open('/sitemap', { status: 200 });
    const pages = page.locator('section', { has: page.getByRole('heading', { name: 'Pages' }) });
    expect(await pages.getByRole('link').allTextContents()).toEqual([
      'Home',
      'Register',
      'Login',
      'Vendor Register',
      'Vendor Login',
      'Contact Us',
      'How Reviews Work',
      'Terms And Conditions',
      'Acceptable Use Policy',
      'Privacy Policy',
    ]);
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('Wedding Venues');
    const panel = page.getByRole('tabpanel');
    expect(await panel.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['Wedding Venues in Australia', 'Wedding Venues in New Zealand']);
    expect(await panel.getByRole('link', { name: 'Queensland', exact: true }).getAttribute('href')).toBe('/wedding-venues/in-qld');
    await page.getByRole('tab', { name: 'Wedding Cakes' }).click();
    await expect.poll(() => page.getByRole('tabpanel', { name: 'Wedding Cakes' }).getByRole('link', { name: 'Queensland', exact: true }).getAttribute('href')).toBe('/wedding-cakes/in-qld');
    await page.context().close();
  });

  it('looks finished at 1330 and 390 px', async () => {
    // No sideways scrolling, no axe violations, screenshots kept.
    const page = await open('/sitemap', { status: 200 });
    await look(page, 'sitemap');
    await page.context().close();
  });
});

describe('/sitemap.xml and /robots.txt', () => {
  it('lists every service page and the browse pages, and robots.txt points to it', async () => {
    const robots = await (await fetch(`${baseUrl}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
    const response = await fetch(`${baseUrl}/sitemap.xml`);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const urls = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
    for (const path of ['/', '/au', '/nz', '/sitemap', '/wedding-venues/au', '/wedding-venues/nz', '/wedding-venues/in-nsw']) expect(urls).toContain(path);
    const servicePages = urls.filter((path) => /^\/(au|nz)\/[a-z]+\/wedding-[a-z-]+\/\d+\/[a-z0-9-]+$/.test(path));
    // The demo's 120, and any a spec run before this one published on the shared server; each once.
    expect(servicePages.length).toBeGreaterThanOrEqual(120);
    expect(new Set(servicePages).size).toBe(servicePages.length);
    // Each listed service page answers 200 at exactly that URL (no redirect).
    const sample = await fetch(`${baseUrl}${servicePages[0]}`, { redirect: 'manual' });
    expect(sample.status).toBe(200);
  });
});
