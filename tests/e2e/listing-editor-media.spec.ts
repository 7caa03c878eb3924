import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, signInOverApi } from '../setup/e2e-api';
import { nextMonthDay, picture } from '../setup/e2e-listing';
import { look, open, type Session } from '../setup/e2e-page';
import { baseUrl } from '../setup/e2e-lane';

let vendor: Session;
let stranger: Session;
let listing: { id: string; path: string };
let original: { mediaIds: string[]; dates: string[] };

const bookedDays = [nextMonthDay(10), nextMonthDay(11)];

const photoUrls = (page: Page) => page.locator('ol[aria-label^="Your photos"] img').evaluateAll((images) => images.map((image) => image.getAttribute('src')));

beforeAll(async () => {
  vendor = await signInOverApi('vendor@example.com');
  stranger = await signInOverApi('vendor2@example.com');
  const { data } = await graphql<{ vendorDashboard: { listings: { service: { id: string; path: string }; status: string }[] } }>('{ vendorDashboard { listings { service { id path } status } } }', {}, vendor.cookie);
  listing = data.vendorDashboard.listings.find((entry) => entry.status === 'published')!.service;
  const before = await graphql<{ listingPhotos: { photos: { id: string }[] }; listingAvailability: { days: { date: string; source: string }[] } }>(
    'query ($id: Int!) { listingPhotos(id: $id) { photos { id } } listingAvailability(id: $id) { days { date source } } }',
    { id: Number(listing.id) },
    vendor.cookie,
  );
  original = { mediaIds: before.data.listingPhotos.photos.map((photo) => photo.id), dates: before.data.listingAvailability.days.filter((day) => day.source === 'vendor').map((day) => day.date) };
});

afterAll(async () => {
  if (!original) return;
  // The demo listing as it was, for the other journeys.
  const { data } = await graphql<{ listingPhotos: { photos: { id: string }[] } }>('query ($id: Int!) { listingPhotos(id: $id) { photos { id } } }', { id: Number(listing.id) }, vendor.cookie);
  for (const { id } of data.listingPhotos.photos.filter((photo) => !original.mediaIds.includes(photo.id))) {
    await graphql('mutation ($id: Int!, $media: ID!) { removeServiceMedia(id: $id, media_id: $media) { id } }', { id: Number(listing.id), media: id }, vendor.cookie);
  }
  await graphql('mutation ($id: Int!, $ids: [ID!]!) { reorderServiceMedia(id: $id, media_ids: $ids) { id } }', { id: Number(listing.id), ids: original.mediaIds }, vendor.cookie);
  await graphql('mutation ($id: Int!, $dates: [String!]!) { setServiceUnavailableDates(id: $id, dates: $dates) }', { id: Number(listing.id), dates: original.dates }, vendor.cookie);
});

describe('the listing editor’s photos and availability', () => {
  it('uploads a cropped photo, refuses a small one with the minimum-width message, and reorders', async () => {
    const page = await open(`/vendors/services/${listing.id}/photos`, { signedInAs: vendor });
    const before = await photoUrls(page);

    await page.locator('input[type=file][name=file][multiple]').setInputFiles(await picture('garden.jpg', 1600, 1067));
    await page.getByRole('button', { name: 'Crop garden.jpg' }).click();
    const dialog = page.getByRole('dialog', { name: 'Crop garden.jpg' });
    await dialog.getByRole('slider', { name: 'Zoom' }).press('ArrowRight');
    await dialog.getByRole('slider', { name: 'Zoom' }).press('ArrowRight');
    await expect.poll(() => dialog.getByRole('status').textContent()).toMatch(/will be \d+ × \d+ pixels/);
    await dialog.getByRole('button', { name: 'Use this crop' }).click();
    await expect.poll(() => page.getByText(/garden\.jpg \(cropped to \d+ × \d+\)/).count()).toBe(1);
    await page.getByRole('button', { name: 'Upload 1 photo' }).click();
    await expect.poll(() => photoUrls(page), { timeout: 20_000 }).toHaveLength(before.length + 1);
    const added = (await photoUrls(page)).at(-1)!;
    expect(added).toMatch(/^\/images\/services\/[0-9a-f]{32}\.jpg\?w=400$/);
    const stored = await sharp(Buffer.from(await (await fetch(`${baseUrl}${added.replace('?w=400', '')}`)).arrayBuffer())).metadata();
    expect(stored.width! / stored.height!).toBeCloseTo(1.5, 1);
    expect(stored.width).toBeLessThan(1600);

    await page.locator('input[type=file][name=file][multiple]').setInputFiles(await picture('tiny.jpg', 250, 150));
    await page.getByRole('button', { name: 'Upload 1 photo' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'The picture must be at least 300 px wide.' }).count()).toBe(1);

    const [first, second] = await photoUrls(page);
    await page.getByRole('button', { name: 'Move later: Photo 1' }).click();
    await expect.poll(async () => (await photoUrls(page)).slice(0, 2)).toEqual([second, first]);
    // With the keyboard: pick the (new) first photo up with Space, move it right, drop it.
    // dnd-kit measures between key presses, as a person's would be apart.
    await page.waitForTimeout(500);
    await page.getByRole('button', { name: 'Drag Photo 1 to reorder' }).focus();
    for (const key of ['Space', 'ArrowRight', 'Space']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(300);
    }
    await expect.poll(async () => (await photoUrls(page)).slice(0, 2), { timeout: 10_000 }).toEqual([first, second]);

    await look(page, 'listing-editor-photos');
  });

  it('marks two booked days that the service page and the iCal feed then show', async () => {
    const page = await open(`/vendors/services/${listing.id}/availability`, { signedInAs: vendor });
    page.on('dialog', (confirm) => void confirm.accept());
    for (const day of bookedDays) await page.locator(`button[data-day="${day}"]`).click();
    await page.getByRole('button', { name: 'Save booked days' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: /^Saved$/ }).count()).toBe(1);
    await page.getByRole('button', { name: /Make a feed address|Regenerate the address/ }).click();
    await expect.poll(() => page.locator('#feed-url').count()).toBe(1);
    const feedUrl = await page.locator('#feed-url').inputValue();
    await look(page, 'listing-editor-availability');

    const feed = await fetch(feedUrl.replace(/^https?:\/\/[^/]+/, baseUrl));
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
    const text = await feed.text();
    for (const day of bookedDays) expect(text).toContain(`DTSTART;VALUE=DATE:${day.replaceAll('-', '')}`);
    expect((await fetch(`${baseUrl}/calendar/${'x'.repeat(32)}.ics`)).status).toBe(404);

    const service = await open(listing.path);
    await service.getByRole('heading', { name: 'Availability' }).scrollIntoViewIfNeeded();
    await expect.poll(() => service.locator('[data-booked]').allTextContents(), { timeout: 10_000 }).toEqual(expect.arrayContaining(bookedDays.map((day) => `${Number(day.slice(8))} booked`)));
  });

  it('refuses another vendor on these steps and in GraphQL as if the listing did not exist', async () => {
    for (const path of ['photos', 'availability']) {
      expect((await fetch(`${baseUrl}/vendors/services/${listing.id}/${path}`, { headers: { Cookie: stranger.cookie } })).status).toBe(404);
    }
    const form = new FormData();
    form.set('file', new File([await sharp({ create: { width: 600, height: 400, channels: 3, background: '#000' } }).jpeg().toBuffer()], 'a.jpg'));
    const upload = await fetch(`${baseUrl}/vendors/services/${listing.id}/photos/upload`, { method: 'POST', body: form, headers: { Cookie: stranger.cookie, Origin: baseUrl } });
    expect(upload.status).toBe(404);
    const answer = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: stranger.cookie },
      body: JSON.stringify({ query: 'mutation ($id: Int!) { setServiceUnavailableDates(id: $id, dates: []) }', variables: { id: Number(listing.id) } }),
    });
    expect(((await answer.json()) as { errors: { extensions: { code: string } }[] }).errors[0].extensions.code).toBe('NOT_FOUND');
  });
});
