import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, registerCoupleOverApi, signInOverApi } from '../setup/e2e-api';
import { postPlainForm } from '../setup/e2e-bookings';
import { baseUrl } from '../setup/e2e-lane';
import { look, open, screenshotPath, type Session } from '../setup/e2e-page';

/**
 * Issue 34's tables in Chromium: a new couple with a few guests (added over GraphQL) adds tables
 * with the form, seats guests with the plain form (with and without scripts), drags one guest onto
 * a table with the mouse and one with the keyboard (Space, arrows, Space), sees a table over
 * capacity flagged, and opens the printable lists (by table, and "Find your seat" in alphabetical
 * order), on screen and as printed. Visitors, vendors and administrators are turned away.
 */

let couple: Session;
const guests = new Map<string, string>();

type Seated = { guestList: { households: { guests: { id: string; first_name: string; last_name: string; table_id: string | null }[] }[]; tables: { id: string; name: string; seats: number; over: boolean }[] } };
const seating = async () => {
  const { data } = await graphql<Seated>('{ guestList { households { guests { id first_name last_name table_id } } tables { id name seats over } } }', {}, couple.cookie);
  const tableName = new Map(data.guestList.tables.map((table) => [table.id, table.name]));
  const at = Object.fromEntries(data.guestList.households.flatMap((household) => household.guests).map((guest) => [`${guest.first_name} ${guest.last_name}`, guest.table_id ? tableName.get(guest.table_id) : null]));
  return { at, tables: data.guestList.tables };
};

const card = (page: Page, name: string) => page.locator('article').filter({ has: page.getByRole('heading', { name, level: 3, exact: true }) });
const seatedAt = (page: Page, name: string) => card(page, name).getByRole('list', { name: `Seated at ${name}` });
const unseated = (page: Page) => page.getByRole('list', { name: /^Guests to seat/ });

/** Drags with the mouse from one element's middle to another's, in steps (dnd-kit starts after 6 px). */
async function dragWithMouse(page: Page, from: Locator, to: Locator): Promise<void> {
  await from.scrollIntoViewIfNeeded();
  const start = (await from.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 12, start.y + start.height / 2, { steps: 3 });
  const end = (await to.boundingBox())!;
  await page.mouse.move(end.x + end.width / 2, end.y + Math.min(end.height / 2, 40), { steps: 12 });
  await page.mouse.up();
}

beforeAll(async () => {
  couple = await registerCoupleOverApi('Marigold', `192.0.2.${10 + Math.floor(Math.random() * 200)}`);
  const { data } = await graphql<{ guestList: { events: { id: string; kind: string }[] } }>('{ guestList { events { id kind } } }', {}, couple.cookie);
  const ceremony = data.guestList.events.find((event) => event.kind === 'ceremony')!.id;
  const add = `mutation ($first: String!, $last: String, $meal: String, $dietary: String, $age: String, $events: [ID!]) {
    addGuest(first_name: $first, last_name: $last, meal: $meal, dietary: $dietary, age_group: $age, event_ids: $events) { households { guests { id first_name last_name } } } }`;
  for (const guest of [
    { first: 'Amelia', last: 'Wong', meal: 'Fish', dietary: 'No nuts' },
    { first: 'Benjamin', last: 'Wong', meal: 'Beef' },
    { first: 'Chloé', last: 'Martin', meal: 'Vegetarian', dietary: 'Vegan' },
    { first: 'Dev', last: 'Patel', meal: 'Beef' },
    { first: 'Eve', last: 'Adams', age: 'child' },
    { first: 'Grace', last: 'Lee', meal: 'Fish' },
    // Invited to the ceremony only: not among the guests to seat.
    { first: 'Frank', last: 'O’Neill', events: [ceremony] },
  ]) {
    const answer = await graphql<{ addGuest: { households: { guests: { id: string; first_name: string; last_name: string }[] }[] } }>(add, guest, couple.cookie);
    for (const entry of answer.data.addGuest.households.flatMap((household) => household.guests)) guests.set(`${entry.first_name} ${entry.last_name}`, entry.id);
  }
});

afterAll(() => guests.clear());

describe('a couple seats their guests', () => {
  it('turns away a visitor (to sign in, and back), a vendor and an administrator (to their own areas)', async () => {
    for (const path of ['/planning/guests/tables', '/planning/guests/seating']) {
      const visitor = await open(path);
      await visitor.waitForURL((url) => url.pathname === '/login');
      expect(new URL(visitor.url()).searchParams.get('redirectTo')).toBe(path);
      await visitor.context().close();
    }
    const vendor = await signInOverApi('vendor@example.com');
    const seller = await open('/planning/guests/tables', { signedInAs: vendor });
    await seller.waitForURL((url) => url.pathname === '/vendors/dashboard');
    await seller.context().close();
    const admin = await open('/planning/guests/seating', { signedInAs: 'admin@example.com' });
    await admin.waitForURL((url) => url.pathname.startsWith('/admin'));
    await admin.context().close();
  });

  it('adds tables with the form, then seats guests with the plain form', async () => {
    // The drag and drop's code is held back until the first table is typed in: when it takes over,
    // the board is drawn anew, and what was typed must still be there.
    const page = await open(null, { signedInAs: couple });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/seating-drag-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/planning/guests/tables');
    await page.getByRole('heading', { name: 'Tables and seating', level: 1 }).waitFor();
    await page.getByText('No tables yet: add your first one here.').waitFor();
    // Attending or not answered: everyone but Frank, who is not invited to the reception.
    await page.getByText('Not coming (1)').waitFor();
    expect(await unseated(page).getByRole('listitem').count()).toBe(6);

    const add = page.getByRole('region', { name: 'Add a table' });
    await add.getByLabel('Table name').fill('Rose');
    await add.getByLabel('Seats').fill('2');
    await add.getByLabel('Seats').focus();
    release();
    await page.getByRole('button', { name: 'Drag Amelia Wong to a table' }).waitFor();
    expect(await add.getByLabel('Table name').inputValue()).toBe('Rose');
    expect(await add.getByLabel('Seats').inputValue()).toBe('2');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('add-table-seats');
    await add.getByRole('button', { name: 'Add the table' }).click();
    await card(page, 'Rose').waitFor();
    await add.getByLabel('Table name').fill('Fern');
    await add.getByLabel('Seats').fill('8');
    await add.getByRole('button', { name: 'Add the table' }).click();
    await card(page, 'Fern').waitFor();
    await page.getByText('Table added.').waitFor();
    // The next suggestion follows the tables there are.
    await expect.poll(() => add.getByLabel('Table name').inputValue()).toBe('Table 3');
    await card(page, 'Rose').getByText('0 of 2 seats').waitFor();

    await page.getByLabel('Seat at').selectOption({ label: 'Rose (0 of 2)' });
    await page.getByRole('button', { name: 'Seat Amelia Wong' }).click();
    await seatedAt(page, 'Rose').getByRole('button', { name: 'Unseat Amelia Wong' }).waitFor();
    // The table stays chosen, and the next guest's Seat button has the focus.
    expect(await page.getByLabel('Seat at').locator('option:checked').textContent()).toBe('Rose (1 of 2)');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Seat /);
    await page.getByRole('button', { name: 'Seat Benjamin Wong' }).click();
    await seatedAt(page, 'Rose').getByRole('button', { name: 'Unseat Benjamin Wong' }).waitFor();
    await card(page, 'Rose').getByText('2 of 2 seats').waitFor();
    await card(page, 'Rose').getByText('Meals: Beef 1, Fish 1').waitFor();
    expect((await seating()).at).toMatchObject({ 'Amelia Wong': 'Rose', 'Benjamin Wong': 'Rose' });
    await page.context().close();
  });

  it('drags one guest onto a table with the mouse and one with the keyboard, and flags the table over capacity', async () => {
    const page = await open('/planning/guests/tables', { signedInAs: couple });
    const chloe = page.getByRole('button', { name: 'Drag Chloé Martin to a table' });
    await chloe.waitFor();
    await dragWithMouse(page, chloe, card(page, 'Fern'));
    await page.getByRole('status').getByText('Chloé Martin is seated at Fern.').waitFor();
    await seatedAt(page, 'Fern').getByRole('button', { name: 'Unseat Chloé Martin' }).waitFor();
    expect((await seating()).at['Chloé Martin']).toBe('Fern');

    // Space picks Dev up, the right arrow takes him to the first table (Rose), Space puts him down.
    const dev = page.getByRole('button', { name: 'Drag Dev Patel to a table' });
    await dev.focus();
    await page.keyboard.press('Space');
    await page.getByText('Picked up Dev Patel.').waitFor({ state: 'attached' });
    await page.keyboard.press('ArrowRight');
    await page.getByText('Dev Patel is over Rose, 2 of 2 seats.').waitFor({ state: 'attached' });
    await page.keyboard.press('ArrowRight');
    await page.getByText('Dev Patel is over Fern, 1 of 8 seats.').waitFor({ state: 'attached' });
    await page.keyboard.press('ArrowLeft');
    await page.getByText('Dev Patel is over Rose, 2 of 2 seats.').waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await page.getByRole('status').getByText('Dev Patel is seated at Rose.').waitFor();
    // The focus stays on his handle, now at Rose.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Drag Dev Patel to a table');

    const rose = card(page, 'Rose');
    await rose.getByText('3 of 2 seats').waitFor();
    await rose.getByText('Over capacity: 1 more guest than seats').waitFor();
    expect(await rose.getAttribute('data-over')).toBe('true');
    const saved = await seating();
    expect(saved.at['Dev Patel']).toBe('Rose');
    expect(saved.tables.find((table) => table.name === 'Rose')?.over).toBe(true);
    await page.getByText('One table is over capacity.').waitFor();
    await look(page, 'guest-tables');

    // A drop the server refuses (the guest deleted meanwhile) puts the guest back and says why.
    await graphql('mutation ($id: ID!) { deleteGuest(id: $id) { counts { guests } } }', { id: guests.get('Eve Adams') }, couple.cookie);
    await dragWithMouse(page, page.getByRole('button', { name: 'Drag Eve Adams to a table' }), card(page, 'Fern'));
    await page.getByRole('alert').getByText('Eve Adams could not be moved: There is no such guest. They are back where they were.').waitFor();
    await graphql('mutation ($id: ID!) { restoreGuest(id: $id) { counts { guests } } }', { id: guests.get('Eve Adams') }, couple.cookie);
    await page.context().close();
  });

  it('works without scripts: seats, unseats and renames with plain forms; a refused table keeps what was typed with every message', async () => {
    const page = await open('/planning/guests/tables', { signedInAs: couple, javaScript: false });
    expect(await page.getByRole('button', { name: /^Drag / }).count()).toBe(0);
    await page.getByLabel('Seat at').selectOption({ label: 'Fern (1 of 8)' });
    expect(await postPlainForm(page, page.getByRole('button', { name: 'Seat Grace Lee' }))).toBe(200);
    // The answer opens at the unseated list, with the table still chosen.
    expect(new URL(page.url()).hash).toBe('#unseated-heading');
    await seatedAt(page, 'Fern').getByRole('button', { name: 'Unseat Grace Lee' }).waitFor();
    expect(await page.getByLabel('Seat at').locator('option:checked').textContent()).toBe('Fern (2 of 8)');

    expect(await postPlainForm(page, seatedAt(page, 'Rose').getByRole('button', { name: 'Unseat Benjamin Wong' }))).toBe(200);
    await unseated(page).getByRole('button', { name: 'Seat Benjamin Wong' }).waitFor();
    expect(await card(page, 'Rose').getAttribute('data-over')).toBeNull();

    const fern = card(page, 'Fern');
    await fern.locator('summary').click();
    await fern.getByLabel('Table name').fill('Fern & Ivy');
    await fern.getByLabel('Seats').fill('10');
    expect(await postPlainForm(page, fern.getByRole('button', { name: 'Save the table' }))).toBe(200);
    await card(page, 'Fern & Ivy').getByText('2 of 10 seats').waitFor();

    const add = page.getByRole('region', { name: 'Add a table' });
    await add.getByLabel('Table name').fill('   ');
    await add.getByLabel('Seats').fill('lots');
    expect(await postPlainForm(page, add.getByRole('button', { name: 'Add the table' }))).toBe(400);
    const alerts = page.getByRole('region', { name: 'Add a table' }).getByRole('alert');
    await alerts.getByText('The table’s name is required.').waitFor();
    await alerts.getByText('The seats must be a whole number from 1 to 50.').waitFor();
    expect(await page.getByRole('region', { name: 'Add a table' }).getByLabel('Seats').inputValue()).toBe('lots');
    await page.context().close();
    expect((await seating()).at).toMatchObject({ 'Grace Lee': 'Fern & Ivy', 'Benjamin Wong': null, 'Chloé Martin': 'Fern & Ivy' });
  });

  it('refuses bad input with the form’s message, never a 500: control characters, over-long text, ids that are not theirs', async () => {
    const post = async (fields: Record<string, string>) => {
      const response = await fetch(`${baseUrl}/planning/guests/tables`, { method: 'POST', headers: { Cookie: couple.cookie, Origin: baseUrl }, body: new URLSearchParams(fields) });
      return { status: response.status, html: await response.text() };
    };
    // A NUL byte is refused at the door (before any route); another control character by the form.
    const nul = await post({ intent: 'add-table', name: 'Rose\u0000', seats: '4' });
    expect(nul.status).toBe(400);
    expect(nul.html).toContain('The request contains a NUL character');
    const control = await post({ intent: 'add-table', name: 'Rose\u0001', seats: '4' });
    expect(control.status).toBe(400);
    expect(control.html).toContain('The table’s name must be plain text.');
    const long = await post({ intent: 'add-table', name: 'x'.repeat(5000), seats: '999' });
    expect(long.status).toBe(400);
    expect(long.html).toContain('The table’s name must be at most 80 characters.');
    expect(long.html).toContain('The seats must be a whole number from 1 to 50.');
    expect((await post({ intent: 'seat', guest_id: 'abc', table_id: '1' })).html).toContain('There is no such guest.');
    // Another couple's table, or none: "not found", said at the top of the page.
    const missing = await post({ intent: 'update-table', form_id: 'update-table-999999', id: '999999', name: 'Ours now' });
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('There is no such table.');
    expect((await seating()).tables.map((table) => table.name)).not.toContain('Ours now');
  });

  it('prints the seating by table and the alphabetical "Find your seat"', async () => {
    const page = await open('/planning/guests/tables', { signedInAs: couple });
    await page.getByRole('link', { name: 'Printable seating lists' }).click();
    await page.getByRole('heading', { name: 'Seating lists', level: 1 }).waitFor();
    const byTable = page.getByRole('region', { name: 'Seating by table' });
    // Each table's guests by last name: Patel before the Wongs.
    const rose = byTable.getByRole('table', { name: 'Guests at Rose' });
    expect(await rose.locator('tbody th').allTextContents()).toEqual(['Dev Patel', 'Amelia Wong']);
    expect(await rose.locator('tbody tr').first().locator('td').allTextContents()).toEqual(['Beef', '—']);
    expect(await byTable.getByRole('table', { name: 'Guests at Fern & Ivy' }).locator('tbody tr').nth(1).locator('td').allTextContents()).toEqual(['Vegetarian', 'Vegan']);
    await byTable.getByText('2 of 2 seats').waitFor();
    await byTable.getByRole('table', { name: 'Guests coming without a seat yet' }).getByText('Eve Adams (child)').waitFor();
    const finder = page.getByRole('region', { name: 'Find your seat' });
    expect(await finder.locator('h3').allTextContents()).toEqual(['L', 'M', 'P', 'W']);
    const entries = await finder.locator('dl > div').evaluateAll((rows) => rows.map((row) => `${row.querySelector('dt')?.textContent} → ${row.querySelector('dd')?.textContent}`));
    expect(entries).toEqual(['Lee, Grace → Fern & Ivy', 'Martin, Chloé → Fern & Ivy', 'Patel, Dev → Rose', 'Wong, Amelia → Rose']);
    await page.getByRole('button', { name: 'Print', exact: true }).waitFor();
    await look(page, 'guest-seating');

    // As printed: no header, navigation or footer; the lists in large type.
    await page.emulateMedia({ media: 'print' });
    await page.setViewportSize({ width: 794, height: 1123 });
    expect(await page.locator('header').first().isVisible()).toBe(false);
    expect(await page.locator('footer').first().isVisible()).toBe(false);
    expect(await page.getByRole('navigation', { name: 'Planning' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print', exact: true }).isVisible()).toBe(false);
    await finder.getByText('Patel, Dev').waitFor();
    expect(await finder.locator('dl > div').first().evaluate((row) => parseFloat(getComputedStyle(row).fontSize))).toBeGreaterThanOrEqual(20);
    // A table is never split across pages; "Find your seat" starts a page of its own.
    expect(await rose.locator('xpath=..').evaluate((block) => getComputedStyle(block).breakInside)).toBe('avoid');
    expect(await finder.evaluate((section) => getComputedStyle(section).breakBefore)).toBe('page');
    await page.screenshot({ path: screenshotPath('guest-seating-print'), fullPage: true });
    await page.context().close();
  });
});

describe('the demo couple', () => {
  it('couple@example.com: ten tables, about half the guests seated, one table over capacity, and the printable lists', async () => {
    const demo = await signInOverApi('couple@example.com');
    const page = await open('/planning/guests/tables', { signedInAs: demo });
    await page.locator('[id^="drag-guest-"]').first().waitFor();
    expect(await page.locator('article[aria-labelledby^="table-"]').count()).toBe(10);
    expect(await page.locator('article[data-over]').count()).toBeGreaterThanOrEqual(1);
    await page.getByText('over capacity', { exact: false }).first().waitFor();
    await look(page, 'guest-tables-demo');
    await page.goto('/planning/guests/seating');
    expect(await page.getByRole('region', { name: 'Find your seat' }).locator('dl > div').count()).toBeGreaterThan(20);
    await look(page, 'guest-seating-demo');
    await page.context().close();
  });
});
