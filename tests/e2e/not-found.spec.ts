import { describe, expect, it } from 'vitest';
import { badTextMessage } from '../../server/http/input-guard';
import { accessibilityViolations } from '../setup/browser';
import { open, screenshotPath } from '../setup/e2e-page';
import { baseUrl } from '../setup/e2e-lane';


describe('404 page', () => {
  it.each([
    '/no-such-page',
    '/a/b/c',
    '/wedding-venues/in-xyz',
    '/wedding-venues/in-nsw-atlantis',
    '/wedding-venues/in-tas-hunter-valley',
    '/nsw/atlantis',
    '/xyz/hunter-valley',
    '/au/nsw/wedding-venues/999999/gone',
    '/au/nsw/wedding-venues/not-a-number/x',
    '/au/wedding-venues/99999999999999999999/x',
    '/blog/article/no-such-post',
    '/pages/no-such-page',
  ])('%s answers 404 with the not-found page', async (path) => {
    const response = await fetch(`${baseUrl}${path}`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('Oops!');
    expect(html).toContain('find the page you&#x27;re looking for.');
    expect(html).toContain('Error code: 404');
  });

  it('answers a path that is not UTF-8 with the input guard’s 400 (server/http/input-guard.ts)', async () => {
    const response = await fetch(`${baseUrl}/%E0%A4%A`);
    expect(response.status).toBe(400);
    expect(await response.text()).toBe(badTextMessage);
  });

  it('links to home, blog and contact, inside the header and footer, with no accessibility violations', async () => {
    const page = await open('/no-such-page', { status: 404 });
    const main = page.locator('main');
    await main.getByRole('heading', { name: 'Oops!' }).waitFor();
    expect(await main.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(await main.getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('/blog');
    expect(await main.getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/contact');
    expect(await page.locator('header').count()).toBe(1);
    expect(await page.locator('footer').count()).toBe(1);
    await page.screenshot({ path: screenshotPath('not-found-1330'), fullPage: true });
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('pages that exist answer 200', () => {
  it.each(['/', '/search', '/login', '/register', '/vendors/login', '/sitemap', '/au', '/nz', '/pages/terms/', '/blog'])(
    '%s',
    async (path) => {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status).toBe(200);
    },
  );

  it('category landing, place search and place pages resolve real places', async () => {
    for (const path of ['/wedding-venues/au', '/wedding-venues/anything', '/wedding-flowers/nz', '/wedding-venues/in-nsw', '/wedding-venues/in-nsw-hunter-valley', '/nsw/hunter-valley', '/ota/queenstown']) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status, path).toBe(200);
    }
    const html = await (await fetch(`${baseUrl}/wedding-venues/in-nsw-hunter-valley`)).text();
    expect(html).toContain('Wedding Venues in Hunter Valley');
    expect(html).toContain('<title>Wedding Venues in Hunter Valley - Ever After</title>');
    const landing = await (await fetch(`${baseUrl}/wedding-venues/nz`)).text();
    expect(landing).toContain('<title>Wedding Venues in New Zealand - Ever After</title>');
  });

  it('redirects a service URL that is not canonical to the canonical one', async () => {
    const graphql = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: '{ countries { code services } }' }),
    });
    const { data } = await graphql.json();
    expect(data.countries.find((country: { code: string }) => country.code === 'au').services).toBeGreaterThan(0);
    const response = await fetch(`${baseUrl}/au/wedding-venues/1/wrong-name`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    const location = response.headers.get('location') ?? '';
    expect(location).toMatch(/^\/(au|nz)\/[a-z]+\/wedding-[a-z-]+\/1\/[a-z0-9-]+$/);
    expect((await fetch(`${baseUrl}${location}`)).status).toBe(200);
  });
});
