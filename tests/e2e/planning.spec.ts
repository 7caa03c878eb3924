import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, monthsBefore } from '../../shared/planning/dates';
import { dayText } from '../../app/lib/format-date';
import { graphql, registerCoupleOverApi, signInOverApi } from '../setup/e2e-api';
import { enquire, freeVenueDay, postPlainForm } from '../setup/e2e-bookings';
import { baseUrl } from '../setup/e2e-lane';
import { look, open } from '../setup/e2e-page';

/**
 * Issue 33's "Done when", one journey in Chromium: a new couple marrying in the Hunter Valley sets
 * a wedding date four months away and sees a compressed checklist with nothing overdue and the
 * Notice of Intended Marriage due one month and a day before; ticks a task off; sets a budget, adds
 * a per-guest item and changes the guest count (first as a "what if", then saved), and the totals
 * follow; a quote of the demo venue's, accepted and confirmed, shows as committed with its deposit.
 * Then the same forms without scripts (errors on every field at once, what was typed kept), and who
 * is turned away. The booking is cancelled at the end, so the venue's day is free for other journeys.
 */

type Person = { id: string; cookie: string };
let vendor: Person;
let couple: Person;
let venue: { id: number; name: string };
let weddingDay: string;
let bookingId: string | null = null;

const noim = 'Lodge the Notice of Intended Marriage with your celebrant';
type Task = { id: string; title: string; due_date: string | null; overdue: boolean; done: boolean; template: string | null };
const checklist = async (person: Person) =>
  (await graphql<{ checklist: { compressed: boolean; periods: { tasks: Task[] }[] } }>('{ checklist { compressed periods { tasks { id title due_date overdue done template } } } }', {}, person.cookie)).data.checklist;

type BudgetItem = { id: string; name: string; total: number; source: string; per_guest: boolean; actual_total: number | null; paid: number };
const budget = async (person: Person) =>
  (await graphql<{ budget: { guests: number | null; overall: { planned: number; committed: number; paid: number }; items: BudgetItem[] } }>(
    '{ budget { guests overall { planned committed paid } items { id name total source per_guest actual_total paid } } }',
    {},
    person.cookie,
  )).data.budget;

/** A GraphQL call expected to be refused: its first error's code. */
async function refusalCode(query: string, variables: Record<string, unknown>, cookie?: string): Promise<string | undefined> {
  const response = await fetch(`${baseUrl}/graphql`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) }, body: JSON.stringify({ query, variables }) });
  const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
  expect(body.errors?.length, query).toBeGreaterThan(0);
  return body.errors![0].extensions?.code;
}

const figure = (page: Page, name: string) => page.getByRole('region', { name: 'Where it stands' }).locator('div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${name}$`) }) }).locator('dd');

beforeAll(async () => {
  vendor = await signInOverApi('vendor@example.com');
  const { data } = await graphql<{ services: { id: number; name: string; category: { name: string }; user: { id: string } } }>('{ services(id: 1) { id name category { name } user { id } } }');
  expect(data.services).toMatchObject({ category: { name: 'venue' }, user: { id: vendor.id } });
  venue = data.services;
  // About four months away, on a day the venue is free (the journey books it).
  weddingDay = await freeVenueDay(venue.id, 122);
  couple = await registerCoupleOverApi('Juniper', `192.0.2.${10 + Math.floor(Math.random() * 200)}`);
  await graphql('mutation ($id: ID!, $day: String, $where: String) { updateUser(id: $id, wedding_date: $day, wedding_location: $where) { id } }', { id: couple.id, day: weddingDay, where: 'Hunter Valley, NSW' }, couple.cookie);
});

afterAll(async () => {
  if (bookingId) await graphql('mutation ($id: ID!) { cancelBooking(id: $id, reason: "The end of the planning journey") { id } }', { id: bookingId }, couple.cookie);
});

describe('a couple plans a wedding four months away', () => {
  it('sends a visitor to sign in and back, and vendors to their own area', async () => {
    const visitor = await open('/planning/budget');
    await visitor.waitForURL((url) => url.pathname === '/login');
    expect(new URL(visitor.url()).searchParams.get('redirectTo')).toBe('/planning/budget');
    await visitor.context().close();
    const seller = await open('/planning', { signedInAs: vendor });
    await seller.waitForURL((url) => url.pathname === '/vendors/dashboard');
    await seller.context().close();
  });

  it('lays the checklist out over the four months: nothing overdue, the NOIM due one month and a day before', async () => {
    const page = await open('/planning/checklist', { signedInAs: couple });
    await page.getByRole('heading', { name: 'Checklist', level: 1 }).waitFor();
    await page.getByText('Your wedding is less than a year away', { exact: false }).waitFor();
    expect(await page.getByText('Overdue', { exact: true }).count()).toBe(0);
    const noimDue = addDays(monthsBefore(weddingDay, 1), -1);
    const task = page.getByRole('listitem').filter({ has: page.getByText(noim, { exact: true }) });
    await expect.poll(() => task.locator('time').first().getAttribute('datetime')).toBe(noimDue);
    await task.getByText(`Due ${dayText(noimDue)}`).waitFor();
    await task.getByRole('link', { name: /Getting married in Australia/ }).waitFor();
    await task.getByText('not legal advice', { exact: false }).first().waitFor();
    // The same over GraphQL: compressed, nothing overdue, the venue task (its window long gone) due soon but not before today.
    const list = await checklist(couple);
    const tasks = list.periods.flatMap((period) => period.tasks);
    expect(list.compressed).toBe(true);
    expect(tasks.filter((entry) => entry.overdue)).toEqual([]);
    expect(tasks.find((entry) => entry.template === 'legal-au-noim')?.due_date).toBe(noimDue);
    expect(tasks.some((entry) => entry.template === 'legal-nz-licence')).toBe(false);
    await look(page, 'planning-checklist');
    await page.context().close();
  });

  it('ticks a task off, and the progress follows', async () => {
    const page = await open('/planning', { signedInAs: couple });
    await page.getByText('days until you say', { exact: false }).waitFor();
    const next = page.getByRole('region', { name: 'Next tasks' });
    const first = next.getByRole('button', { name: /^Done: / }).first();
    const title = (await first.getAttribute('aria-label'))!.slice('Done: '.length);
    await first.click();
    await page.getByRole('link', { name: /The whole checklist: 1 of \d+ done/ }).waitFor();
    expect((await checklist(couple)).periods.flatMap((period) => period.tasks).find((task) => task.title === title)?.done).toBe(true);
    // On the checklist it reads done, and ticks back on.
    await page.goto('/planning/checklist');
    const tick = page.getByRole('button', { name: `Done: ${title}` });
    await expect.poll(() => tick.getAttribute('aria-pressed')).toBe('true');
  });

  it('keeps a budget whose per-guest item follows the guest count, as a "what if" first', async () => {
    const page = await open('/planning/budget', { signedInAs: couple });
    await page.getByLabel('Total budget ($)').fill('40,000');
    await page.getByLabel('Guests', { exact: true }).first().fill('80');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Budget saved.').waitFor();

    const add = page.getByRole('region', { name: 'Add an item' });
    await add.getByLabel('Item', { exact: true }).fill('Reception dinner');
    await add.getByLabel('Category').selectOption('catering');
    await add.getByLabel('Estimate ($)').fill('120');
    await add.getByLabel('per guest', { exact: false }).check();
    await add.getByRole('button', { name: 'Add the item' }).click();
    await page.getByText('Item added.').waitFor();
    await page.getByText('Estimate $120 a guest × 80 = $9,600').waitFor();
    await expect.poll(() => figure(page, 'Planned').textContent()).toBe('$9,600');
    await expect.poll(() => figure(page, 'Left').textContent()).toBe('$30,400');

    // What if 100 come: every figure for 100, nothing saved.
    await page.getByRole('form', { name: 'What if the guest count changes?' }).getByLabel('Guests').fill('100');
    await page.getByRole('button', { name: 'Show the figures' }).click();
    await page.getByText('What if: these figures are for 100 guests; you saved 80.', { exact: false }).waitFor();
    await expect.poll(() => figure(page, 'Planned').textContent()).toBe('$12,000');
    expect((await budget(couple)).guests).toBe(80);

    // Saved: the per-guest item's total follows.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Budget saved.').waitFor();
    const saved = await budget(couple);
    expect(saved.guests).toBe(100);
    expect(saved.items.find((item) => item.name === 'Reception dinner')).toMatchObject({ per_guest: true, total: 1_200_000 });
    expect(saved.overall.planned).toBe(1_200_000);
    await look(page, 'planning-budget');
    await page.context().close();
  });

  it('shows a booked venue as committed, with its deposit paid', async () => {
    const conversationId = await enquire(couple.cookie, venue.id, weddingDay, 100, 'Is our date free?');
    const { data: quoted } = await graphql<{ sendQuote: { id: string } }>(
      'mutation ($id: ID!, $day: String!) { sendQuote(conversation_id: $id, items: [{ description: "Venue hire", amount: 1400000 }], event_date: $day, deposit_amount: 200000) { id } }',
      { id: conversationId, day: weddingDay },
      vendor.cookie,
    );
    const { data: accepted } = await graphql<{ acceptQuote: { booking_id: string | null } }>('mutation ($id: ID!) { acceptQuote(id: $id) { booking_id } }', { id: quoted.sendQuote.id }, couple.cookie);
    bookingId = accepted.acceptQuote.booking_id!;
    await graphql('mutation ($id: ID!) { confirmBooking(id: $id) { id } }', { id: bookingId }, vendor.cookie);
    await graphql('mutation ($id: ID!) { markDepositReceived(id: $id) { id } }', { id: bookingId }, vendor.cookie);

    const figures = await budget(couple);
    expect(figures.items.find((item) => item.source === 'booking')).toMatchObject({ name: venue.name, actual_total: 1_400_000, paid: 200_000 });
    expect(figures.overall).toMatchObject({ committed: 1_400_000, paid: 200_000 });

    const page = await open('/planning/budget', { signedInAs: couple });
    const venueSection = page.getByRole('region', { name: 'Venue' });
    await venueSection.getByText(venue.name).waitFor();
    await venueSection.getByText('Booked', { exact: true }).waitFor();
    await venueSection.getByText('Committed $14,000').first().waitFor();
    await expect.poll(() => figure(page, 'Committed').textContent()).toBe('$14,000');
    await expect.poll(() => figure(page, 'Paid').textContent()).toBe('$2,000');

    await page.goto('/planning');
    await page.getByRole('region', { name: 'Booked vendors' }).getByRole('link', { name: venue.name }).waitFor();
    // The venue is booked, so it is not among the searches still to do.
    const missing = page.getByRole('region', { name: 'Still to book' });
    await missing.getByRole('link', { name: /No photographer booked yet: search photographers in Hunter Valley/ }).waitFor();
    expect(await missing.getByText('No venue booked yet', { exact: false }).count()).toBe(0);
    await look(page, 'planning-overview');
    await page.context().close();
  });

  it('works without scripts: a task ticks, a refused item comes back with every message and what was typed', async () => {
    const page = await open('/planning/checklist', { signedInAs: couple, javaScript: false });
    const tick = page.getByRole('button', { name: `Done: ${noim}` });
    expect(await tick.getAttribute('aria-pressed')).toBe('false');
    expect(await postPlainForm(page, tick)).toBe(200);
    expect(await page.getByRole('button', { name: `Done: ${noim}` }).getAttribute('aria-pressed')).toBe('true');

    await page.goto('/planning/budget');
    const add = page.getByRole('region', { name: 'Add an item' });
    await add.getByLabel('Item', { exact: true }).fill('Cake tasting');
    await add.getByLabel('Estimate ($)').fill('lots');
    await add.getByLabel('Actual cost ($)').fill('12.345');
    expect(await postPlainForm(page, add.getByRole('button', { name: 'Add the item' }))).toBe(400);
    const alerts = page.getByRole('region', { name: 'Add an item' }).getByRole('alert');
    await alerts.getByText('The estimate must be an amount in dollars', { exact: false }).waitFor();
    await alerts.getByText('The actual cost must be an amount in dollars', { exact: false }).waitFor();
    const kept = page.getByRole('region', { name: 'Add an item' });
    expect(await kept.getByLabel('Item', { exact: true }).inputValue()).toBe('Cake tasting');
    expect(await kept.getByLabel('Estimate ($)').inputValue()).toBe('lots');
    expect(await kept.getByLabel('Actual cost ($)').inputValue()).toBe('12.345');
    await page.context().close();
  });

  it('refuses another couple, a vendor, a visitor and an administrator', async () => {
    const other = await registerCoupleOverApi('Rowan', `192.0.2.${10 + Math.floor(Math.random() * 200)}`);
    const admin = await signInOverApi('admin@example.com');
    const task = (await checklist(couple)).periods[0].tasks[0];
    const item = (await budget(couple)).items.find((entry) => entry.source === 'couple')!;
    // Another couple's ids are not theirs to find.
    expect(await refusalCode('mutation ($id: ID!) { completeTask(id: $id, done: true) { total } }', { id: task.id }, other.cookie)).toBe('NOT_FOUND');
    expect(await refusalCode('mutation ($id: ID!) { deleteBudgetItem(id: $id) { total } }', { id: item.id }, other.cookie)).toBe('NOT_FOUND');
    for (const [person, code] of [
      [vendor, 'FORBIDDEN'],
      [admin, 'FORBIDDEN'],
      [undefined, 'UNAUTHENTICATED'],
    ] as const) {
      expect(await refusalCode('{ budget { total } }', {}, person?.cookie)).toBe(code);
      expect(await refusalCode('{ checklist { total } }', {}, person?.cookie)).toBe(code);
    }
    const csv = await fetch(`${baseUrl}/planning/budget.csv`, { headers: { Cookie: couple.cookie } });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('cache-control')).toContain('no-store');
    expect(new Uint8Array(await csv.clone().arrayBuffer()).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    expect(await csv.text()).toContain('Reception dinner');
    const theirs = await fetch(`${baseUrl}/planning/budget.csv`, { headers: { Cookie: other.cookie } });
    expect(await theirs.text()).not.toContain('Reception dinner');
  });
});

describe('the demo couples', () => {
  it('couple@example.com: the booked venue committed with its deposit paid, the NOIM open; couple2@example.com: the New Zealand licence', async () => {
    const demo = await signInOverApi('couple@example.com');
    const page = await open('/planning/budget', { signedInAs: demo });
    const venueSection = page.getByRole('region', { name: 'Venue' });
    await venueSection.getByText('Booked', { exact: true }).waitFor();
    expect((await budget(demo)).items.find((item) => item.source === 'booking')?.paid).toBeGreaterThan(0);
    await look(page, 'planning-demo-budget');
    await page.goto('/planning/checklist');
    await page.getByRole('button', { name: `Done: ${noim}` }).waitFor();
    await page.context().close();

    const kiwi = await signInOverApi('couple2@example.com');
    const tasks = (await checklist(kiwi)).periods.flatMap((period) => period.tasks);
    expect(tasks.some((task) => task.template === 'legal-nz-licence')).toBe(true);
    expect(tasks.some((task) => task.template === 'legal-au-noim')).toBe(false);
  });
});
