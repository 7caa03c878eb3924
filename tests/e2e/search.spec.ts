import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../setup/browser';
import { look, open, screenshotPath } from '../setup/e2e-page';
import { baseUrl } from '../setup/e2e-lane';
import { demoReviewedListings, scoreLinkName } from '../setup/e2e-review-scores';


const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));

const resultNames = (page: Page) => page.locator('section[aria-label="Results"] h2').allTextContents();
const countText = (page: Page) => page.locator('main p[aria-live="polite"]').first().textContent();
const totalOf = (text: string | null) => Number((text ?? '').replace(/,/g, '').match(/^(\d+)/)?.[1]);

describe('search page', () => {
  it('filters, pages and keeps the whole state in the URL, with back and forward', async () => {
    const page = await open('/search/?category=venue', { mapTiles: true });
    expect(await page.locator('h1').textContent()).toBe('Wedding Venues');
    const total = totalOf(await countText(page));
    expect(total).toBeGreaterThan(12);
    expect(await resultNames(page)).toHaveLength(12);

    // A yes/no filter: applied at once, in the URL, and fewer results.
    await page.getByRole('group', { name: 'Indoor ceremony available' }).getByLabel('Yes').click();
    await page.waitForURL(/indoor_ceremony=yes/);
    await expect.poll(async () => totalOf(await countText(page))).not.toBe(total);
    const filtered = totalOf(await countText(page));
    expect(filtered).toBeLessThan(total);
    expect(filtered).toBeGreaterThan(0);

    // Paging keeps the filter.
    const firstPage = await resultNames(page);
    if (filtered > 12) {
      await page.getByRole('link', { name: 'Next' }).click();
      await page.waitForURL(/page=2/);
      expect(page.url()).toContain('indoor_ceremony=yes');
      await page.locator('[aria-current="page"]', { hasText: /^2$/ }).waitFor();
      expect(await resultNames(page)).not.toEqual(firstPage);
      await page.goBack();
      await page.waitForURL((url) => !url.search.includes('page=2'));
    }
    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('indoor_ceremony'));
    await expect.poll(async () => totalOf(await countText(page))).toBe(total);
    await page.goForward();
    await page.waitForURL(/indoor_ceremony=yes/);
    await expect.poll(async () => totalOf(await countText(page))).toBe(filtered);

    // The same URL opened afresh gives the same page: a link reproduces a search.
    const again = await open(new URL(page.url()).pathname + new URL(page.url()).search, { mapTiles: true });
    expect(await resultNames(again)).toEqual(await resultNames(page));
    expect(await again.getByRole('group', { name: 'Indoor ceremony available' }).getByLabel('Yes').isChecked()).toBe(true);
    await page.context().close();
    await again.context().close();
  });

  it('searches around a place typed and chosen from the list, and around one only typed', async () => {
    const page = await open('/search/?category=photographer', { mapTiles: true });
    const location = page.getByRole('complementary', { name: 'Filters' }).getByRole('combobox', { name: 'Wedding location' });
    await location.click();
    await page.keyboard.type('Pokol', { delay: 40 });
    await page.getByRole('option', { name: 'Pokolbin NSW 2320' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(/geometry=/);
    const params = new URL(page.url()).searchParams;
    expect(JSON.parse(params.get('location')!)).toEqual({ location: 'Pokolbin NSW' });
    expect(JSON.parse(params.get('geometry')!)).toEqual({ lat: expect.any(Number), lng: expect.any(Number) });
    await page.locator('h1', { hasText: 'Wedding Photographers - Pokolbin NSW' }).waitFor();
    // Vendors travel: the distance slider appears once there is a place.
    expect(await page.getByRole('slider', { name: 'Distance' }).count()).toBe(1);
    expect(await accessibilityViolations(page)).toEqual([]);

    const typed = await open(`/search/?category=venue&location=${json({ location: 'Byron Bay' })}`, { mapTiles: true });
    expect(await typed.locator('h1').textContent()).toBe('Wedding Venues - Byron Bay');
    expect(await typed.locator('ul[role="status"]').count()).toBe(0);
    await page.context().close();
    await typed.context().close();
  });

  it('filters by a slider moved with the keyboard and by a wedding date from the calendar', async () => {
    const page = await open('/search/?category=venue', { mapTiles: true });
    const filters = page.getByRole('complementary', { name: 'Filters' });
    const guests = filters.getByRole('slider', { name: 'Number of guests' });
    await guests.focus();
    for (let step = 0; step < 12; step++) await page.keyboard.press('ArrowRight');
    await page.waitForURL(/number_of_people=/);
    expect(JSON.parse(new URL(page.url()).searchParams.get('number_of_people')!)).toEqual([120, 500]);
    expect(await guests.getAttribute('aria-valuetext')).toBe('120 guests');

    await filters.getByRole('combobox', { name: 'Wedding date' }).click();
    const calendar = page.getByRole('dialog', { name: 'Choose your wedding date' });
    await calendar.waitFor();
    await calendar.getByRole('button', { name: 'Next month' }).click();
    await calendar.locator('table button:not([disabled])').first().click();
    await page.waitForURL(/availability=\d{4}-\d{2}-\d{2}/);
    const day = new URL(page.url()).searchParams.get('availability')!;
    await expect.poll(() => filters.getByRole('combobox', { name: 'Wedding date' }).inputValue()).toBe(`${day.slice(5, 7)}-${day.slice(8, 10)}-${day.slice(0, 4)}`);
    expect(page.url()).toContain('number_of_people');
    await page.context().close();
  });

  it('filters by a from–to range whose two thumbs never pass each other', async () => {
    const page = await open('/search/?category=venue', { mapTiles: true });
    const range = page.getByRole('complementary', { name: 'Filters' }).getByRole('group', { name: 'Reception length' });
    const from = range.getByRole('slider', { name: 'Reception length, from' });
    const to = range.getByRole('slider', { name: 'Reception length, to' });
    await to.focus();
    for (let step = 0; step < 4; step++) await page.keyboard.press('ArrowLeft');
    await page.waitForURL(/reception_hours=/);
    expect(JSON.parse(new URL(page.url()).searchParams.get('reception_hours')!)).toEqual([0, 8]);
    expect(await to.getAttribute('aria-valuetext')).toBe('8 hours');

    // End takes the "from" thumb as far as the "to" thumb, not past it.
    await from.focus();
    await page.keyboard.press('End');
    await page.waitForURL((url) => url.searchParams.get('reception_hours') === '[8,8]');
    expect(await from.inputValue()).toBe('8');
    expect(await range.textContent()).toContain('8–8 hours');
    // The [8,8] results arrive after the URL changes, and the slider then follows them: let them land first.
    await page.waitForLoadState('networkidle');

    // Both thumbs back at the ends: no filter.
    await page.keyboard.press('Home');
    await page.waitForURL((url) => url.searchParams.get('reception_hours') === '[0,8]');
    await page.waitForLoadState('networkidle');
    await to.focus();
    await page.keyboard.press('End');
    await page.waitForURL((url) => !url.searchParams.has('reception_hours'));
    await page.context().close();
  });

  it('deselects a radio choice by choosing it again, and changes type with its own filters and heading', async () => {
    const page = await open('/search/?category=venue&indoor_ceremony=yes', { mapTiles: true });
    await page.getByRole('group', { name: 'Indoor ceremony available' }).getByLabel('Yes').click();
    await page.waitForURL((url) => !url.search.includes('indoor_ceremony'));

    await page.getByLabel('Type').selectOption('flowers');
    await page.waitForURL(/category=flowers/);
    await page.locator('h1', { hasText: 'Wedding Florists' }).waitFor();
    expect(await page.getByRole('group', { name: 'Indoor ceremony available' }).count()).toBe(0);
    expect(await page.title()).toContain('Wedding Florists');
    await page.context().close();
  });

  it('reads a shared URL back into the filters and the heading, and says what it ignored', async () => {
    const location = json({ location: 'Pokolbin NSW', distance: 200000 });
    const geometry = json({ lat: -32.78, lng: 151.28 });
    const page = await open(`/search/?category=venue&location=${location}&geometry=${geometry}&venue_style=${json(['rustic'])}&shoe_size=9&page=abc`, { mapTiles: true });
    expect(await page.locator('h1').textContent()).toBe('Wedding Venues - Pokolbin NSW');
    expect(await page.getByRole('checkbox', { name: 'Rustic' }).isChecked()).toBe(true);
    const notices = await page.getByRole('status').allTextContents();
    expect(notices.join(' ')).toContain('"shoe_size" is not a filter of Wedding Venues and was ignored.');
    expect(notices.join(' ')).toContain('"abc" is not a page number; showing page 1.');
    await page.context().close();
  });

  it('shows the map with markers, a marker card, and searches as the map moves', async () => {
    const { markers } = (await (await fetch(`${baseUrl}/search/markers?category=venue`)).json()) as { markers: { id: number; name: string; lat: number; lng: number }[] };
    expect(markers.length).toBeGreaterThan(0);
    const target = markers[0];
    const page = await open(`/search/?category=venue&location=${json({ location: 'Here', distance: 200000 })}&geometry=${json({ lat: target.lat, lng: target.lng })}`, { mapTiles: true });
    await page.getByRole('link', { name: 'Show Map' }).click();
    await page.waitForURL(/view=map/);
    const marker = page.locator(`.leaflet-marker-icon[title="${target.name}"]`);
    await marker.waitFor();
    await marker.click();
    const card = page.getByRole('dialog', { name: target.name });
    await card.waitFor();
    expect(await card.getByRole('link', { name: target.name, exact: true }).count()).toBe(1);
    // Its heart: a signed-out visitor is asked to sign in.
    expect(await card.getByRole('link', { name: `Add ${target.name} to Wishlist` }).getAttribute('aria-haspopup')).toBe('dialog');
    expect(await card.textContent()).toMatch(/at [A-Z][\w ']+, (Australia|New Zealand)/);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath('search-map-1330') });
    await page.keyboard.press('Escape');
    await card.waitFor({ state: 'detached' });

    // Search as I move the map: a drag searches the visible area, kept in the URL.
    await page.getByLabel('Search as I move the map').check();
    const box = (await page.locator('[aria-label="Map of the results"]').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 200, box.y + box.height / 2 - 80, { steps: 8 });
    await page.mouse.up();
    await page.waitForURL(/bounds=/);
    const bounds = JSON.parse(new URL(page.url()).searchParams.get('bounds')!) as [[number, number], [number, number]];
    expect(bounds[0][0]).toBeLessThan(bounds[1][0]);
    expect(bounds[0][1]).toBeLessThan(bounds[1][1]);

    await page.getByRole('link', { name: 'Show List' }).click();
    await page.waitForURL((url) => !url.search.includes('view=map'));
    await page.context().close();
  });

  it('shows each card’s reviews (issue 32): the demo venue’s average and count, on its card and its map card, linking to How reviews work', async () => {
    const { venue } = await demoReviewedListings();
    const page = await open('/search/?category=venue', { mapTiles: true });
    const results = page.locator('section[aria-label="Results"]');
    // Ranked by the reviews' published score, the demo venue is on the first page.
    const card = results.getByRole('article').filter({ has: page.getByRole('heading', { name: venue.name, exact: true }) });
    const score = card.getByRole('link', { name: scoreLinkName(venue), exact: true });
    await score.waitFor();
    expect(await score.getAttribute('href')).toBe('/how-reviews-work');
    // A listing without reviews says so, quietly and without a link.
    await results.getByText('No reviews yet', { exact: true }).first().waitFor();
    // The order is explained, with the score's rules a link away.
    await page.getByText('How results are ordered').click();
    await page.locator('details').getByRole('link', { name: 'How reviews work' }).waitFor();
    await look(page, 'search-review-scores');
    // The score is a link of its own over the card's: it explains the score rather than opening the listing.
    await score.click();
    await page.waitForURL(/\/how-reviews-work$/);

    // The map's card shows the same.
    const { markers } = (await (await fetch(`${baseUrl}/search/markers?category=venue`)).json()) as { markers: { id: number; lat: number; lng: number }[] };
    const marker = markers.find((entry) => entry.id === venue.id)!;
    const map = await open(`/search/?category=venue&location=${json({ location: 'Here', distance: 20000 })}&geometry=${json({ lat: marker.lat, lng: marker.lng })}`, { mapTiles: true });
    await map.getByRole('link', { name: 'Show Map' }).click();
    await map.waitForURL(/view=map/);
    await map.locator(`.leaflet-marker-icon[title="${venue.name}"]`).click();
    const mapCard = map.getByRole('dialog', { name: venue.name });
    await mapCard.getByRole('link', { name: scoreLinkName(venue), exact: true }).waitFor();
    expect(await accessibilityViolations(map)).toEqual([]);
    await map.screenshot({ path: screenshotPath('search-map-review-score-1330') });
    await page.context().close();
    await map.context().close();
  });

  it('opens the filters in a modal on phones', async () => {
    const page = await open('/search/?category=venue', { width: 390, mapTiles: true });
    await page.getByRole('complementary', { name: 'Filters' }).waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Filter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await dialog.waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('group', { name: 'Wet weather option' }).getByLabel('Yes').click();
    await page.waitForURL(/wet_weather_option=yes/);
    await page.screenshot({ path: screenshotPath('search-filters-390') });
    await dialog.getByRole('button', { name: /^Show \d+/ }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.screenshot({ path: screenshotPath('search-390'), fullPage: false });
    await page.context().close();
  });

  it('has no accessibility violations and looks finished at 1330 px', async () => {
    const page = await open('/search/?category=venue', { mapTiles: true });
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath('search-1330'), fullPage: true });
    await page.context().close();
  });
});

describe('place search page', () => {
  it('lists a category in a state with the spec heading, title and description, and Back goes home', async () => {
    const page = await open('/wedding-venues/in-nsw', { mapTiles: true });
    expect(await page.locator('h1').textContent()).toBe('Wedding Venues in New South Wales');
    expect(await page.title()).toBe('Wedding Venues in New South Wales - Ever After');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
      'Search Wedding Venues in New South Wales. Find your ideal Venue and make planning your wedding day easy with Ever After.',
    );
    expect(totalOf(await countText(page))).toBeGreaterThan(0);
    expect(await page.getByLabel('Type').count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.context().close();
  });
});

describe('hostile search URLs', () => {
  it('never answers a random or hostile query string with a server error', async () => {
    const pieces = ['[', ']', '{', '}', '"', ',', ':', '-1', '1e999', 'NaN', 'null', '%', '%00', '<script>alert(1)</script>', "' or 1=1--", '\u202e', '9'.repeat(300), 'ä'];
    const keys = ['category', 'location', 'geometry', 'availability', 'page', 'bounds', 'view', 'number_of_people', 'venue_style', 'indoor_ceremony', 'min_price_per_person', '__proto__', 'x'];
    const paths = ['/search/', '/wedding-venues/in-nsw', '/wedding-photography/in-vic-yarra-valley', '/search/markers'];
    let seed = 11;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const failures: string[] = [];
    for (let run = 0; run < 300; run++) {
      const parts: string[] = [];
      for (let part = next(5); part >= 0; part--) {
        let value = '';
        for (let length = next(6); length >= 0; length--) value += pieces[next(pieces.length)];
        // Half encoded properly, half raw, as hand-edited links arrive.
        parts.push(`${keys[next(keys.length)]}=${run % 2 ? encodeURIComponent(value) : value.replace(/[#&\s]/g, '')}`);
      }
      const url = `${baseUrl}${paths[run % paths.length]}?${parts.join('&')}`;
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status >= 500) failures.push(`${response.status} ${url}`);
    }
    expect(failures).toEqual([]);
  });
});
