import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, registerCoupleOverApi, signInOverApi } from '../setup/e2e-api';
import { look, open, type Session } from '../setup/e2e-page';
import { baseUrl, outboxDir } from '../setup/e2e-lane';
import { picture } from '../setup/e2e-listing';
import { waitForMail } from '../setup/outbox';

/**
 * Issue 32's "Done when", as one journey on one review, its tests in order: couple@example.com
 * reviews the demo venue with a photo (first refused on every field at once, with what was typed
 * kept); the page shows it with the new count and histogram; a couple with no conversation is
 * refused through the page and GraphQL; the venue's vendor (vendor@example.com) replies to it on
 * /vendors/reviews; vendor2@example.com cannot reply to it (nor dispute it), through the page and
 * GraphQL; the vendor disputes it with a published reason, a note and a private PDF; an
 * administrator rejects the dispute in /admin/reviews and the audit log shows it; the page's
 * JSON-LD aggregateRating equals the page's numbers, the review still published with its reply.
 *
 * The venue, not the florist couple@ may also review: the florist has no other review, so one
 * more shows neither a histogram nor an aggregateRating (a score needs 3); the venue's vendor is
 * vendor@example.com and couple@ booked it. Then the reviews' sorts and pages without scripts, and
 * "How reviews work". couple@'s venue review is deleted before (a run cut short leaves it) and
 * after, with its reply and cases, so every run starts from the demo's reviews.
 */

type Listing = { id: number; name: string; path: string };
type Summary = { count: number; average: number | null; histogram: number[]; shows_score: boolean };
let couple: Session;
let vendor: Session;
let vendor2: Session;
let admin: Session;
let venue: Listing;
/** The venue's figures before the couple's review. */
let before: Summary;
/** The couple's review, once written. */
let reviewId: string;

const title = 'A garden wedding to remember';
const hearts = 4;
const notInTouch = 'You can review a business after you have been in touch with them here';
const replyText = 'Thank you both! Your garden ceremony was a joy to host, and we loved the native posies.';
const disputeNote = 'This couple’s wedding was on another date with another venue; our booking records show no event for them.';
const decisionNote = 'The review describes this venue and the couple’s booking here; no evidence shows another event.';
const replyMutation = 'mutation ($id: ID!, $body: String!) { replyToReview(id: $id, body: $body) { id } }';

const summaryOf = async (id: number) =>
  (await graphql<{ reviewSummary: Summary }>('query ($id: ID!) { reviewSummary(service_id: $id) { count average histogram shows_score } }', { id: String(id) })).data.reviewSummary;

/** couple@'s review of the venue, if there is one (its reply and open cases go with it). */
async function deleteVenueReview(): Promise<void> {
  const { data } = await graphql<{ myReviews: { reviews: { id: string; service_id: string }[] } }>('{ myReviews { reviews { id service_id } } }', {}, couple.cookie);
  for (const review of data.myReviews.reviews.filter((entry) => Number(entry.service_id) === venue.id)) {
    await graphql('mutation ($id: ID!) { deleteReview(id: $id) { id } }', { id: review.id }, couple.cookie);
  }
}

/** A couple with no dealings here, from an address of its own (TEST-NET-3): the sign-up limit counts per address. */
const registerCouple = (name: string) => registerCoupleOverApi(name, `203.0.113.${32 + Math.floor(Math.random() * 200)}`);

/** A GraphQL call expected to be refused: its first error's code and message. */
async function refusedGraphql(query: string, variables: Record<string, unknown>, cookie: string) {
  const response = await fetch(`${baseUrl}/graphql`, { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: cookie }, body: JSON.stringify({ query, variables }) });
  const body = (await response.json()) as { errors?: { message: string; extensions?: { code?: string } }[] };
  expect(body.errors?.length).toBeGreaterThan(0);
  return { code: body.errors![0].extensions?.code, message: body.errors![0].message };
}

const structuredData = async (page: Page) => JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!) as Record<string, unknown>;
const article = (page: Page, heading: string): Locator => page.getByRole('article').filter({ has: page.getByRole('heading', { name: heading, exact: true }) });
const histogramTexts = (histogram: number[]) =>
  [5, 4, 3, 2, 1].map((stars) => {
    const count = histogram[stars - 1];
    return `${stars === 1 ? '1 heart' : `${stars} hearts`}${count} ${count === 1 ? 'review' : 'reviews'}`;
  });

beforeAll(async () => {
  [couple, vendor, vendor2, admin] = await Promise.all(['couple@example.com', 'vendor@example.com', 'vendor2@example.com', 'admin@example.com'].map((email) => signInOverApi(email)));
  const { data } = await graphql<{ services: Listing & { user: { id: string } } }>('{ services(id: 1) { id name path user { id } } }');
  // The demo venue is vendor@example.com's, and couple@ booked it.
  expect(data.services.user.id).toBe(vendor.id);
  venue = { id: data.services.id, name: data.services.name, path: data.services.path };
  await deleteVenueReview();
  const can = await graphql<{ canReview: { can_review: boolean } }>('query ($id: ID!) { canReview(service_id: $id) { can_review } }', { id: String(venue.id) }, couple.cookie);
  expect(can.data.canReview.can_review).toBe(true);
  before = await summaryOf(venue.id);
  expect(before.shows_score).toBe(true);
});

afterAll(async () => {
  if (couple && venue) await deleteVenueReview();
});

describe('a review’s journey: written, refused to others, answered, disputed and decided (issue 32)', () => {
  it('lets couple@example.com review the demo venue with a photo, after every refusal at once with what was typed; the page shows the new count and histogram', async () => {
    const page = await open(venue.path, { signedInAs: couple, mapTiles: true });
    const section = page.locator('#reviews');
    const form = section.getByRole('form', { name: 'Write a review' });
    await form.getByText('Your review will say “Booked through Ever After”.').waitFor();
    await look(page, 'reviews-write-form');

    // Personal data and a short text: both fields' messages at once, the typed title kept.
    const overall = form.getByRole('group', { name: 'Overall hearts (required)' });
    await overall.getByRole('radio', { name: '4 hearts' }).check();
    await form.getByLabel('Title').fill('Call us on 0412 555 019');
    await form.getByLabel(/^Your review/).fill('Too short.');
    await form.evaluate((element) => element.querySelectorAll('[required]').forEach((field) => field.removeAttribute('required')));
    await form.evaluate((element) => element.querySelectorAll('[minlength]').forEach((field) => field.removeAttribute('minlength')));
    await form.getByRole('button', { name: 'Publish your review' }).click();
    const alerts = form.getByRole('alert');
    await alerts.getByText('Please remove phone numbers and e-mail addresses: reviews are public, and personal data does not belong in them.').waitFor();
    await alerts.getByText('Your review must be at least 60 characters.').waitFor();
    expect(await form.getByLabel('Title').inputValue()).toBe('Call us on 0412 555 019');
    expect(await overall.getByRole('radio', { name: '4 hearts' }).isChecked()).toBe(true);
    await look(page, 'reviews-write-refused');

    const text = 'The gardens were <b>gorgeous</b>, the team calm and kind, and the food arrived hot for all 90 guests. See https://example.com for photos.';
    await form.getByLabel('Title').fill(title);
    await form.getByLabel(/^Your review/).fill(text);
    await overall.getByRole('radio', { name: `${hearts} hearts` }).check();
    await form.getByRole('group', { name: 'Quality (optional)' }).getByRole('radio', { name: '5 hearts' }).check();
    await form.getByLabel('Wedding month (optional)').fill('2026-03');
    await form.getByLabel('Photos (optional)').setInputFiles(await picture('venue-review.jpg', 800, 600));
    await form.getByRole('button', { name: 'Publish your review' }).click();

    const review = article(page, title);
    await review.waitFor();
    // Plain text: the markup shows as typed, and the address is no link.
    await review.locator('p', { hasText: text }).waitFor();
    expect(await review.locator('a[href^="https://example.com"]').count()).toBe(0);
    await review.getByText('Booked through Ever After').waitFor();
    await review.getByText(/Wedding in March 2026/).waitFor();
    await review.getByRole('img', { name: /^Photo 1 of the review/ }).waitFor();
    expect(await review.getByRole('img', { name: /^Photo \d+ of the review/ }).count()).toBe(1);
    await review.getByRole('img', { name: `${hearts} of 5 hearts` }).waitFor();
    // No more form: the couple is told they may edit or delete.
    await section.getByText('You have already reviewed this business: you can edit or delete your review.').waitFor();

    // The new count and histogram: one more review, in the 4 hearts' bar.
    const histogram = [...before.histogram];
    histogram[hearts - 1] += 1;
    await section.getByText(`${before.count + 1} reviews`, { exact: true }).waitFor();
    const bars = section.getByRole('list', { name: `Reviews of ${venue.name} by hearts` });
    await expect.poll(() => bars.getByRole('listitem').allTextContents()).toEqual(histogramTexts(histogram));
    await look(page, 'reviews-written');
    await page.context().close();

    const { data } = await graphql<{ myReviews: { reviews: { id: string; service_id: string }[] } }>('{ myReviews { reviews { id service_id } } }', {}, couple.cookie);
    reviewId = data.myReviews.reviews.find((entry) => Number(entry.service_id) === venue.id)!.id;
    expect(await summaryOf(venue.id)).toMatchObject({ count: before.count + 1, histogram });
  });

  it('refuses a couple with no conversation, on the page and over GraphQL', async () => {
    const stranger = await registerCouple('Wren');
    const page = await open(venue.path, { signedInAs: stranger, mapTiles: true });
    await page.locator('#reviews').getByText(notInTouch, { exact: true }).waitFor();
    expect(await page.getByRole('form', { name: 'Write a review' }).count()).toBe(0);
    await page.context().close();

    const { data } = await graphql<{ canReview: { can_review: boolean; reason: string } }>('query ($id: ID!) { canReview(service_id: $id) { can_review reason } }', { id: venue.id }, stranger.cookie);
    expect(data.canReview).toEqual({ can_review: false, reason: notInTouch });
    expect(
      await refusedGraphql(
        'mutation ($id: ID!) { writeReview(service_id: $id, rating: 5, title: "Lovely", body: "We never spoke to them but we are sure they are lovely people to work with, truly.") { id } }',
        { id: venue.id },
        stranger.cookie,
      ),
    ).toMatchObject({ message: notInTouch });
  });

  it('lets the venue’s vendor reply to it in public on /vendors/reviews (personal data refused first, what was typed kept); the couple is told', async () => {
    const page = await open('/vendors/reviews', { signedInAs: vendor });
    await page.getByRole('heading', { name: 'Reviews', level: 1 }).waitFor();
    // Newest first: the couple's review leads; the published reasons are stated.
    await expect.poll(() => page.getByRole('article').first().getByRole('heading', { level: 2 }).textContent()).toBe(title);
    await page.getByText('Opinion alone is not a reason').waitFor();
    await look(page, 'vendor-reviews');
    const review = article(page, title);
    await review.getByText('Reply in public').click();
    const form = review.getByRole('form', { name: `Reply to “${title}”` });
    const field = form.getByLabel('Your reply (public, under the review)');
    const typed = 'Thank you! Call us any time on 0412 555 019 for your anniversary dinner.';
    await field.fill(typed);
    await form.getByRole('button', { name: 'Publish your reply' }).click();
    await form.getByRole('alert').getByText('Please remove phone numbers and e-mail addresses').waitFor();
    expect(await field.inputValue()).toBe(typed);
    const since = new Date();
    await field.fill(replyText);
    await form.getByRole('button', { name: 'Publish your reply' }).click();
    await page.getByRole('status').getByText('Your reply is published. The couple was told.').waitFor();
    await review.getByRole('heading', { name: /^Your public reply, / }).waitFor();
    await review.getByText(replyText, { exact: true }).first().waitFor();
    const mail = await waitForMail(outboxDir, 'couple@example.com', { since });
    expect(mail.subject).toBe(`${venue.name} replied to your review`);
    await look(page, 'vendor-reviews-replied');
    await page.context().close();
  });

  it('refuses vendor2 a reply (and a dispute): not on their page, refused by the form’s action and by GraphQL', async () => {
    const page = await open('/vendors/reviews', { signedInAs: vendor2 });
    await page.getByRole('heading', { name: 'Reviews', level: 1 }).waitFor();
    // Their own cake reviews, with the demo dispute waiting; nothing of the venue's.
    await article(page, 'Not the design we agreed').getByText(/^Your dispute, .*: waiting for an administrator’s decision/).waitFor();
    expect(await page.getByText(title).count()).toBe(0);
    await page.context().close();
    const post = (fields: Record<string, string>) =>
      fetch(`${baseUrl}/vendors/reviews`, { method: 'POST', headers: { Cookie: vendor2.cookie, 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) });
    expect((await post({ intent: 'reply', form_id: `reply-${reviewId}`, id: reviewId, body: 'A competitor’s answer.' })).status).toBe(403);
    expect((await post({ intent: 'dispute', form_id: `dispute-${reviewId}`, id: reviewId, reason: 'abusive', note: 'A competitor’s dispute.' })).status).toBe(403);
    expect(await refusedGraphql(replyMutation, { id: reviewId, body: 'A competitor’s answer.' }, vendor2.cookie)).toEqual({ code: 'FORBIDDEN', message: 'Only the listing’s vendor can reply to its reviews.' });
    const { data } = await graphql<{ reviews: { reviews: { id: string; reply: { body: string } | null }[] } }>('query ($id: ID!) { reviews(service_id: $id) { reviews { id reply { body } } } }', { id: String(venue.id) });
    expect(data.reviews.reviews.find((entry) => entry.id === reviewId)?.reply?.body).toBe(replyText);
    // A couple is sent to their own home, a visitor to the vendors' sign-in.
    expect((await fetch(`${baseUrl}/vendors/reviews`, { headers: { Cookie: couple.cookie }, redirect: 'manual' })).status).toBe(302);
    const visitor = await fetch(`${baseUrl}/vendors/reviews`, { redirect: 'manual' });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get('location')).toContain('/vendors/login');
  });

  it('answers the dispute form without scripts: every field’s message at once from the server, what was typed kept', async () => {
    const page = await open('/vendors/reviews', { signedInAs: vendor, javaScript: false });
    const review = article(page, title);
    await review.getByText('Dispute this review').click();
    const form = review.getByRole('form', { name: `Dispute “${title}”` });
    await form.getByLabel('Your note to the administrators (private)').fill('Typed without scripts.');
    await form.getByRole('button', { name: 'Send the dispute' }).click();
    await page.waitForLoadState();
    const answered = article(page, title).getByRole('form', { name: `Dispute “${title}”` });
    await answered.getByRole('alert').getByText('Choose one of the published reasons.').waitFor();
    expect(await answered.getByLabel('Your note to the administrators (private)').inputValue()).toBe('Typed without scripts.');
    // Nothing was sent: the review can still be disputed.
    expect(await article(page, title).getByText(/^Your dispute/).count()).toBe(0);
    await page.context().close();
  });

  it('lets the vendor dispute it with a published reason, a note and private evidence (too many files refused before sending)', async () => {
    const page = await open('/vendors/reviews', { signedInAs: vendor });
    const review = article(page, title);
    await review.getByText('Dispute this review').click();
    const form = review.getByRole('form', { name: `Dispute “${title}”` });
    // Nothing chosen: every field's message at once.
    await form.getByRole('button', { name: 'Send the dispute' }).click();
    const alert = form.getByRole('alert');
    await alert.getByText('Choose one of the published reasons.').waitFor();
    await alert.getByText('Write a note.').waitFor();
    // "Factually wrong" needs evidence; the note typed stays.
    const reason = form.getByLabel('Factually wrong, with evidence');
    const note = form.getByLabel('Your note to the administrators (private)');
    await reason.check();
    await note.fill(disputeNote);
    await form.getByRole('button', { name: 'Send the dispute' }).click();
    await alert.getByText('Attach the evidence that shows the review is factually wrong.').waitFor();
    expect(await note.inputValue()).toBe(disputeNote);
    expect(await reason.isChecked()).toBe(true);
    // Six files: refused on the field before anything is sent, the note kept.
    const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n') });
    const evidence = form.getByLabel(/^Evidence/);
    await evidence.setInputFiles(Array.from({ length: 6 }, (_, index) => pdf(`record-${index + 1}.pdf`)));
    await alert.getByText('At most 5 files: please choose fewer.').waitFor();
    await form.getByRole('button', { name: 'Send the dispute' }).click();
    await expect.poll(() => evidence.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await review.getByText(/^Your dispute/).count()).toBe(0);
    expect(await note.inputValue()).toBe(disputeNote);
    await evidence.setInputFiles(pdf('booking-records.pdf'));
    await expect.poll(() => alert.getByText('At most 5 files').count()).toBe(0);
    await form.getByRole('button', { name: 'Send the dispute' }).click();
    await page.getByRole('status').getByText('Your dispute was sent.', { exact: false }).waitFor();
    await review.getByText(/^Your dispute, .*: waiting for an administrator’s decision/).waitFor();
    const link = review.getByRole('link', { name: 'booking-records.pdf' });
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/^\/review-evidence\/\d+$/);
    await look(page, 'vendor-reviews-disputed');
    await page.context().close();
    // The evidence: the vendor who sent it and administrators; nobody else learns of it.
    const fetchAs = (cookie?: string) => fetch(`${baseUrl}${href}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: 'manual' });
    for (const person of [vendor, admin]) {
      const answer = await fetchAs(person.cookie);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/pdf');
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
      expect(answer.headers.get('content-disposition')).toContain('attachment');
    }
    for (const person of [vendor2, couple]) expect((await fetchAs(person.cookie)).status).toBe(404);
    const visitor = await fetchAs();
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get('location')).toContain('/login');
  });

  it('lets an administrator reject the dispute in /admin/reviews with a note; both sides are e-mailed and the audit log shows it', async () => {
    for (const person of [couple, vendor]) expect((await fetch(`${baseUrl}/admin/reviews`, { headers: { Cookie: person.cookie } })).status).toBe(403);
    const page = await open('/admin', { signedInAs: admin });
    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Reviews' }).click();
    await page.getByRole('heading', { name: 'Reviews', level: 1 }).waitFor();
    // vendor2's demo dispute waits, with its evidence; the dealing's metadata (a booking here), never a message's text.
    const cake = page.getByRole('article').filter({ hasText: 'Not the design we agreed' });
    await cake.getByText('Factually wrong, with evidence').waitFor();
    const mine = page.getByRole('article').filter({ hasText: title });
    await mine.getByRole('link', { name: 'booking-records.pdf' }).waitFor();
    await mine.getByText(disputeNote).waitFor();
    await mine.getByRole('definition').filter({ hasText: 'A booking' }).first().waitFor();
    await mine.getByText(/\(their text is private\)/).waitFor();
    await look(page, 'admin-reviews');
    // Searched in the URL.
    await page.getByLabel('Review text, note or case number').fill(title);
    await page.getByLabel('Review text, note or case number').press('Enter');
    await page.waitForURL(/q=/);
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    const form = page.getByRole('article').getByRole('form', { name: /^Decide case \d+$/ });
    // The note is required.
    await form.getByRole('button', { name: 'Reject: keep the review' }).click();
    await form.getByRole('alert').getByText('Write a note on the decision.').waitFor();
    const since = new Date();
    await form.getByLabel(/^Your note on the decision/).fill(decisionNote);
    await form.getByRole('button', { name: 'Reject: keep the review' }).click();
    await page.getByText('Rejected: the review stays published. Both sides were e-mailed.').waitFor();
    await Promise.all([waitForMail(outboxDir, 'vendor@example.com', { since }), waitForMail(outboxDir, 'couple@example.com', { since })]);
    // The decided tab shows it.
    await page.getByRole('navigation', { name: 'Case state' }).getByRole('link', { name: 'Decided' }).click();
    await page.waitForURL(/state=decided/);
    await page.getByRole('article').filter({ hasText: title }).first().getByText(/^Rejected /).waitFor();
    await look(page, 'admin-reviews-decided');
    // The audit log.
    await page.goto(`${baseUrl}/admin/audit?action=review_dispute.reject`);
    const rows = page.getByRole('region', { name: 'Audit log' }).getByRole('row').filter({ hasText: 'review_dispute.reject' });
    await rows.filter({ hasText: decisionNote }).first().waitFor();
    await page.context().close();
  });

  it('shows the review still published with its reply, and the JSON-LD’s aggregateRating equals the page’s numbers', async () => {
    const summary = await summaryOf(venue.id);
    expect(summary).toMatchObject({ count: before.count + 1, shows_score: true });
    const page = await open(venue.path, { mapTiles: true });
    const section = page.locator('#reviews');
    const review = article(page, title);
    await review.getByText(replyText).waitFor();
    await review.getByText(/^Reply from .+ · \d+ \w+ \d{4}/).waitFor();
    const average = section.locator('p', { hasText: /out of 5 hearts/ }).first().locator('strong');
    await expect.poll(async () => Number(await average.textContent())).toBe(summary.average);
    await section.getByText(`${summary.count} reviews`, { exact: true }).waitFor();
    const bars = section.getByRole('list', { name: `Reviews of ${venue.name} by hearts` });
    await expect.poll(() => bars.getByRole('listitem').allTextContents()).toEqual(histogramTexts(summary.histogram));
    await section.getByText('Quality', { exact: true }).waitFor();
    await section.getByText('Responsiveness', { exact: true }).waitFor();
    await section.getByRole('link', { name: /How reviews work/ }).first().waitFor();
    // The demo's removed review stands as its public line.
    await section.getByText(/^A review was removed on \d+ \w+ \d{4} because it was about a different business or event\.$/).waitFor();
    const structured = await structuredData(page);
    expect(structured.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: Number(await average.textContent()), reviewCount: summary.count, bestRating: 5, worstRating: 1 });
    expect((structured.review as { name?: string }[]).map((entry) => entry.name)).toContain(title);
    // The sidebar's score is the reviews', not the wishlist hearts.
    await page.getByRole('complementary').getByText(`(${summary.count} reviews)`).waitFor();
    await look(page, 'reviews-venue');
    await page.context().close();
  });
});

describe('reviews without scripts, and how they work', () => {
  it('sorts and pages the reviews through links, without scripts', async () => {
    const page = await open(venue.path, { javaScript: false });
    const section = page.locator('#reviews');
    await section.getByRole('navigation', { name: 'Sort reviews' }).getByRole('link', { name: 'Lowest' }).click();
    expect(new URL(page.url()).searchParams.get('reviews_sort')).toBe('lowest');
    const first = section.getByRole('listitem').filter({ has: page.getByRole('article') }).first();
    expect(await first.getByRole('img', { name: /of 5 hearts$/ }).first().getAttribute('aria-label')).toBe('2 of 5 hearts');
    await section.getByRole('navigation', { name: 'Review pages' }).getByRole('link', { name: 'Page 2' }).click();
    expect(new URL(page.url()).searchParams.get('reviews_page')).toBe('2');
    expect(await section.getByRole('navigation', { name: 'Review pages' }).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    await page.context().close();
  });

  it('explains how reviews work, with m and C as the server states them', async () => {
    const { data } = await graphql<{ reviewTransparency: { year: number; published: number; scoring: { prior_weight: number; prior_mean: number; threshold: number } } }>(
      '{ reviewTransparency { year published scoring { prior_weight prior_mean threshold } } }',
    );
    const page = await open('/how-reviews-work');
    await page.getByRole('heading', { level: 1, name: 'How reviews work' }).waitFor();
    const { prior_weight: m, prior_mean: c } = data.reviewTransparency.scoring;
    await page.getByText(`m = ${m}`, { exact: true }).waitFor();
    await page.getByText(`C = ${c.toFixed(2)}`, { exact: true }).waitFor();
    await page.getByText(notInTouch, { exact: false }).first().waitFor();
    const table = page.getByRole('table', { name: 'Reviews and disputes by year' });
    expect(await table.getByRole('row', { name: /^Reviews published/ }).getByRole('cell').first().textContent()).toBe(String(data.reviewTransparency.published));
    await look(page, 'how-reviews-work');
    await page.context().close();
  });
});
