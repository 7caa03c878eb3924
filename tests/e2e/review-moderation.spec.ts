import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botCheckSolution, graphql, signInOverApi } from '../setup/e2e-api';
import { look, open } from '../setup/e2e-page';
import { baseUrl, outboxDir } from '../setup/e2e-lane';
import { waitForMail } from '../setup/outbox';

/**
 * Issue 32's moderation side in Chromium: the demo vendor edits their public reply to a demo review
 * of their venue through /vendors/reviews (page 2: newest first); vendor2 is refused through the
 * page and GraphQL; the vendor disputes a review (a new couple's, written here) with a published
 * reason, a note and a private PDF; an administrator rejects the dispute in /admin/reviews, where
 * vendor2's pending demo dispute waits too, and the audit log shows the decision. Nothing shared is
 * left changed: the demo reply's text is put back and the new couple deletes their review.
 */

type Person = { id: string; cookie: string };
let vendor: Person;
let vendor2: Person;
let admin: Person;
let couple: Person;
let venueId: number;
let ownReview: { id: string; title: string };
let demoReview: { id: string; reply: string };

const demoTitle = 'The garden ceremony of our dreams';
const ownTitle = `A moderation journey ${Date.now()}`;

/** A new couple (the sign-up limit counts per address, so from an address of its own). */
async function registerCouple(name: string): Promise<Person> {
  const email = `${name.toLowerCase()}.${Date.now()}@example.com`;
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.132' },
    body: JSON.stringify({
      query: `mutation ($email: String!, $altcha: String) { register(email: $email, password: "wedding-demo-9", password_confirmation: "wedding-demo-9", first_name: "${name}", altcha: $altcha) }`,
      variables: { email, altcha: await botCheckSolution() },
    }),
  });
  const body = (await response.json()) as { data?: { register: string }; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return { id: body.data!.register, cookie: response.headers.getSetCookie().find((value) => value.startsWith('ea_session='))!.split(';')[0] };
}

/** A GraphQL call expected to be refused: its first error's code and message. */
async function refusedGraphql(query: string, variables: Record<string, unknown>, cookie: string) {
  const response = await fetch(`${baseUrl}/graphql`, { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: cookie }, body: JSON.stringify({ query, variables }) });
  const body = (await response.json()) as { errors?: { message: string; extensions?: { code?: string } }[] };
  expect(body.errors?.length).toBeGreaterThan(0);
  return { code: body.errors![0].extensions?.code, message: body.errors![0].message };
}

const replyMutation = 'mutation ($id: ID!, $body: String!) { replyToReview(id: $id, body: $body) { id } }';
const article = (page: Page, title: string): Locator => page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

beforeAll(async () => {
  [vendor, vendor2, admin] = await Promise.all([signInOverApi('vendor@example.com'), signInOverApi('vendor2@example.com'), signInOverApi('admin@example.com')]);
  const { data } = await graphql<{ services: { id: number; user: { id: string } } }>('{ services(id: 1) { id user { id } } }');
  expect(data.services.user.id).toBe(vendor.id);
  venueId = data.services.id;
  // The demo review whose reply this spec edits (and puts back).
  const highest = await graphql<{ reviews: { reviews: { id: string; title: string | null; reply: { body: string } | null }[] } }>(
    'query ($id: ID!) { reviews(service_id: $id, sort: "highest") { reviews { id title reply { body } } } }',
    { id: String(venueId) },
  );
  const found = highest.data.reviews.reviews.find((review) => review.title === demoTitle)!;
  demoReview = { id: found.id, reply: found.reply!.body };
  // A couple of its own who enquired and had the vendor's answer: eligible to review the venue.
  couple = await registerCouple('Rowan');
  const started = await fetch(`${baseUrl}/api/twilio/start-conversation-with-message`, {
    method: 'POST',
    headers: { Cookie: couple.cookie, 'Content-Type': 'application/json' },
    body: JSON.stringify({ message: 'Hello! Do you have Saturdays free next autumn for about 90 guests?', service_id: venueId }),
  });
  expect(started.status).toBe(200);
  const { conversation_id } = (await started.json()) as { conversation_id: string };
  const answered = await fetch(`${baseUrl}/api/twilio/create-message`, {
    method: 'POST',
    headers: { Cookie: vendor.cookie, 'Content-Type': 'application/json' },
    body: JSON.stringify({ message: 'We do! Would you like to visit on a weekday?', username: vendor.id, conversation_id }),
  });
  expect(answered.status).toBe(200);
  const written = await graphql<{ writeReview: { id: string } }>(
    'mutation ($id: ID!, $title: String!) { writeReview(service_id: $id, rating: 2, title: $title, body: "The venue confused our booking with another wedding and the day started late. The food was fine but the evening felt rushed.") { id } }',
    { id: String(venueId), title: ownTitle },
    couple.cookie,
  );
  ownReview = { id: written.data.writeReview.id, title: ownTitle };
});

afterAll(async () => {
  // The demo reply's text as the seed wrote it, and the couple's review gone (with its cases).
  if (demoReview) await graphql(replyMutation, { id: demoReview.id, body: demoReview.reply }, vendor.cookie);
  if (ownReview) await graphql('mutation ($id: ID!) { deleteReview(id: $id) { id } }', { id: ownReview.id }, couple.cookie);
});

describe('reviews: replies, disputes and the moderation queue', () => {
  it('lets the demo vendor edit their public reply to a demo review through the page; the couple is told', async () => {
    const page = await open('/vendors/reviews', { signedInAs: vendor });
    await page.getByRole('heading', { name: 'Reviews', level: 1 }).waitFor();
    // Newest first: the couple's review written a moment ago leads; the published reasons are stated.
    expect(await page.getByRole('article').first().getByRole('heading', { level: 2 }).textContent()).toBe(ownTitle);
    await page.getByText('Opinion alone is not a reason').waitFor();
    await look(page, 'vendor-reviews');
    await page.getByRole('navigation', { name: 'Pages of reviews' }).getByRole('link', { name: '2' }).click();
    await page.waitForURL(/page=2/);
    const review = article(page, demoTitle);
    await review.getByText(demoReview.reply).first().waitFor();
    await review.getByText('Edit your reply').click();
    const form = review.getByRole('form', { name: `Reply to “${demoTitle}”` });
    // Personal data is refused on its field, and what was typed stays.
    const typed = 'Thank you! Call us any time on 0412 555 019 for your anniversary dinner.';
    await form.getByLabel('Your reply (public, under the review)').fill(typed);
    await form.getByRole('button', { name: 'Save your reply' }).click();
    await form.getByRole('alert').getByText('Please remove phone numbers and e-mail addresses').waitFor();
    expect(await form.getByLabel('Your reply (public, under the review)').inputValue()).toBe(typed);
    const since = new Date();
    const reply = 'Thank you both! Hosting your garden ceremony was a joy; we hope to see you back for your anniversary.';
    await form.getByLabel('Your reply (public, under the review)').fill(reply);
    await form.getByRole('button', { name: 'Save your reply' }).click();
    await page.getByRole('status').getByText('Your reply was edited. The couple was told.').waitFor();
    await review.getByRole('heading', { name: /^Your public reply, .*\(edited / }).waitFor();
    await review.getByText(reply, { exact: true }).first().waitFor();
    const mail = await waitForMail(outboxDir, 'olivia.reid.review1@couples.example', { since });
    expect(mail.subject).toContain('edited its reply to your review');
    await look(page, 'vendor-reviews-replied');
    await page.context().close();
  });

  it('refuses vendor2 the demo vendor’s reviews: not on their page, refused by the form’s action and by GraphQL', async () => {
    const page = await open('/vendors/reviews', { signedInAs: vendor2 });
    await page.getByRole('heading', { name: 'Reviews', level: 1 }).waitFor();
    // Their own cake reviews, with the demo dispute waiting; nothing of the venue's.
    await article(page, 'Not the design we agreed').getByText(/^Your dispute, .*: waiting for an administrator’s decision/).waitFor();
    expect(await page.getByText(demoTitle).count()).toBe(0);
    expect(await page.getByText(ownTitle).count()).toBe(0);
    await page.context().close();
    const posted = await fetch(`${baseUrl}/vendors/reviews`, {
      method: 'POST',
      headers: { Cookie: vendor2.cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ intent: 'reply', form_id: `reply-${demoReview.id}`, id: demoReview.id, body: 'A competitor’s answer.' }),
    });
    expect(posted.status).toBe(403);
    const disputed = await fetch(`${baseUrl}/vendors/reviews`, {
      method: 'POST',
      headers: { Cookie: vendor2.cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ intent: 'dispute', form_id: `dispute-${ownReview.id}`, id: ownReview.id, reason: 'abusive', note: 'A competitor’s dispute.' }),
    });
    expect(disputed.status).toBe(403);
    expect(await refusedGraphql(replyMutation, { id: demoReview.id, body: 'A competitor’s answer.' }, vendor2.cookie)).toEqual({ code: 'FORBIDDEN', message: 'Only the listing’s vendor can reply to its reviews.' });
    const { data } = await graphql<{ reviews: { reviews: { id: string; reply: { body: string } | null }[] } }>('query ($id: ID!) { reviews(service_id: $id, sort: "highest") { reviews { id reply { body } } } }', { id: String(venueId) });
    expect(data.reviews.reviews.find((review) => review.id === demoReview.id)?.reply?.body).not.toContain('competitor');
    // A couple is sent to their own home, a visitor to the vendors' sign-in.
    const asCouple = await fetch(`${baseUrl}/vendors/reviews`, { headers: { Cookie: couple.cookie }, redirect: 'manual' });
    expect(asCouple.status).toBe(302);
    const visitor = await fetch(`${baseUrl}/vendors/reviews`, { redirect: 'manual' });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get('location')).toContain('/vendors/login');
  });

  it('answers the forms without scripts: every field’s message at once from the server, what was typed kept', async () => {
    const page = await open('/vendors/reviews', { signedInAs: vendor, javaScript: false });
    const review = article(page, ownTitle);
    await review.getByText('Dispute this review').click();
    const form = review.getByRole('form', { name: `Dispute “${ownTitle}”` });
    await form.getByLabel('Your note to the administrators (private)').fill('Typed without scripts.');
    await form.getByRole('button', { name: 'Send the dispute' }).click();
    await page.waitForLoadState();
    const answered = article(page, ownTitle).getByRole('form', { name: `Dispute “${ownTitle}”` });
    await answered.getByRole('alert').getByText('Choose one of the published reasons.').waitFor();
    expect(await answered.getByLabel('Your note to the administrators (private)').inputValue()).toBe('Typed without scripts.');
    // Nothing was sent: the review can still be disputed.
    expect(await article(page, ownTitle).getByText(/^Your dispute/).count()).toBe(0);
    await page.context().close();
  });

  it('lets the vendor dispute a review with a published reason, a note and private evidence', async () => {
    const page = await open('/vendors/reviews', { signedInAs: vendor });
    const review = article(page, ownTitle);
    await review.getByText('Dispute this review').click();
    const form = review.getByRole('form', { name: `Dispute “${ownTitle}”` });
    // Nothing chosen: every field's message at once.
    await form.getByRole('button', { name: 'Send the dispute' }).click();
    const alert = form.getByRole('alert');
    await alert.getByText('Choose one of the published reasons.').waitFor();
    await alert.getByText('Write a note.').waitFor();
    // "Factually wrong" needs evidence; the note typed stays.
    const note = 'This couple’s wedding was on another date with another venue; our booking records show no event for them.';
    await form.getByLabel('Factually wrong, with evidence').check();
    await form.getByLabel('Your note to the administrators (private)').fill(note);
    await form.getByRole('button', { name: 'Send the dispute' }).click();
    await form.getByRole('alert').getByText('Attach the evidence that shows the review is factually wrong.').waitFor();
    expect(await form.getByLabel('Your note to the administrators (private)').inputValue()).toBe(note);
    expect(await form.getByLabel('Factually wrong, with evidence').isChecked()).toBe(true);
    await form.getByLabel(/^Evidence/).setInputFiles({ name: 'booking-records.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n') });
    await form.getByRole('button', { name: 'Send the dispute' }).click();
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
    const refused = await fetch(`${baseUrl}/admin/reviews`, { headers: { Cookie: couple.cookie } });
    expect(refused.status).toBe(403);
    const refusedVendor = await fetch(`${baseUrl}/admin/reviews`, { headers: { Cookie: vendor.cookie } });
    expect(refusedVendor.status).toBe(403);
    const page = await open('/admin', { signedInAs: admin });
    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Reviews' }).click();
    await page.getByRole('heading', { name: 'Reviews', level: 1 }).waitFor();
    // vendor2's demo dispute waits, with its evidence; the conversation's metadata, never its text.
    const cake = page.getByRole('article').filter({ hasText: 'Not the design we agreed' });
    await cake.getByText('Factually wrong, with evidence').waitFor();
    const mine = page.getByRole('article').filter({ hasText: ownTitle });
    await mine.getByRole('link', { name: 'booking-records.pdf' }).waitFor();
    await mine.getByText('Wrote first').waitFor();
    expect(await mine.getByRole('definition').filter({ hasText: 'The couple' }).count()).toBe(1);
    expect(await page.getByText('Do you have Saturdays free').count()).toBe(0);
    await look(page, 'admin-reviews');
    // Searched in the URL.
    await page.getByLabel('Review text, note or case number').fill(ownTitle);
    await page.getByLabel('Review text, note or case number').press('Enter');
    await page.waitForURL(/q=/);
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    const form = page.getByRole('article').getByRole('form', { name: /^Decide case \d+$/ });
    // The note is required.
    await form.getByRole('button', { name: 'Reject: keep the review' }).click();
    await form.getByRole('alert').getByText('Write a note on the decision.').waitFor();
    const since = new Date();
    await form.getByLabel(/^Your note on the decision/).fill('The review describes this venue and the couple’s enquiry here; no evidence shows another event.');
    await form.getByRole('button', { name: 'Reject: keep the review' }).click();
    await page.getByText('Rejected: the review stays published. Both sides were e-mailed.').waitFor();
    await waitForMail(outboxDir, 'vendor@example.com', { since });
    // The decided tab shows it.
    await page.getByRole('navigation', { name: 'Case state' }).getByRole('link', { name: 'Decided' }).click();
    await page.waitForURL(/state=decided/);
    await page.getByRole('article').filter({ hasText: ownTitle }).getByText(/^Rejected /).waitFor();
    await look(page, 'admin-reviews-decided');
    // The audit log.
    await page.goto(`${baseUrl}/admin/audit?action=review_dispute.reject`);
    const rows = page.getByRole('region', { name: 'Audit log' }).getByRole('row').filter({ hasText: 'review_dispute.reject' });
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    await rows.filter({ hasText: 'no evidence shows another event' }).first().waitFor();
    await page.context().close();
  });
});
