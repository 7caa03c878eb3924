import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql, registerCoupleOverApi, signInOverApi } from '../setup/e2e-api';
import { postPlainForm } from '../setup/e2e-bookings';
import { baseUrl } from '../setup/e2e-lane';
import { look, open, type Session } from '../setup/e2e-page';

/**
 * Issue 34's guest list page, /planning/guests, in Chromium: a new couple sees what to do first,
 * adds a household and guests through the forms, searches and filters, invites in bulk, deletes a
 * guest and undoes it, and the counts follow; a guest's page names a plus-one, a household's is
 * deleted after a second step. Then the same forms without scripts (every field's message at once,
 * what was typed kept), and who is turned away.
 */

let couple: Session;

type ListGuest = { id: string; first_name: string; group_name: string; invitations: { event_id: string; status: string }[] };
type List = { counts: { guests: number; households: number; children: number }; events: { id: string; name: string; counts: { invited: number } }[]; households: { name: string; guests: ListGuest[] }[]; deleted: { first_name: string }[] };
const guestList = async (person: Session = couple) =>
  (await graphql<{ guestList: List }>('{ guestList { counts { guests households children } events { id name counts { invited } } households { name guests { id first_name group_name invitations { event_id status } } } deleted { first_name } } }', {}, person.cookie)).data.guestList;
const guestNamed = async (firstName: string) => (await guestList()).households.flatMap((household) => household.guests).find((guest) => guest.first_name === firstName)!;

const figure = (page: Page, name: string) => page.getByRole('region', { name: 'At a glance' }).locator('dl > div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${name}$`) }) }).locator('dd');
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function addGuest(page: Page, guest: { household?: string; first: string; last: string; age?: string; side?: string; group?: string; meal?: string; dietary?: string; plusOnes?: string; notInvitedTo?: string[] }) {
  const before = Number(await figure(page, 'Guests').textContent());
  const form = region(page, 'Add a guest');
  if (guest.household) await form.getByLabel('Household').selectOption({ label: guest.household });
  await form.getByLabel('First name').fill(guest.first);
  await form.getByLabel('Last name').fill(guest.last);
  if (guest.age) await form.getByLabel('Age').selectOption({ label: guest.age });
  if (guest.side) await form.getByLabel('Side').selectOption({ label: guest.side });
  if (guest.group) await form.getByLabel('Group (optional)').fill(guest.group);
  if (guest.meal) await form.getByLabel('Meal choice (optional)').fill(guest.meal);
  if (guest.dietary) await form.getByLabel('Dietary needs (optional)').fill(guest.dietary);
  if (guest.plusOnes) await form.getByLabel('Plus-ones allowed').fill(guest.plusOnes);
  for (const event of guest.notInvitedTo ?? []) await form.getByRole('checkbox', { name: event }).uncheck();
  await form.getByRole('button', { name: 'Add the guest' }).click();
  await expect.poll(() => figure(page, 'Guests').textContent()).toBe(String(before + 1));
  await page.getByText('Guest added.').waitFor();
  // The form starts empty again for the next guest.
  await expect.poll(() => region(page, 'Add a guest').getByLabel('First name').inputValue()).toBe('');
}

beforeAll(async () => {
  couple = await registerCoupleOverApi('Juniper', `192.0.2.${10 + Math.floor(Math.random() * 200)}`);
  await graphql('mutation ($id: ID!) { updateUser(id: $id, nickname: "Juniper & Rowan") { id } }', { id: couple.id }, couple.cookie);
});

describe('the couple’s guest list', () => {
  it('sends a visitor to sign in and back, and a vendor and an administrator to their own areas', async () => {
    const visitor = await open('/planning/guests?q=smith');
    await visitor.waitForURL((url) => url.pathname === '/login');
    expect(new URL(visitor.url()).searchParams.get('redirectTo')).toBe('/planning/guests?q=smith');
    await visitor.context().close();
    const vendor = await open('/planning/guests', { signedInAs: 'vendor@example.com' });
    await vendor.waitForURL((url) => url.pathname === '/vendors/dashboard');
    await vendor.goto('/planning/guests/households/1');
    await vendor.waitForURL((url) => url.pathname === '/vendors/dashboard');
    await vendor.context().close();
    const admin = await open('/planning/guests', { signedInAs: 'admin@example.com' });
    await admin.waitForURL((url) => url.pathname === '/admin');
    await admin.context().close();
  });

  it('shows a new couple what to do first', async () => {
    const page = await open('/planning/guests', { signedInAs: couple });
    const start = region(page, 'Start your guest list');
    await start.getByRole('link', { name: 'Add a household' }).waitFor();
    expect(await start.getByRole('link', { name: 'import a CSV' }).getAttribute('href')).toBe('/planning/guests/import');
    expect(await start.getByRole('link', { name: 'RSVP link' }).getAttribute('href')).toBe('/planning/guests/rsvp');
    await page.getByRole('navigation', { name: 'Planning' }).getByRole('link', { name: 'Guests' }).waitFor();
    expect(await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe('/planning/guests.csv');
    expect(await page.getByRole('link', { name: 'Tables and seating' }).getAttribute('href')).toBe('/planning/guests/tables');
    // The ceremony and the reception are there from the start; nobody is invited yet.
    await expect.poll(() => region(page, 'At a glance').getByText('Nobody is invited yet.').count()).toBe(2);
    await look(page, 'guests-empty');
    await page.context().close();
  });

  it('adds a household and guests, searches, filters, invites in bulk, deletes and undoes, and the counts follow', async () => {
    const page = await open('/planning/guests', { signedInAs: couple });
    const household = region(page, 'Add a household');
    await household.getByLabel('Household name').fill('The Nguyens');
    await household.getByLabel('Address (optional)').fill('1 George St, Sydney NSW 2000');
    await household.getByRole('button', { name: 'Add the household' }).click();
    await page.getByText('Household added.').waitFor();

    await addGuest(page, { household: 'The Nguyens', first: 'Christopher', last: 'Nguyen', side: 'Juniper’s side', group: 'University friends', meal: 'Fish', dietary: 'No nuts', plusOnes: '1', notInvitedTo: ['Reception'] });
    await addGuest(page, { household: 'The Nguyens', first: 'Ada', last: 'Nguyen', age: 'Child', meal: 'Kids' });
    await addGuest(page, { first: 'Zoë', last: 'O’Brien', side: 'Rowan’s side', group: 'Family', dietary: 'Vegetarian', notInvitedTo: ['Ceremony', 'Reception'] });
    await expect.poll(() => figure(page, 'Guests').textContent()).toBe('3');
    await expect.poll(() => figure(page, 'Households').textContent()).toBe('2');
    await expect.poll(() => figure(page, 'Children').textContent()).toBe('1');
    const glance = region(page, 'At a glance');
    await glance.getByText('1 invited:').waitFor();
    const caterer = region(page, 'Meals and dietary needs for the caterer');
    await caterer.getByText('Christopher Nguyen: No nuts').waitFor();
    // Zoë is invited to nothing yet: not expected, so not on the caterer's list.
    expect(await caterer.getByText('Zoë O’Brien', { exact: false }).count()).toBe(0);

    // The list: each household with its guests, their side by name and their answers.
    const list = region(page, 'The list');
    const nguyens = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'The Nguyens' }) });
    await nguyens.getByText('Juniper’s side').waitFor();
    await nguyens.getByText('Ceremony: Waiting').first().waitFor();
    await list.getByText('Not invited to any event').waitFor();

    // Search, any case and accents: the URL holds it.
    await list.getByLabel('Search', { exact: true }).fill('zoe');
    await list.getByRole('button', { name: 'Show' }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === 'zoe');
    await list.getByText('Showing 1 of 3 guests in 1 household.').waitFor();
    await list.getByRole('checkbox', { name: 'Select Zoë O’Brien' }).waitFor();
    expect(await list.getByRole('checkbox', { name: 'Select Christopher Nguyen' }).count()).toBe(0);

    // Those not invited to the reception, all selected, invited in one go.
    await list.getByLabel('Search', { exact: true }).fill('');
    await list.getByLabel('RSVP').selectOption({ label: 'Not invited' });
    await list.getByLabel('Event', { exact: true }).first().selectOption({ label: 'Reception' });
    await list.getByRole('button', { name: 'Show' }).click();
    await list.getByText('Showing 2 of 3 guests in 2 households.').waitFor();
    await list.getByRole('link', { name: 'Select all 2 shown' }).click();
    await expect.poll(() => list.getByRole('checkbox', { name: 'Select Zoë O’Brien' }).isChecked()).toBe(true);
    expect(await list.getByRole('checkbox', { name: 'Select Christopher Nguyen' }).isChecked()).toBe(true);
    const bulk = page.getByRole('form', { name: 'With the selected guests' });
    await bulk.getByLabel('Event').selectOption({ label: 'Reception' });
    await bulk.getByRole('button', { name: 'Invite' }).click();
    await page.getByText('2 guests invited to the Reception.').waitFor();
    await list.getByText('No guest matches.', { exact: false }).waitFor();
    const reception = (await guestList()).events.find((event) => event.name === 'Reception')!;
    expect(reception.counts.invited).toBe(3);
    await glance.getByText('3 invited:').waitFor();

    // A group for the ticked guests.
    await list.getByRole('link', { name: 'Clear the search and filters' }).click();
    await list.getByText('3 guests in 2 households.').waitFor();
    await list.getByRole('checkbox', { name: 'Select Ada Nguyen' }).check();
    await bulk.getByLabel('Group').fill('Family');
    await bulk.getByRole('button', { name: 'Set the group' }).click();
    await page.getByText('The group is set for 1 guest.').waitFor();
    expect((await guestNamed('Ada')).group_name).toBe('Family');
    await list.getByLabel('Group', { exact: true }).first().selectOption({ label: 'Family' });
    await list.getByRole('button', { name: 'Show' }).click();
    await list.getByText('Showing 2 of 3 guests in 2 households.').waitFor();
    await list.getByRole('link', { name: 'Clear the search and filters' }).click();

    // Delete, then undo from the notice; "Recently deleted" holds it meanwhile.
    await list.getByRole('button', { name: 'Delete Ada Nguyen' }).click();
    await page.getByText('Deleted Ada Nguyen.').waitFor();
    await expect.poll(() => figure(page, 'Guests').textContent()).toBe('2');
    await expect.poll(() => figure(page, 'Children').textContent()).toBe('0');
    await region(page, 'Recently deleted').getByRole('button', { name: 'Restore Ada Nguyen' }).waitFor();
    await look(page, 'guests-deleted');
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByText('Ada Nguyen is back on the list.').waitFor();
    await expect.poll(() => figure(page, 'Guests').textContent()).toBe('3');
    expect(await region(page, 'Recently deleted').count()).toBe(0);

    // An event of their own, with its date, time and place.
    const events = region(page, 'Events');
    const addEvent = events.getByRole('form', { name: 'Add an event' });
    await addEvent.getByLabel('Event').fill('Welcome drinks');
    await addEvent.getByLabel('Place (optional)').fill('The Rocks, Sydney');
    await addEvent.getByLabel('Date (optional)').fill('2027-10-08');
    await addEvent.getByLabel('Time (optional)').fill('18:30');
    await addEvent.getByRole('button', { name: 'Add the event' }).click();
    await page.getByText('Event added.').waitFor();
    await events.getByText('8 October 2027, 6:30 pm · The Rocks, Sydney').waitFor();
    await events.getByText('Change the Reception').click();
    const receptionForm = events.getByRole('listitem').filter({ hasText: 'Reception' });
    await receptionForm.getByLabel('Place (optional)').fill('Hunter Valley Gardens');
    await receptionForm.getByRole('button', { name: 'Save the event' }).click();
    await page.getByText('Event saved.').waitFor();
    await glance.getByText('Hunter Valley Gardens').waitFor();
    await look(page, 'guests-list');
    await page.context().close();
  });

  it('changes a guest on their page, names a plus-one, and deletes a household after asking', async () => {
    const page = await open('/planning/guests', { signedInAs: couple });
    // The list's names are plain links that scripts follow without a reload: the page's state survives.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await region(page, 'The list').getByRole('link', { name: 'Christopher Nguyen' }).click();
    await page.getByRole('heading', { name: 'Christopher Nguyen', level: 1 }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    const plusOnes = region(page, 'Plus-ones');
    await plusOnes.getByText('1 allowed, 0 named.', { exact: false }).waitFor();
    const name = plusOnes.getByRole('form', { name: 'Name a plus-one' });
    await name.getByLabel('First name').fill('Sam');
    await name.getByLabel('Last name').fill('Lee');
    await name.getByLabel('Meal choice (optional)').fill('Fish');
    await name.getByRole('button', { name: 'Add the plus-one' }).click();
    await page.getByText('Plus-one added.').waitFor();
    await plusOnes.getByRole('link', { name: 'Sam Lee' }).waitFor();

    const details = region(page, 'Details');
    await details.getByLabel('Meal choice (optional)').fill('Vegetarian');
    await details.getByRole('checkbox', { name: 'Welcome drinks' }).check();
    await details.getByRole('button', { name: 'Save the guest' }).click();
    await page.getByText('Guest saved.').waitFor();
    await region(page, 'Answers').getByText('Welcome drinks: Waiting for an answer').waitFor();
    // An answer given by phone, written down by the couple.
    await region(page, 'Answers').getByLabel('Welcome drinks', { exact: true }).selectOption('attending');
    await region(page, 'Answers').getByRole('button', { name: 'Save the answer to the Welcome drinks' }).click();
    await page.getByText('Answer saved.').waitFor();
    await region(page, 'Answers').getByText('Welcome drinks: Attending').waitFor();
    await look(page, 'guests-guest');

    await page.goto('/planning/guests');
    const list = region(page, 'The list');
    await list.getByText('Plus-one of Christopher Nguyen', { exact: false }).waitFor();
    await region(page, 'Meals and dietary needs for the caterer').getByRole('listitem').filter({ hasText: /^Vegetarian\s*1$/ }).waitFor();

    // A household of its own, deleted from its page after a second step.
    const household = region(page, 'Add a household');
    await household.getByLabel('Household name').fill('Aunt May');
    await household.getByRole('button', { name: 'Add the household' }).click();
    await page.getByText('Household added.').waitFor();
    await list.getByRole('link', { name: 'Aunt May' }).click();
    await page.getByRole('heading', { name: 'Aunt May', level: 1 }).waitFor();
    await page.getByText('Nobody yet: add the first guest below.').waitFor();
    await look(page, 'guests-household');
    await page.getByText('Delete Aunt May…').click();
    await page.getByText('there is no undo', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Delete it for good' }).click();
    await page.waitForURL((url) => url.pathname === '/planning/guests');
    await page.getByText('The household and its guests are deleted.').waitFor();
    expect((await guestList()).households.map((entry) => entry.name).sort()).toEqual(['The Nguyens', 'Zoë O’Brien']);
    await page.context().close();
  });

  it('works without scripts: every field’s message at once with what was typed, then the add, the bulk edit and the undo', async () => {
    const page = await open('/planning/guests', { signedInAs: couple, javaScript: false });
    let form = region(page, 'Add a guest');
    await form.getByLabel('Last name').fill('Pham');
    await form.getByLabel('E-mail (optional)').fill('not an e-mail');
    await form.getByLabel('Plus-ones allowed').fill('9');
    await form.getByLabel('Dietary needs (optional)').fill('Halal');
    await form.getByRole('checkbox', { name: 'Ceremony' }).uncheck();
    expect(await postPlainForm(page, form.getByRole('button', { name: 'Add the guest' }))).toBe(400);
    form = region(page, 'Add a guest');
    const alerts = form.getByRole('alert');
    await alerts.getByText('The first name is required.').waitFor();
    await alerts.getByText('The e-mail is not valid.').waitFor();
    await alerts.getByText('Plus-ones allowed must be a whole number from 0 to 5.').waitFor();
    expect(await form.getByLabel('Last name').inputValue()).toBe('Pham');
    expect(await form.getByLabel('E-mail (optional)').inputValue()).toBe('not an e-mail');
    expect(await form.getByLabel('Plus-ones allowed').inputValue()).toBe('9');
    expect(await form.getByLabel('Dietary needs (optional)').inputValue()).toBe('Halal');
    expect(await form.getByRole('checkbox', { name: 'Ceremony' }).isChecked()).toBe(false);
    expect(await form.getByRole('checkbox', { name: 'Reception' }).isChecked()).toBe(true);
    expect(await form.getByLabel('First name').getAttribute('aria-invalid')).toBe('true');

    await form.getByLabel('First name').fill('Linh');
    await form.getByLabel('E-mail (optional)').fill('linh@example.com');
    await form.getByLabel('Plus-ones allowed').fill('0');
    expect(await postPlainForm(page, form.getByRole('button', { name: 'Add the guest' }))).toBe(200);
    await page.getByText('Guest added.').waitFor();
    // Every event but the one unticked before the refusal.
    const events = (await guestList()).events;
    expect((await guestNamed('Linh')).invitations.map((invitation) => invitation.event_id)).toEqual(events.filter((event) => event.name !== 'Ceremony').map((event) => event.id));

    // The bulk edit without scripts: the ticked box joins the form by its form attribute.
    await page.getByRole('checkbox', { name: 'Select Linh Pham' }).check();
    const bulk = page.getByRole('form', { name: 'With the selected guests' });
    await bulk.getByLabel('Event').selectOption({ label: 'Ceremony' });
    expect(await postPlainForm(page, bulk.getByRole('button', { name: 'Invite' }))).toBe(200);
    await page.getByText('1 guest invited to the Ceremony.').waitFor();
    expect(await page.getByRole('checkbox', { name: 'Select Linh Pham' }).isChecked()).toBe(true);
    expect((await guestNamed('Linh')).invitations).toHaveLength(events.length);
    // Nothing ticked: the form says so.
    await page.getByRole('checkbox', { name: 'Select Linh Pham' }).uncheck();
    expect(await postPlainForm(page, page.getByRole('form', { name: 'With the selected guests' }).getByRole('button', { name: 'Set the group' }))).toBe(400);
    await page.getByRole('form', { name: 'With the selected guests' }).getByText('Select at least one guest first.').waitFor();

    expect(await postPlainForm(page, page.getByRole('button', { name: 'Delete Linh Pham' }))).toBe(200);
    await page.getByText('Deleted Linh Pham.').waitFor();
    expect(await postPlainForm(page, page.getByRole('button', { name: 'Undo' }))).toBe(200);
    await page.getByText('Linh Pham is back on the list.').waitFor();
    expect((await guestList()).deleted).toEqual([]);
    await page.context().close();
  });

  it('answers another couple’s guest and household with the 404 page, and lists none of them', async () => {
    const other = await registerCoupleOverApi('Rowan', `192.0.2.${10 + Math.floor(Math.random() * 200)}`);
    const christopher = await guestNamed('Christopher');
    const household = (await graphql<{ guestList: { households: { id: string; name: string }[] } }>('{ guestList { households { id name } } }', {}, couple.cookie)).data.guestList.households.find((entry) => entry.name === 'The Nguyens')!;
    for (const path of [`/planning/guests/${christopher.id}`, `/planning/guests/households/${household.id}`, '/planning/guests/not-a-guest']) {
      const response = await fetch(`${baseUrl}${path}`, { headers: { Cookie: other.cookie } });
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toContain('Christopher');
    }
    const theirs = await fetch(`${baseUrl}/planning/guests?q=nguyen`, { headers: { Cookie: other.cookie } });
    expect(theirs.status).toBe(200);
    expect(await theirs.text()).not.toContain('Christopher');
    // Posting another couple's id: refused on the page, nothing changes.
    const body = new URLSearchParams({ intent: 'delete-guest', form_id: `delete-guest-${christopher.id}`, id: christopher.id });
    const refused = await fetch(`${baseUrl}/planning/guests`, { method: 'POST', headers: { Cookie: other.cookie, 'Content-Type': 'application/x-www-form-urlencoded', Origin: baseUrl }, body });
    expect(refused.status).toBe(404);
    expect((await guestNamed('Christopher')).id).toBe(christopher.id);
  });
});

describe('the demo couple', () => {
  it('couple@example.com’s list reads well with answers in every state, meals and tables', async () => {
    const page = await open('/planning/guests', { signedInAs: 'couple@example.com' });
    const list = region(page, 'The list');
    await list.getByRole('checkbox', { name: 'Select Christopher Nguyen' }).waitFor();
    for (const state of ['Attending', 'Declined', 'Waiting']) await list.getByText(`Reception: ${state}`).first().waitFor();
    await list.getByText('Table:', { exact: false }).first().waitFor();
    await look(page, 'guests-demo');
    await page.context().close();
  });
});

describe('a signed-in vendor', () => {
  it('has no guest list over GraphQL either', async () => {
    const vendor = await signInOverApi('vendor@example.com');
    const response = await fetch(`${baseUrl}/graphql`, { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: vendor.cookie }, body: JSON.stringify({ query: '{ guestList { counts { guests } } }' }) });
    const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
