import { beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../setup/browser';
import { graphql } from '../setup/e2e-api';
import { look, open, screenshotPath } from '../setup/e2e-page';
import { baseUrl } from '../setup/e2e-lane';
import { demoReviewedListings, scoreLinkName } from '../setup/e2e-review-scores';


type ServiceFacts = {
  id: number;
  path: string;
  name: string;
  status: string | null;
  category: { name: string };
  availability: string[];
  videos: string[];
  facilities: { name: string }[];
};

let services: ServiceFacts[] = [];
/** A service with neighbours of its category within 20 km, videos and facilities. */
let richService: ServiceFacts;
let nearbyNames: string[];

beforeAll(async () => {
  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const ids = [...sitemap.matchAll(/<loc>[^<]+\/(\d+)\/[a-z0-9-]+<\/loc>/g)].map((match) => Number(match[1]));
  services = await Promise.all(
    ids.map(async (id) => {
      const { data } = await graphql<{ services: ServiceFacts }>(
        'query ($id: Int!) { services(id: $id) { id path name status category { name } availability videos facilities { name } } }',
        { id },
      );
      return data.services;
    }),
  );
  for (const service of services) {
    if (service.videos.length === 0 || service.facilities.length === 0) continue;
    const { data } = await graphql<{ getNearByServicesByCategory: { name: string }[] }>(
      'query ($category: String!, $id: Int!) { getNearByServicesByCategory(category: $category, service_id: $id) { name } }',
      { category: service.category.name, id: service.id },
    );
    if (data.getNearByServicesByCategory.length > 0) {
      richService = service;
      nearbyNames = data.getNearByServicesByCategory.map((card) => card.name);
      break;
    }
  }
  expect(richService, 'the demo catalog has a service with neighbours, videos and facilities').toBeDefined();
});

describe('service page', () => {
  it('answers 301 from any other spelling of its URL to the canonical one', async () => {
    const { id, path } = richService;
    const slugless = path.replace(/^\/(au|nz)\/[a-z]+\//, '/$1/');
    for (const wrong of [`${path.replace(/\/[^/]+$/, '')}/old-name`, slugless]) {
      const response = await fetch(`${baseUrl}${wrong}`, { redirect: 'manual' });
      expect(response.status, wrong).toBe(301);
      expect(new URL(response.headers.get('location')!, baseUrl).pathname).toBe(path);
    }
    expect(path).toMatch(new RegExp(`/${id}/[a-z0-9-]+$`));
  });

  it('opens by client-side navigation: its data request is not redirected to itself', async () => {
    const page = await open('/search', { mapTiles: true, status: 200 });
    const link = page.locator(`main a[href="${richService.path}"]`).first();
    const target = (await link.count()) > 0 ? link : page.locator('main a[href^="/au/"], main a[href^="/nz/"]').first();
    const path = await target.getAttribute('href');
    const dataRequests: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === `${path}.data`) dataRequests.push(response.status());
    });
    await target.click();
    await page.waitForURL(`${baseUrl}${path}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(dataRequests).toEqual([200]);
    await page.context().close();
  });

  it('shows the title, address, primary attributes, features, description, facilities, videos and map', async () => {
    const page = await open(richService.path, { mapTiles: true, status: 200 });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(richService.name);
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    for (const heading of ['Availability', 'Facilities', 'Videos', 'Location', 'Also in this Area']) expect(headings).toContain(heading);
    // The first photo is the page's largest picture above the fold: never lazy.
    const firstPhoto = page.getByRole('region', { name: `Photos of ${richService.name}` }).locator('img').first();
    expect(await firstPhoto.getAttribute('loading')).toBe('eager');
    expect(await firstPhoto.getAttribute('srcset')).toMatch(/\?w=400 400w, .*\?w=700 700w/);
    // Price-like primary attributes read with a dollar sign.
    const primary = await page.locator('main dl').first().textContent();
    expect(primary).toMatch(/\$\d/);
    // Videos open on their own site; the page embeds no third-party player.
    expect(await page.locator('iframe').count()).toBe(0);
    expect(await page.getByRole('link', { name: /^Video 1/ }).getAttribute('href')).toBe(richService.videos[0]);
    // The map loads when scrolled near, centred on the service.
    const map = page.getByRole('region', { name: `Map of ${richService.name}` });
    await map.scrollIntoViewIfNeeded();
    await page.locator('.leaflet-container').waitFor();
    expect((await map.boundingBox())!.height).toBe(433);
    await page.context().close();
  });

  it('fetches the pictures beyond the first view only once the gallery moves', async () => {
    const page = await open(richService.path, { mapTiles: true, status: 200 });
    const gallery = page.getByRole('region', { name: `Photos of ${richService.name}` });
    const slides = gallery.locator('li');
    expect(await slides.count()).toBeGreaterThan(2);
    expect(await gallery.locator('img').count()).toBe(2);
    await gallery.getByRole('button', { name: 'Next photo' }).click();
    await expect.poll(() => gallery.locator('img').count()).toBe(await slides.count());
    await page.context().close();
  });

  it('marks the booked-out days in a three-month calendar on desktop and one month on a phone', async () => {
    // A service with days booked in the three months shown first.
    const service = services.find((candidate) => candidate.availability.some((date) => date < monthsAhead(3)))!;
    const booked = service.availability;
    const desktop = await open(service.path, { mapTiles: true, status: 200 });
    await desktop.getByRole('heading', { name: 'Availability' }).scrollIntoViewIfNeeded();
    const months = desktop.locator('.mantine-Calendar-month');
    await months.first().waitFor();
    expect(await months.count()).toBe(3);
    const shownBooked = await desktop.locator('[data-booked]:visible').count();
    const inFirstThreeMonths = booked.filter((date) => date < monthsAhead(3)).length;
    expect(inFirstThreeMonths).toBeGreaterThan(0);
    expect(shownBooked).toBe(inFirstThreeMonths);
    // Screen readers hear it too, not only see the colour.
    expect(await desktop.locator('[data-booked]').first().textContent()).toMatch(/^\d+ booked$/);
    // Paging moves one month at a time until the last month of the year ahead.
    await desktop.getByRole('button', { name: 'Next month' }).click();
    await expect.poll(() => desktop.locator('.mantine-Calendar-month').count()).toBe(3);
    await desktop.context().close();

    const phone = await open(service.path, { width: 390, mapTiles: true, status: 200 });
    await phone.getByRole('heading', { name: 'Availability' }).scrollIntoViewIfNeeded();
    await phone.locator('.mantine-Calendar-month').first().waitFor();
    expect(await phone.locator('.mantine-Calendar-month').count()).toBe(1);
    await phone.context().close();
  });

  it("lists up to ten nearby services of the same category under 'Also in this Area'", async () => {
    const page = await open(richService.path, { mapTiles: true, status: 200 });
    const nearby = page.getByRole('region', { name: /near/ });
    const names = await nearby.getByRole('heading', { level: 3 }).allTextContents();
    expect(names).toEqual(nearbyNames);
    expect(names.length).toBeLessThanOrEqual(10);
    expect(names).not.toContain(richService.name);
    await page.context().close();
  });

  it('shows a neighbour’s reviews on its card in the carousel (issue 32): the demo venue’s average and count, as GraphQL answers them', async () => {
    const { venue } = await demoReviewedListings();
    type Card = { id: number; path: string; reviewScore: { count: number; average: number | null } };
    const nearby = async (id: number) =>
      (await graphql<{ getNearByServicesByCategory: Card[] }>('query ($id: Int!) { getNearByServicesByCategory(category: "venue", service_id: $id) { id path reviewScore { count average } } }', { id })).data
        .getNearByServicesByCategory;
    // The venue's nearest neighbour has the venue among its own neighbours.
    const [neighbour] = await nearby(venue.id);
    expect(neighbour).toBeDefined();
    expect((await nearby(neighbour.id)).find((card) => card.id === venue.id)?.reviewScore).toEqual({ count: venue.count, average: venue.average });
    const page = await open(neighbour.path, { mapTiles: true, status: 200 });
    const carousel = page.getByRole('region', { name: /near/ });
    const score = carousel.getByRole('link', { name: scoreLinkName(venue), exact: true });
    expect(await score.getAttribute('href')).toBe('/how-reviews-work');
    await score.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('service-nearby-review-scores-1330') });
    await page.context().close();
  });

  it('emits JSON-LD, a meta description, Open Graph tags and a canonical link', async () => {
    const html = await (await fetch(`${baseUrl}${richService.path}`)).text();
    const script = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
    expect(script).not.toBeNull();
    const structured = JSON.parse(script![1]);
    expect(structured['@context']).toBe('https://schema.org');
    expect(structured.name).toBe(richService.name);
    expect(structured.url).toBe(`${baseUrl}${richService.path}`);
    expect(structured.address['@type']).toBe('PostalAddress');
    expect(structured.geo['@type']).toBe('GeoCoordinates');
    expect(structured.image.length).toBeGreaterThan(0);
    expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
    expect(html).toContain(`<meta property="og:title" content="${richService.name.replace(/&/g, '&amp;').replace(/'/g, '&#x27;')}"`);
    expect(html).toContain(`<link rel="canonical" href="${baseUrl}${richService.path}"`);
  });

  it('collapses the description to seven lines on a phone, with Read Full Description / Read Short Description', async () => {
    const page = await open(richService.path, { width: 390, mapTiles: true, status: 200 });
    const toggle = page.getByRole('button', { name: 'Read Full Description' });
    await toggle.waitFor();
    const text = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    const collapsed = (await text.boundingBox())!.height;
    const lineHeight = await text.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    expect(Math.round(collapsed / lineHeight)).toBeLessThanOrEqual(7);
    await toggle.click();
    await expect.poll(() => page.getByRole('button', { name: 'Read Short Description' }).getAttribute('aria-expanded')).toBe('true');
    expect((await text.boundingBox())!.height).toBeGreaterThan(collapsed);
    await page.context().close();
    // Desktop shows it all, with no toggle.
    const desktop = await open(richService.path, { mapTiles: true, status: 200 });
    await desktop.getByRole('button', { name: 'Read Full Description' }).waitFor({ state: 'hidden' });
    await desktop.context().close();
  });

  it('offers the claim link only on unclaimed listings (which have nobody to message), and opens the auth popup for signed-out chat', async () => {
    const unclaimed = services.find((service) => service.status === 'unclaimed')!;
    const claimed = services.find((service) => service.status !== 'unclaimed')!;
    const page = await open(unclaimed.path, { mapTiles: true, status: 200 });
    expect(await page.getByRole('link', { name: 'Claim this listing' }).getAttribute('href')).toBe(`/service/claim/vendors/register/${unclaimed.id}`);
    expect(await page.getByRole('link', { name: `Chat with ${unclaimed.name}` }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Message Vendor' }).count()).toBe(0);
    await page.context().close();
    const other = await open(claimed.path, { mapTiles: true, status: 200 });
    expect(await other.getByRole('link', { name: 'Claim this listing' }).count()).toBe(0);
    const chat = other.getByRole('link', { name: `Chat with ${claimed.name}` });
    // A click before hydration would be the plain link's.
    await other.waitForFunction(() => Object.keys(document.querySelector('h1') ?? {}).some((key) => key.startsWith('__reactFiber')));
    // Without JavaScript the link leads to the login page, which comes back here.
    expect(await chat.getAttribute('href')).toBe(`/login?redirectTo=${encodeURIComponent(claimed.path)}`);
    await chat.click();
    await other.getByRole('dialog', { name: 'Sign In' }).waitFor();
    expect(other.url()).toBe(`${baseUrl}${claimed.path}`);
    await other.context().close();
  });

  it('answers 404 for a non-numeric, unknown or out-of-range id and an over-long slug', async () => {
    const [country, state, category] = richService.path.split('/').slice(1, 4);
    for (const path of [
      `/${country}/${state}/${category}/abc/name`,
      `/${country}/${state}/${category}/99999999/name`,
      `/${country}/${state}/${category}/99999999999/name`,
      `/${country}/${state}/${category}/${richService.id}/${'a'.repeat(300)}`,
      `/${country}/${category}/0/name`,
    ]) {
      const response = await fetch(`${baseUrl}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(404);
    }
  });

  it('looks finished at 1330 and 390 px, with no accessibility violations', async () => {
    const page = await open(richService.path, { mapTiles: true, status: 200 });
    // Bring the lazy calendar and map in before the picture is taken.
    for (const heading of ['Availability', 'Location']) await page.getByRole('heading', { name: heading, exact: true }).scrollIntoViewIfNeeded();
    await page.locator('.mantine-Calendar-month').first().waitFor();
    await page.locator('.leaflet-container').waitFor();
    // No sideways scrolling and no axe violation at either width, screenshots kept.
    await look(page, 'service');
    await page.context().close();
  });
});

describe('/preview-service', () => {
  const listing = {
    name: 'Harbour Light Pavilion',
    description: 'A glass pavilion on the water.\n\nSunset ceremonies and long lunches.',
    address: '1 Wharf Road, Sydney NSW',
    shortAddress: 'Sydney, NSW',
    features: ['Harbour views', 'Wheelchair access'],
    location: { lat: -33.86, lng: 151.21 },
    meta: { min_price_per_person: 140 },
  };

  it('shows an unsaved listing from the service and category parameters, not indexed', async () => {
    const query = new URLSearchParams({ service: JSON.stringify(listing), category: 'venue' });
    const page = await open(`/preview-service?${query}`, { mapTiles: true, status: 200 });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Harbour Light Pavilion');
    await page.getByText('Harbour views').waitFor();
    expect(await page.locator('main dl').first().textContent()).toContain('$140');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('answers 400 with a clear message for malformed JSON, an invalid listing or an unknown category', async () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ service: '{"name": ', category: 'venue' }, /not valid JSON/],
      [{ service: JSON.stringify({ ...listing, name: '' }), category: 'venue' }, /name is required/],
      [{ service: JSON.stringify({ ...listing, images: ['https://evil.example/x.png'] }), category: 'venue' }, /paths under \/images\//],
      [{ service: JSON.stringify(listing), category: 'dragons' }, /category parameter/],
      [{}, /service parameter is missing/],
    ];
    for (const [params, message] of cases) {
      const response = await fetch(`${baseUrl}/preview-service?${new URLSearchParams(params)}`);
      expect(response.status, JSON.stringify(params)).toBe(400);
      expect(await response.text()).toMatch(message);
    }
  });
});

/** YYYY-MM-DD of the first day of the month `count` months after this one. */
function monthsAhead(count: number): string {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + count, 1)).toISOString().slice(0, 10);
}
