import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/planning/dates';
import { graphql, registerCoupleOverApi } from '../setup/e2e-api';
import { postPlainForm } from '../setup/e2e-bookings';
import { baseUrl, outboxDir } from '../setup/e2e-lane';
import { look, open, type Session } from '../setup/e2e-page';
import { waitForMail } from '../setup/outbox';

/**
 * Issue 34's RSVP page, as a couple's guests meet it: a new couple's list (over GraphQL); in a
 * fresh browser "Chris Nguyen" finds Christopher Nguyen's household and answers for two people with
 * a meal and a named plus-one; the confirmation e-mail brings the change link and the .ics; a
 * made-up name finds nothing and shows no other name, and its note reaches the couple, who add
 * them to the list; the same without scripts; the page is noindex, private, and loads no map or chat.
 */

let couple: Session;
let code: string;
const weddingDay = addDays(new Date().toISOString().slice(0, 10), 150);
const cutoff = addDays(weddingDay, -30);
/** The couple's other guests: never on the page of anyone who did not type them. */
const strangers = ['Olivia', 'Brown', 'Linh', 'Christopher', 'Nguyen'];

type ListGuest = { id: string; first_name: string; last_name: string; meal: string; dietary: string; plus_one_of: string | null; invitations: { status: string }[] };
const guestList = async () =>
  (
    await graphql<{ guestList: { rsvp_code: string; events: { id: string; kind: string }[]; households: { id: string; name: string; rsvp_message: string; guests: ListGuest[] }[] } }>(
      '{ guestList { rsvp_code events { id kind } households { id name rsvp_message guests { id first_name last_name meal dietary plus_one_of invitations { status } } } } }',
      {},
      couple.cookie,
    )
  ).data.guestList;
const guestNamed = async (firstName: string) => (await guestList()).households.flatMap((household) => household.guests).find((guest) => guest.first_name === firstName);

async function addGuest(variables: Record<string, unknown>) {
  await graphql('mutation ($first_name: String!, $last_name: String, $household_id: ID, $plus_ones_allowed: Int) { addGuest(first_name: $first_name, last_name: $last_name, household_id: $household_id, plus_ones_allowed: $plus_ones_allowed) { rsvp_code } }', variables, couple.cookie);
}

beforeAll(async () => {
  couple = await registerCoupleOverApi('Willow', `192.0.2.${10 + Math.floor(Math.random() * 200)}`);
  await graphql('mutation ($id: ID!) { updateUser(id: $id, first_name: "Willow", last_name: "Hart", nickname: "Willow & Jack") { id } }', { id: couple.id }, couple.cookie);
  await graphql(
    'mutation ($id: ID!, $day: String) { updateUser(id: $id, wedding_date: $day, wedding_venue: "Bimbadgen Estate", wedding_location: "Hunter Valley, NSW") { id } }',
    { id: couple.id, day: weddingDay },
    couple.cookie,
  );
  const { events } = await guestList();
  const place = 'Bimbadgen Estate, 790 McDonalds Rd, Pokolbin NSW';
  for (const [kind, time] of [['ceremony', '15:30'], ['reception', '17:30']] as const) {
    await graphql('mutation ($id: ID!, $date: String, $time: String, $place: String) { updateEvent(id: $id, date: $date, time: $time, place: $place) { rsvp_code } }', { id: events.find((event) => event.kind === kind)!.id, date: weddingDay, time, place }, couple.cookie);
  }
  await graphql('mutation ($cutoff: String) { setRsvpSettings(message: "We can’t wait to celebrate with you in the vines.\\nDinner and dancing follow the ceremony.", cutoff: $cutoff, meal_options: ["Beef", "Fish", "Vegetarian"]) { rsvp_code } }', { cutoff }, couple.cookie);
  const { data } = await graphql<{ addHousehold: { households: { id: string; name: string }[] } }>('mutation { addHousehold(name: "The Nguyens") { households { id name } } }', {}, couple.cookie);
  const household = data.addHousehold.households.find((entry) => entry.name === 'The Nguyens')!;
  await addGuest({ first_name: 'Christopher', last_name: 'Nguyen', household_id: household.id, plus_ones_allowed: 1 });
  await addGuest({ first_name: 'Linh', last_name: 'Nguyen', household_id: household.id });
  await addGuest({ first_name: 'Olivia', last_name: 'Brown' });
  code = (await guestList()).rsvp_code;
}, 60_000);

/** A person's part of the household form. */
const person = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const answer = (page: Page, name: string, event: 'Ceremony' | 'Reception', choice: 'Attending' | 'Not attending') =>
  person(page, name).getByRole('group', { name: new RegExp(`^${event}`) }).getByLabel(choice, { exact: true }).check();

describe('the RSVP page', () => {
  it('finds "Chris Nguyen" in a fresh browser and takes the answers of two people, a meal and a named plus-one', async () => {
    const page = await open(`/rsvp/${code}`, { width: 390, mobile: true, touch: true });
    await page.getByRole('heading', { name: 'Willow & Jack', level: 1 }).waitFor();
    await page.getByText('We can’t wait to celebrate with you in the vines.').waitFor();
    await page.getByRole('list', { name: 'The events' }).getByText('Bimbadgen Estate, 790 McDonalds Rd', { exact: false }).first().waitFor();
    const before = await page.content();
    for (const name of strangers) expect(before, name).not.toContain(name);
    await look(page, 'rsvp-page');

    await page.getByLabel('First name').fill('Chris');
    await page.getByLabel('Last name').fill('Nguyen');
    await page.getByRole('button', { name: 'Find my invitation' }).click();
    await page.getByRole('heading', { name: 'The Nguyens' }).waitFor();
    expect(await page.content()).not.toContain('Olivia');
    await answer(page, 'Christopher Nguyen', 'Ceremony', 'Attending');
    await answer(page, 'Christopher Nguyen', 'Reception', 'Attending');
    await person(page, 'Christopher Nguyen').getByLabel('Meal', { exact: true }).selectOption('Fish');
    await person(page, 'Christopher Nguyen').getByLabel('Their first name').fill('Sam');
    await person(page, 'Christopher Nguyen').getByLabel('Their last name').fill('Lee');
    await person(page, 'Christopher Nguyen').getByLabel('Their meal').selectOption('Beef');
    await answer(page, 'Linh Nguyen', 'Ceremony', 'Attending');
    await answer(page, 'Linh Nguyen', 'Reception', 'Not attending');
    await person(page, 'Linh Nguyen').getByLabel('Meal', { exact: true }).selectOption('Vegetarian');
    await person(page, 'Linh Nguyen').getByLabel('Dietary needs (optional)').fill('No nuts');
    await page.getByLabel('A message for Willow & Jack (optional)').fill('So happy for you both!');
    await look(page, 'rsvp-household');
    // A mistyped address comes back said, with everything else as it was.
    await page.getByLabel('Your e-mail, for a confirmation (optional)').fill('chris@example');
    await page.getByRole('button', { name: 'Send our answers' }).click();
    await page.getByRole('alert').getByText('The e-mail is not valid.').waitFor();
    expect(await person(page, 'Linh Nguyen').getByLabel('Dietary needs (optional)').inputValue()).toBe('No nuts');
    await look(page, 'rsvp-household-refused');
    const email = `chris.${Date.now()}@example.com`;
    await page.getByLabel('Your e-mail, for a confirmation (optional)').fill(email);
    const since = new Date();
    await page.getByRole('button', { name: 'Send our answers' }).click();
    await page.getByText('Thank you! Your answer is saved').waitFor();
    await page.getByText(`A confirmation with a link to change it is on its way to ${email}.`).waitFor();
    await look(page, 'rsvp-saved');

    const chris = (await guestNamed('Christopher'))!;
    expect(chris).toMatchObject({ meal: 'Fish', invitations: [{ status: 'attending' }, { status: 'attending' }] });
    expect(await guestNamed('Linh')).toMatchObject({ meal: 'Vegetarian', dietary: 'No nuts', invitations: [{ status: 'attending' }, { status: 'declined' }] });
    expect(await guestNamed('Sam')).toMatchObject({ last_name: 'Lee', meal: 'Beef', plus_one_of: chris.id, invitations: [{ status: 'attending' }, { status: 'attending' }] });
    expect((await guestList()).households.find((household) => household.name === 'The Nguyens')?.rsvp_message).toBe('So happy for you both!');

    // The confirmation: the answers, the change link and the .ics of the events they come to.
    const mail = await waitForMail(outboxDir, email, { since, subject: 'Your RSVP for Willow & Jack’s wedding' });
    expect(mail.text).toContain('Linh Nguyen: Ceremony, coming; Reception, not coming. Meal: Vegetarian. Dietary needs: No nuts.');
    const change = mail.links.find((link) => new URL(link).pathname.startsWith(`/rsvp/${code}/`))!;
    expect(change).toBeDefined();
    const parsed = await simpleParser(await readFile(join(outboxDir, mail.file)));
    const [ics] = parsed.attachments;
    expect(ics).toMatchObject({ filename: 'wedding.ics', contentType: 'text/calendar' });
    const calendar = ics!.content.toString('utf8');
    expect(calendar.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(calendar).toContain('SUMMARY:Reception');

    // The change link opens the household's form again, with what was answered.
    await page.context().close();
    const again = await open(new URL(change).pathname);
    await again.getByRole('heading', { name: 'The Nguyens' }).waitFor();
    expect(await person(again, 'Linh Nguyen').getByRole('group', { name: /^Reception/ }).getByLabel('Not attending', { exact: true }).isChecked()).toBe(true);
    expect(await person(again, 'Christopher Nguyen').getByLabel('Their first name').inputValue()).toBe('Sam');
    expect(await again.content()).not.toContain('Olivia');
    await again.context().close();
  }, 120_000);

  it('finds nothing for a made-up name, shows no other name, and takes a note the couple resolves', async () => {
    const page = await open(`/rsvp/${code}`);
    await page.getByLabel('First name').fill('Bartholomew');
    await page.getByLabel('Last name').fill('Quince');
    await page.getByRole('button', { name: 'Find my invitation' }).click();
    await page.getByText('We couldn’t find you: leave your name and a note for the couple').waitFor();
    const html = await page.content();
    for (const name of strangers) expect(html, name).not.toContain(name);
    await look(page, 'rsvp-not-found');
    const noteForm = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send the note' }) });
    expect(await noteForm.getByLabel('First name').inputValue()).toBe('Bartholomew');
    await noteForm.getByLabel('Your note for the couple').fill('I am Jack’s cousin from Perth: my invitation says Bart.');
    await noteForm.getByRole('button', { name: 'Send the note' }).click();
    await page.getByText('Thank you: your note is on its way').waitFor();
    await page.context().close();

    const desk = await open('/planning/guests/rsvp', { signedInAs: couple });
    const notes = desk.getByRole('region', { name: 'Notes from people we could not find' });
    await notes.getByText('Bartholomew Quince').waitFor();
    await notes.getByText('I am Jack’s cousin from Perth', { exact: false }).waitFor();
    await desk.getByRole('region', { name: 'Latest answers' }).getByText('So happy for you both!', { exact: false }).waitFor();
    expect(await desk.getByRole('textbox', { name: 'Your RSVP link' }).inputValue()).toMatch(new RegExp(`^https?://[^/]+/rsvp/${code}$`));
    await look(desk, 'planning-guests-rsvp');
    await notes.getByRole('button', { name: 'Add as a new guest' }).click();
    await desk.getByText('Done: the note is resolved.').waitFor();
    await notes.getByText('Added to your list as Bartholomew Quince').waitFor();
    expect(await guestNamed('Bartholomew')).toMatchObject({ last_name: 'Quince' });
    await desk.context().close();
  }, 120_000);

  it('works without scripts: find, every problem at once with what was typed, then the answer', async () => {
    const page = await open(`/rsvp/${code}`, { javaScript: false });
    await page.getByLabel('First name').fill('linh');
    await page.getByLabel('Last name').fill('NGUYEN');
    expect(await postPlainForm(page, page.getByRole('button', { name: 'Find my invitation' }))).toBe(200);
    await page.getByRole('heading', { name: 'The Nguyens' }).waitFor();
    // A plus-one without a first name and an e-mail that is not one: both said at once.
    await person(page, 'Christopher Nguyen').getByLabel('Their first name').fill('');
    await person(page, 'Christopher Nguyen').getByLabel('Their last name').fill('Lee');
    await person(page, 'Linh Nguyen').getByLabel('Dietary needs (optional)').fill('Gluten free');
    await page.getByLabel('Your e-mail, for a confirmation (optional)').fill('not an e-mail');
    expect(await postPlainForm(page, page.getByRole('button', { name: 'Send our answers' }))).toBe(400);
    const alerts = page.getByRole('alert');
    await alerts.getByText('Christopher Nguyen: Their guest’s first name is required.').waitFor();
    await alerts.getByText('The e-mail is not valid.').waitFor();
    expect(await person(page, 'Linh Nguyen').getByLabel('Dietary needs (optional)').inputValue()).toBe('Gluten free');
    expect(await person(page, 'Christopher Nguyen').getByLabel('Their last name').inputValue()).toBe('Lee');
    expect(await person(page, 'Christopher Nguyen').getByLabel('Their last name').getAttribute('aria-invalid')).toBeNull();
    expect(await person(page, 'Christopher Nguyen').getByLabel('Their first name').getAttribute('aria-invalid')).toBe('true');

    await person(page, 'Christopher Nguyen').getByLabel('Their first name').fill('Sam');
    await page.getByLabel('Your e-mail, for a confirmation (optional)').fill('');
    expect(await postPlainForm(page, page.getByRole('button', { name: 'Send our answers' }))).toBe(200);
    await page.getByText('Thank you! Your answer is saved').waitFor();
    expect(await guestNamed('Linh')).toMatchObject({ dietary: 'Gluten free' });
    await page.context().close();
  }, 120_000);

  it('is noindex and private, in no sitemap, and loads no map and no chat', async () => {
    const response = await fetch(`${baseUrl}/rsvp/${code}`);
    expect(response.headers.get('x-robots-tag')).toContain('noindex');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
    const wrong = await fetch(`${baseUrl}/rsvp/${'x'.repeat(43)}`);
    expect(wrong.status).toBe(404);
    expect(wrong.headers.get('x-robots-tag')).toContain('noindex');
    expect(await wrong.text()).toContain('This RSVP link is not valid. Ask the couple for their current link.');
    expect(await (await fetch(`${baseUrl}/sitemap.xml`)).text()).not.toContain('/rsvp');

    const page = await open(null);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(`/rsvp/${code}`);
    await page.getByLabel('First name').fill('Chris');
    await page.getByLabel('Last name').fill('Nguyen');
    await page.getByRole('button', { name: 'Find my invitation' }).click();
    await page.getByRole('heading', { name: 'The Nguyens' }).waitFor();
    expect(requested.filter((url) => /leaflet|tile|map|chat|messag|realtime|events\/stream/i.test(new URL(url).pathname))).toEqual([]);
    expect(await page.evaluate(() => Boolean(document.querySelector('.leaflet-container, [data-chat]')))).toBe(false);
    // Not a guest name in a URL: the lookup was a POST.
    expect(requested.some((url) => /Chris|Nguyen/i.test(url))).toBe(false);
    await page.context().close();
  });

  it('turns away a visitor and a vendor from the couple’s RSVP desk', async () => {
    const visitor = await open('/planning/guests/rsvp');
    await visitor.waitForURL((url) => url.pathname === '/login');
    await visitor.context().close();
    const vendor = await open('/planning/guests/rsvp', { signedInAs: 'vendor@example.com' });
    await vendor.waitForURL((url) => url.pathname === '/vendors/dashboard');
    await vendor.context().close();
  });
});
