import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageUploadLimits, maxRequestBytes } from '../../shared/media/image-limits';
import { graphql, graphqlUpload, registerCoupleOverApi, signInOverApi } from '../setup/e2e-api';
import { baseUrl } from '../setup/e2e-lane';
import { look, open, screenshotPath, signIn } from '../setup/e2e-page';

/**
 * Issue 32's "My reviews" (/my-reviews) in Chromium: couple@example.com sees the businesses waiting
 * for their review (the demo venue they booked, the florist that answered them), then their review
 * of the venue with its hearts, source line, the vendor's reply and its status, and the links that
 * open its edit form on the venue's page, with scripts and without. The review goes with five
 * photos that together pass the old one-picture request limit, posted as the page's form and
 * again over GraphQL; a photo over 10 MB is refused in the browser before sending, with what was
 * typed kept. A couple with no dealings is
 * told what to do next; a visitor signs in and comes back; vendors and administrators go to the
 * reviews they answer or decide. couple@'s venue review is deleted before and after, so every run
 * starts from the demo's reviews.
 */

type Person = { id: string; cookie: string };
type Listing = { id: number; name: string; path: string };
let couple: Person;
let venue: Listing;
let florist: Listing;

type Mine = { reviews: { id: string; service_id: string; photos: { id: string }[] }[]; to_review: { service_id: string }[] };
const myReviews = async () => (await graphql<{ myReviews: Mine }>('{ myReviews { reviews { id service_id photos { id } } to_review { service_id } } }', {}, couple.cookie)).data.myReviews;

const body = 'The barrel hall was perfect for our winter dinner and the team answered every question within a day. Highly recommended.';

/** A photo of noise, which JPEG cannot shrink: about 2.5 MB, well under the picture limit. */
async function noisyPhoto(name: string): Promise<File> {
  const [width, height] = [1600, 1100];
  const bytes = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).jpeg({ quality: 100 }).toBuffer();
  return new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });
}

async function listing(id: number): Promise<Listing & { category: { name: string } }> {
  const { data } = await graphql<{ services: Listing & { category: { name: string } } }>('query ($id: Int!) { services(id: $id) { id name path category { name } } }', { id });
  return data.services;
}

async function deleteVenueReview(): Promise<void> {
  for (const review of (await myReviews()).reviews.filter((entry) => Number(entry.service_id) === venue.id)) {
    await graphql('mutation ($id: ID!) { deleteReview(id: $id) { id } }', { id: review.id }, couple.cookie);
  }
}

beforeAll(async () => {
  couple = await signInOverApi('couple@example.com');
  const mine = await myReviews();
  const candidates = await Promise.all([...mine.to_review, ...mine.reviews].map((entry) => listing(Number(entry.service_id))));
  venue = candidates.find((entry) => entry.category.name === 'venue')!;
  florist = candidates.find((entry) => entry.category.name === 'flowers')!;
  expect(venue && florist).toBeTruthy();
  await deleteVenueReview();
});

afterAll(async () => {
  await deleteVenueReview();
});

describe('My reviews', () => {
  it('shows couple@example.com what waits for a review, then their review with its reply and status, and links to edit it on its page', async () => {
    const page = await open('/my-reviews', { signedInAs: couple });
    await page.getByRole('heading', { level: 1, name: 'My reviews' }).waitFor();
    const waiting = page.getByRole('region', { name: 'Waiting for your review' });
    await waiting.getByRole('link', { name: `Write a review of ${venue.name}` }).waitFor();
    await waiting.getByText('Your review will say “Booked through Ever After”').waitFor();
    await waiting.getByRole('link', { name: `Write a review of ${florist.name}` }).waitFor();
    // The header links here, for couples.
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'My reviews' }).waitFor();
    await look(page, 'my-reviews-waiting');

    // The link lands on the venue page's form. A photo over the limit is refused before sending, the text kept.
    await waiting.getByRole('link', { name: `Write a review of ${venue.name}` }).click();
    await page.waitForURL((url) => url.pathname === venue.path && url.hash === '#review-write-heading');
    const form = page.getByRole('form', { name: 'Write a review' });
    await form.getByLabel('Title').fill('Warm, calm and organised');
    await form.getByLabel(/^Your review/).fill(body);
    await form.getByRole('group', { name: 'Overall hearts (required)' }).getByRole('radio', { name: '4 hearts' }).check();
    await form.getByLabel('Photos (optional)').setInputFiles([{ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(imageUploadLimits.maxBytes + 1) }]);
    await form.getByRole('button', { name: 'Publish your review' }).click();
    await form.getByRole('alert').getByText('Each photo must be smaller than 10 MB (too big: huge.jpg). Please choose smaller photos.').waitFor();
    expect(await form.getByLabel(/^Your review/).inputValue()).toBe(body);
    expect(page.url()).toContain(venue.path);

    // Five photos under 10 MB each, together past the old limit of one picture per request: the page's form takes them (as a browser without scripts posts it).
    const photos = await Promise.all([1, 2, 3, 4, 5].map((number) => noisyPhoto(`hall-${number}.jpg`)));
    expect(photos.every((photo) => photo.size < imageUploadLimits.maxBytes)).toBe(true);
    expect(photos.reduce((sum, photo) => sum + photo.size, 0)).toBeGreaterThan(maxRequestBytes);
    const posted = new FormData();
    for (const [name, value] of Object.entries({ intent: 'review-write', form_id: 'review-write', rating: '4', title: 'Warm, calm and organised', body })) posted.set(name, value);
    for (const photo of photos) posted.append('photos', photo);
    const answer = await fetch(`${baseUrl}${venue.path}`, { method: 'POST', body: posted, headers: { Cookie: couple.cookie, Accept: 'text/html' }, redirect: 'manual' });
    expect(answer.status).toBe(303);
    const [written] = (await myReviews()).reviews.filter((entry) => Number(entry.service_id) === venue.id);
    expect(written.photos).toHaveLength(5);
    // And over GraphQL's multipart request: five new photos in place of the five.
    const updated = await graphqlUpload<{ updateReview: { photos: { id: string }[] } }>(
      'mutation ($id: ID!, $body: String!, $remove: [ID!], $photos: [Upload!]) { updateReview(id: $id, rating: 4, title: "Warm, calm and organised", body: $body, remove_photos: $remove, photos: $photos) { photos { id } } }',
      { id: written.id, body, remove: written.photos.map((photo) => photo.id), photos: [null, null, null, null, null] },
      Object.fromEntries(photos.map((photo, index) => [`photos.${index}`, photo])),
      couple.cookie,
    );
    expect(updated.updateReview.photos).toHaveLength(5);
    expect(updated.updateReview.photos.map((photo) => photo.id)).not.toContain(written.photos[0].id);

    const vendor = await signInOverApi('vendor@example.com');
    await graphql('mutation ($id: ID!) { replyToReview(id: $id, body: "Thank you both: it was a joy to host you.") { id } }', { id: written.id }, vendor.cookie);

    await page.goto('/my-reviews');
    const review = page.getByRole('article', { name: 'Warm, calm and organised' });
    await review.getByRole('link', { name: venue.name, exact: true }).waitFor();
    await review.getByRole('img', { name: '4 of 5 hearts' }).waitFor();
    await review.getByText(/^Written \d+ \w+ \d{4} · Edited \d+ \w+ \d{4}$/).waitFor();
    await review.getByText('Booked through Ever After').waitFor();
    await review.getByText('Published', { exact: true }).waitFor();
    await review.getByText('Thank you both: it was a joy to host you.').waitFor();
    expect(await waiting.getByRole('link', { name: `Write a review of ${venue.name}` }).count()).toBe(0);
    await look(page, 'my-reviews');

    // Edit: the venue page's own form, opened where the review stands.
    await review.getByRole('link', { name: `Edit your review of ${venue.name}` }).click();
    const edit = page.getByRole('form', { name: 'Edit your review' });
    await edit.getByLabel('Title').waitFor({ state: 'visible' });
    expect(await edit.getByLabel('Title').inputValue()).toBe('Warm, calm and organised');
    // Below the sticky header, the form's heading in view.
    await expect.poll(() => edit.getByRole('heading', { name: 'Edit your review' }).evaluate((heading) => Math.round(heading.getBoundingClientRect().top))).toBeGreaterThanOrEqual(60);
    await page.screenshot({ path: screenshotPath('my-reviews-edit-landing-1330') });
    await page.goto('/my-reviews');
    await page.getByRole('link', { name: `Delete your review of ${venue.name}` }).click();
    await page.getByRole('button', { name: 'Delete your review' }).waitFor({ state: 'visible' });
    await page.context().close();

    // Without scripts: the same page, and the browser opens the edit form from the link.
    const plain = await open('/my-reviews', { signedInAs: couple, javaScript: false });
    await plain.getByRole('link', { name: `Edit your review of ${venue.name}` }).click();
    await plain.getByRole('form', { name: 'Edit your review' }).getByLabel('Title').waitFor({ state: 'visible' });
    await plain.context().close();
  });

  it('tells a couple with no dealings here what to do next', async () => {
    const stranger = await registerCoupleOverApi('Juniper', `203.0.113.${32 + Math.floor(Math.random() * 200)}`);
    const page = await open('/my-reviews', { signedInAs: stranger });
    await page.getByRole('heading', { name: 'No reviews yet' }).waitFor();
    await page.getByRole('link', { name: 'Find vendors' }).waitFor();
    await look(page, 'my-reviews-empty');
    await page.context().close();
  });

  it('sends a visitor to sign in and back, and vendors and administrators to the reviews they answer or decide', async () => {
    const page = await open('/my-reviews');
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirectTo') === '/my-reviews');
    await signIn(page, 'couple@example.com');
    await page.waitForURL((url) => url.pathname === '/my-reviews');
    await page.getByRole('heading', { level: 1, name: 'My reviews' }).waitFor();
    await page.context().close();

    for (const [email, home] of [
      ['vendor@example.com', '/vendors/reviews'],
      ['admin@example.com', '/admin/reviews'],
    ]) {
      const refused = await open('/my-reviews', { signedInAs: email });
      await refused.waitForURL((url) => url.pathname === home);
      expect(await refused.getByRole('heading', { level: 1, name: 'My reviews' }).count()).toBe(0);
      await refused.context().close();
    }
  });
});
