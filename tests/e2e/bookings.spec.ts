import { beforeAll, describe, expect, it } from 'vitest';
import { graphql, registerCoupleOverApi, signInOverApi } from '../setup/e2e-api';
import { look, open, screenshotPath } from '../setup/e2e-page';
import { enquire as enquireAbout, freeListings, freeVenueDay, postPlainForm } from '../setup/e2e-bookings';

/**
 * Issue 31's journey in Chromium: a couple enquires with date, guests and budget; the vendor answers
 * with a template and sends a quote; the couple accepts; the vendor confirms; the date is unavailable
 * on the listing and the availability search leaves the listing out; the pipeline counts move; a
 * second couple accepting a quote for the same day is refused with its message. New couples, the
 * demo vendor's venue, a day with nothing on it; the booking is cancelled at the end. Then the
 * quote cards without scripts: every action a form posted to /messages.
 */

type Person = { id: string; cookie: string };
let vendor: Person;
let venue: { id: number; name: string; path: string };

/** The couples made here, each from its own address (TEST-NET-2): the sign-up limit counts per address. */
let couplesMade = 0;

const registerCouple = (name: string) => registerCoupleOverApi(name, `198.51.100.${++couplesMade}`);

const markers = (day: string) => freeListings('venue', day);

const enquire = (couple: Person, day: string, guests: number) => enquireAbout(couple.cookie, venue.id, day, guests);

const pipelineCounts = async () =>
  (await graphql<{ vendorPipeline: { counts: Record<string, number> } }>('{ vendorPipeline { counts { new replied quoted booked lost } } }', {}, vendor.cookie)).data.vendorPipeline.counts;

beforeAll(async () => {
  vendor = await signInOverApi('vendor@example.com');
  const { data } = await graphql<{ services: { id: number; name: string; path: string; category: { name: string }; user: { id: string } } }>(
    '{ services(id: 1) { id name path category { name } user { id } } }',
  );
  expect(data.services).toMatchObject({ category: { name: 'venue' }, user: { id: vendor.id } });
  venue = data.services;
});

describe('from enquiry to booking', () => {
  it('enquires with details, answers with a template, quotes, accepts, confirms, closes the day, and refuses a second couple', async () => {
    // A day about five months ahead that the venue has free.
    const day = await freeVenueDay(venue.id, 150);
    const before = await pipelineCounts();
    const first = await registerCouple('Ivy');
    const second = await registerCouple('June');

    // The couple writes from the venue's page with the details vendors need.
    const couple = await open(venue.path, { signedInAs: first });
    await couple.getByRole('link', { name: 'Message Vendor' }).click();
    const dialog = couple.getByRole('dialog', { name: /^Message / });
    await dialog.getByLabel('Wedding date').fill(day);
    await dialog.getByLabel('Guests').fill('110');
    await dialog.getByLabel('Budget for this vendor ($)').fill('30000');
    await dialog.getByLabel('Your message').fill('Hello! Could you send us a quote for our wedding?');
    await look(couple, 'bookings-enquiry');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await couple.waitForURL(/\/messages\?conversation=\d+/);
    const conversationId = new URL(couple.url()).searchParams.get('conversation')!;

    // The vendor sees the details, answers with a template, and sends a quote.
    const seller = await open(`/messages?conversation=${conversationId}`, { signedInAs: vendor });
    await seller.getByLabel('Enquiry details').getByText('Guests: 110', { exact: false }).waitFor();
    await seller.getByLabel('Insert a reply template').selectOption({ label: 'Thanks for your enquiry' });
    await expect.poll(() => seller.getByLabel('Message', { exact: true }).inputValue()).toContain('110 guests');
    await seller.getByRole('button', { name: 'Send', exact: true }).click();
    await seller.getByRole('log', { name: 'Messages' }).getByText('110 guests', { exact: false }).waitFor();
    await seller.getByRole('button', { name: 'Send a quote' }).click();
    const quoteDialog = seller.getByRole('dialog', { name: 'Send a quote' });
    await quoteDialog.getByLabel('Line 1 description').fill('Venue hire, ceremony and reception');
    await quoteDialog.getByLabel('Line 1 amount in dollars').fill('18,500');
    expect(await quoteDialog.getByLabel('Event date').inputValue()).toBe(day);
    await quoteDialog.getByLabel('Deposit ($, optional)').fill('2000');
    await look(seller, 'bookings-quote-form');
    await quoteDialog.getByRole('button', { name: 'Send the quote' }).click();
    await seller.getByRole('article', { name: 'Quote: $18,500.00' }).waitFor();

    // The couple accepts: the date is held.
    await couple.goto(`/messages?conversation=${conversationId}`);
    const card = couple.getByRole('article', { name: 'Quote: $18,500.00' });
    await card.getByText('Includes GST (10%) of $1,681.82').waitFor();
    await couple.screenshot({ path: screenshotPath('bookings-quote-card-1330') });
    await card.getByRole('button', { name: 'Accept the quote' }).click();
    await card.getByText('Date held').waitFor();

    // The vendor confirms: booked.
    await seller.goto(`/messages?conversation=${conversationId}`);
    const sellerCard = seller.getByRole('article', { name: 'Quote: $18,500.00' });
    await sellerCard.getByRole('button', { name: 'Confirm the booking' }).click();
    await sellerCard.getByText('Booked', { exact: true }).waitFor();
    await seller.screenshot({ path: screenshotPath('bookings-confirmed-1330') });

    // The day is unavailable on the listing and in the availability search.
    const { data } = await graphql<{ services: { availability: string[] } }>('{ services(id: 1) { availability } }');
    expect(data.services.availability).toContain(day);
    await expect.poll(() => markers(day)).not.toContain(venue.id);
    const after = await pipelineCounts();
    expect(after.booked).toBe(before.booked + 1);

    // A second couple accepting a quote for the same day is refused with its message.
    const secondConversation = await enquire(second, day, 60);
    await graphql(
      'mutation ($id: ID!, $day: String!) { sendQuote(conversation_id: $id, items: [{ description: "Venue hire", amount: 1500000 }], event_date: $day) { id } }',
      { id: secondConversation, day },
      vendor.cookie,
    );
    const phone = await open(`/messages?conversation=${secondConversation}`, { width: 390, signedInAs: second });
    const secondCard = phone.getByRole('article', { name: 'Quote: $15,000.00' });
    await secondCard.getByRole('button', { name: 'Accept the quote' }).click();
    await secondCard.getByRole('alert').getByText('is already held or booked for another wedding on that date. Ask the vendor about another date.', { exact: false }).waitFor();
    await phone.screenshot({ path: screenshotPath('bookings-refused-390'), fullPage: true });

    // My vendors shows the couple's booking; the pipeline page its stages.
    const mine = await open('/my-vendors', { width: 390, signedInAs: first });
    await mine.getByText(venue.name).first().waitFor();
    await look(mine, 'bookings-my-vendors');
    await seller.goto('/vendors/pipeline');
    await seller.getByRole('list', { name: 'Leads by stage' }).waitFor();
    await look(seller, 'bookings-pipeline');

    // Leave the venue's day free for other journeys.
    const { data: bookings } = await graphql<{ myBookings: { bookings: { id: string }[] } }>('{ myBookings { bookings { id } } }', {}, first.cookie);
    await graphql('mutation ($id: ID!) { cancelBooking(id: $id, reason: "The end of the test") { id } }', { id: bookings.myBookings.bookings[0].id }, first.cookie);
    await expect.poll(() => markers(day)).toContain(venue.id);
    for (const page of [couple, seller, phone, mine]) await page.context().close();
  });
});

const sendQuote = (conversationId: string, day: string, amount: number, deposit: number | null = null) =>
  graphql<{ sendQuote: { id: string } }>(
    'mutation ($id: ID!, $day: String!, $amount: Int!, $deposit: Int) { sendQuote(conversation_id: $id, items: [{ description: "Venue hire", amount: $amount }], event_date: $day, deposit_amount: $deposit) { id } }',
    { id: conversationId, day, amount, deposit },
    vendor.cookie,
  );

describe('quote cards without scripts', () => {
  it('come with the page; a couple accepts, the vendor confirms and marks the deposit, a refusal comes back beside its card with the reason as typed', async () => {
    // New couples, and a day of the venue's further ahead than the journey's above.
    const day = await freeVenueDay(venue.id, 240);
    const first = await registerCouple('Wren');
    const second = await registerCouple('Sage');
    const conversation = await enquire(first, day, 80);
    await sendQuote(conversation, day, 1_200_000, 150_000);

    // The page brings the couple's details and the card; its Accept is a form posted to the page.
    const couple = await open(`/messages?conversation=${conversation}`, { javaScript: false, signedInAs: first });
    await couple.getByLabel('Enquiry details').getByText('Guests: 80', { exact: false }).waitFor();
    const card = couple.getByRole('article', { name: 'Quote: $12,000.00' });
    await card.getByText('Includes GST (10%) of $1,090.91').waitFor();
    expect(await postPlainForm(couple, card.getByRole('button', { name: 'Accept the quote' }))).toBe(302);
    expect(new URL(couple.url()).hash).toMatch(/^#quote-\d+-actions$/);
    await card.getByText('Date held', { exact: true }).waitFor();

    // The vendor confirms, then marks the deposit received.
    const seller = await open(`/messages?conversation=${conversation}`, { javaScript: false, signedInAs: vendor });
    const sellerCard = seller.getByRole('article', { name: 'Quote: $12,000.00' });
    expect(await postPlainForm(seller, sellerCard.getByRole('button', { name: 'Confirm the booking' }))).toBe(302);
    await sellerCard.getByText('Booked', { exact: true }).waitFor();
    expect(await postPlainForm(seller, sellerCard.getByRole('button', { name: 'Deposit received' }))).toBe(302);
    await sellerCard.getByText('Deposit $1,500.00 (received)').waitFor();
    await expect.poll(() => markers(day)).not.toContain(venue.id);

    // A second couple accepting a quote for that day: the refusal beside the card.
    const secondConversation = await enquire(second, day, 60);
    await sendQuote(secondConversation, day, 1_500_000);
    const phone = await open(`/messages?conversation=${secondConversation}`, { javaScript: false, width: 390, signedInAs: second });
    const secondCard = phone.getByRole('article', { name: 'Quote: $15,000.00' });
    expect(await postPlainForm(phone, secondCard.getByRole('button', { name: 'Accept the quote' }))).toBe(409);
    const refusal = 'is already held or booked for another wedding on that date. Ask the vendor about another date.';
    await secondCard.getByRole('alert').getByText(refusal, { exact: false }).waitFor();

    // With scripts the same forms answer in place (GraphQL), the reason's form behind its disclosure.
    const scripted = await open(`/messages?conversation=${secondConversation}`, { width: 390, signedInAs: second });
    const scriptedCard = scripted.getByRole('article', { name: 'Quote: $15,000.00' });
    await scriptedCard.getByRole('button', { name: 'Accept the quote' }).click();
    await scriptedCard.getByRole('alert').getByText(refusal, { exact: false }).waitFor();
    await scriptedCard.locator('summary', { hasText: 'Decline' }).click();
    await scriptedCard.getByLabel('Reason (optional)').waitFor();
    await look(scripted, 'bookings-quote-card-refused');
    await scripted.context().close();

    // Declining with a reason: one too long comes back refused, as typed; then declined.
    await secondCard.locator('summary', { hasText: 'Decline' }).click();
    const reason = secondCard.getByLabel('Reason (optional)');
    const tooLong = `We found another date. ${'x'.repeat(500)}`;
    await reason.evaluate((field) => field.removeAttribute('maxlength'));
    await reason.fill(tooLong);
    expect(await postPlainForm(phone, secondCard.getByRole('button', { name: 'Decline', exact: true }))).toBe(400);
    await secondCard.getByRole('alert').getByText('The reason must be at most 500 characters.').waitFor();
    expect(await reason.inputValue()).toBe(tooLong);
    await reason.fill('We found another date.');
    expect(await postPlainForm(phone, secondCard.getByRole('button', { name: 'Decline', exact: true }))).toBe(302);
    await secondCard.getByText('Declined: We found another date.').waitFor();

    // The vendor withdraws a revised quote.
    await sendQuote(secondConversation, day, 1_400_000);
    await seller.goto(`/messages?conversation=${secondConversation}`);
    const revised = seller.getByRole('article', { name: 'Quote: $14,000.00' });
    expect(await postPlainForm(seller, revised.getByRole('button', { name: 'Withdraw' }))).toBe(302);
    await revised.getByText('Withdrawn', { exact: true }).waitFor();

    // The couple cancels: a reason is asked for, then the day is free again.
    await couple.goto(`/messages?conversation=${conversation}`);
    await card.locator('summary', { hasText: 'Cancel booking' }).click();
    expect(await postPlainForm(couple, card.getByRole('button', { name: 'Cancel the booking' }))).toBe(400);
    await card.getByRole('alert').getByText('Give a reason.').waitFor();
    await card.getByLabel('Why are you cancelling?').fill('The end of the test');
    expect(await postPlainForm(couple, card.getByRole('button', { name: 'Cancel the booking' }))).toBe(302);
    await card.getByText('Cancelled', { exact: true }).waitFor();
    await expect.poll(() => markers(day)).toContain(venue.id);
    for (const page of [couple, seller, phone]) await page.context().close();
  });
});
