import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { badRow, twentyGuestCsv } from '../factories/guest-csv';
import { graphql, registerCoupleOverApi, signInOverApi } from '../setup/e2e-api';
import { postPlainForm } from '../setup/e2e-bookings';
import { baseUrl } from '../setup/e2e-lane';
import { look, open } from '../setup/e2e-page';

/**
 * Issue 34's "Done when" journey, with the CSV import and export through the pages: a new couple imports a file of 20 guests
 * whose row 7 has no first name (reported by its number, left out on the couple's word), first with
 * scripts, then again without them replacing the list (which asks to be confirmed); then the list is
 * downloaded as CSV and opens with the BOM Excel needs, the plus-one naming their host. Visitors and
 * vendors are turned away from both.
 * Last, the journey goes on in another browser: the RSVP link finds "Chris Nguyen" (imported as
 * Christopher), who answers for his household with meals and a named plus-one while a made-up name
 * finds nothing and shows no other name; the couple's counts, the caterer's meals, the budget's
 * per-guest total and the export follow. (tests/e2e/rsvp.spec.ts has the RSVP page's own details.)
 */

type Session = { id: string; cookie: string };
let couple: Session;

const file = () => ({ name: 'our guests.csv', mimeType: 'text/csv', buffer: Buffer.from(twentyGuestCsv()) });
const guestCount = async () => (await graphql<{ guestList: { counts: { guests: number; households: number } } }>('{ guestList { counts { guests households } } }', {}, couple.cookie)).data.guestList.counts;
const importButton = (page: Page) => page.getByRole('button', { name: `Import 19 guests and leave out row ${badRow} with errors` });

beforeAll(async () => {
  couple = await registerCoupleOverApi('Marigold', `192.0.2.${10 + Math.floor(Math.random() * 200)}`);
});

describe('importing and exporting the guest list as CSV', () => {
  it('sends a visitor to sign in and a vendor to their own area, from the page and the file', async () => {
    const visitor = await open('/planning/guests/import');
    await visitor.waitForURL((url) => url.pathname === '/login');
    expect(new URL(visitor.url()).searchParams.get('redirectTo')).toBe('/planning/guests/import');
    await visitor.context().close();
    const vendor = await signInOverApi('vendor@example.com');
    const seller = await open('/planning/guests/import', { signedInAs: vendor });
    await seller.waitForURL((url) => url.pathname === '/vendors/dashboard');
    await seller.context().close();
    for (const [cookie, where] of [
      [undefined, '/login'],
      [vendor.cookie, '/vendors/dashboard'],
    ] as const) {
      const response = await fetch(`${baseUrl}/planning/guests.csv`, { headers: cookie ? { Cookie: cookie } : {}, redirect: 'manual' });
      expect(response.status).toBe(302);
      expect(new URL(response.headers.get('location')!, baseUrl).pathname).toBe(where);
    }
  });

  it('imports 20 rows with scripts: the bad row reported by its number, the 19 others imported on the couple’s word', async () => {
    const page = await open('/planning/guests/import', { signedInAs: couple });
    await page.getByRole('heading', { name: 'Import guests', level: 1 }).waitFor();
    await look(page, 'guest-import-start');
    await page.getByLabel('CSV file', { exact: true }).setInputFiles(file());
    await page.getByRole('button', { name: 'Upload and preview' }).click();
    await page.getByRole('heading', { name: 'Match the columns' }).waitFor();
    await page.getByText(`Row ${badRow}: First name is required.`).waitFor();
    await page.getByText('19 guests in 9 households (1 plus-one) from 20 rows. New events, added to yours: Welcome drinks.').waitFor();
    expect(await page.getByLabel('First name (required)').inputValue()).toBe('0');
    expect(await page.getByLabel('Plus-one of').inputValue()).toBe('9');
    const preview = page.getByRole('region', { name: 'The first 10 guests, as they will be added' });
    await preview.getByRole('cell', { name: 'Christopher Nguyen' }).waitFor();
    await look(page, 'guest-import-preview');
    await importButton(page).click();
    await page.getByRole('heading', { name: 'Imported 19 guests in 9 households' }).waitFor();
    await page.getByText('1 plus-one linked to their hosts. 1 event added to your events. 1 row with errors left out.').waitFor();
    expect(new URL(page.url()).search).not.toMatch(/[a-z]+=[^0-9&]/i);
    await look(page, 'guest-import-done');
    expect(await guestCount()).toEqual({ guests: 19, households: 9 });
    await page.context().close();
  });

  it('works without scripts: a changed column is previewed again first, and replacing the list is confirmed', async () => {
    const page = await open('/planning/guests/import', { signedInAs: couple, javaScript: false, width: 390 });
    await page.getByLabel('CSV file', { exact: true }).setInputFiles(file());
    expect(await postPlainForm(page, page.getByRole('button', { name: 'Upload and preview' }))).toBe(200);
    await page.getByText(`Row ${badRow}: First name is required.`).waitFor();
    await page.getByText('Your list has 19 guests now').waitFor();

    // Importing with a column changed since the preview: previewed again, nothing imported.
    await page.getByLabel('Meal').selectOption('');
    expect(await postPlainForm(page, importButton(page))).toBe(400);
    await page.getByText('You changed the columns or the mode since the preview: check it again below, then import.').waitFor();
    expect(await page.getByLabel('Meal').inputValue()).toBe('');

    // Replacing without ticking the box: asked to, with the choice kept.
    await page.getByLabel('Replace the list with the file’s guests', { exact: false }).check();
    expect(await postPlainForm(page, page.getByRole('button', { name: 'Preview again' }))).toBe(200);
    expect(await page.getByLabel('Replace the list with the file’s guests', { exact: false }).isChecked()).toBe(true);
    expect(await postPlainForm(page, importButton(page))).toBe(400);
    await page.getByText('Tick the box to replace your list: it removes every guest on it now, with their answers and seats.').waitFor();
    expect(await guestCount()).toEqual({ guests: 19, households: 9 });
    // Without scripts the page cannot be settled or scanned (axe is a script): the same step is looked at with scripts, below.

    await page.getByLabel('When replacing: yes, remove my 19 guests', { exact: false }).check();
    // Imported: redirected to the page with the figures (post, redirect, get: a reload imports nothing again).
    expect(await postPlainForm(page, importButton(page))).toBe(302);
    await page.getByRole('heading', { name: 'Imported 19 guests in 9 households' }).waitFor();
    await page.getByText('Your previous 19 guests were removed first.', { exact: false }).waitFor();
    expect(await guestCount()).toEqual({ guests: 19, households: 9 });
    await page.context().close();
  });

  it('asks to confirm a replace with scripts too, and downloads the list as CSV for Excel: the BOM, a row per guest per event, the plus-one naming their host', async () => {
    const page = await open('/planning/guests/import', { signedInAs: couple });
    await page.getByLabel('CSV file', { exact: true }).setInputFiles(file());
    await page.getByRole('button', { name: 'Upload and preview' }).click();
    await page.getByText('Your list has 19 guests now').waitFor();
    await page.getByLabel('Replace the list with the file’s guests', { exact: false }).check();
    await page.getByRole('button', { name: 'Preview again' }).click();
    // Previewed for a replace (an import sent before that answer would be asked to preview again).
    await expect.poll(() => page.locator('input[name="previewed"]').inputValue()).toMatch(/^\["replace"/);
    await importButton(page).click();
    await page.getByText('Tick the box to replace your list: it removes every guest on it now, with their answers and seats.').waitFor();
    await look(page, 'guest-import-replace');
    expect(await guestCount()).toEqual({ guests: 19, households: 9 });

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download your list (CSV, opens in Excel)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^guest-list-\d{4}-\d{2}-\d{2}\.csv$/);
    const chunks: Buffer[] = [];
    for await (const chunk of (await download.createReadStream())!) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Household,First name,Last name,Plus-one of,Plus-ones allowed,Age group,Side,Group,E-mail,Phone,Event,Event date,RSVP,Meal,Dietary needs,Notes,Table');
    // 19 guests: 36 invitations (the plus-one invited with their host).
    expect(lines).toHaveLength(1 + 36);
    expect(lines.filter((line) => line.startsWith('O’Brien,Sam,Taylor,Aoife O’Brien,0,'))).toHaveLength(2);
    expect(lines.filter((line) => line.includes(',Zoë,García,'))).toHaveLength(3);
    const response = await fetch(`${baseUrl}/planning/guests.csv`, { headers: { Cookie: couple.cookie } });
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="guest-list-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    await page.context().close();
  });

  it('goes on in another browser: "Chris Nguyen" answers for two people with meals and a plus-one; the counts, the caterer’s meals, the budget and the export follow', async () => {
    // A per-guest dinner in the budget: it follows the guests attending the reception once anyone says yes.
    await graphql('mutation { setBudget(total: 4000000, guests: 100) { guests } }', {}, couple.cookie);
    await graphql('mutation { addBudgetItem(category_id: "catering", name: "Reception dinner", estimate: 12000, per_guest: true) { guests } }', {}, couple.cookie);
    const { data } = await graphql<{ guestList: { rsvp_code: string } }>('{ guestList { rsvp_code } }', {}, couple.cookie);
    const everyoneElse = ['Zoë', 'García', 'Aoife', 'Priya', 'Walker', 'Parata', 'Grace', 'Fatima', 'Haddad', 'Olga', 'Ivanova'];

    const phone = await open(`/rsvp/${data.guestList.rsvp_code}`, { width: 390, mobile: true, touch: true });
    await phone.getByLabel('First name').fill('Chris');
    await phone.getByLabel('Last name').fill('Nguyen');
    await phone.getByRole('button', { name: 'Find my invitation' }).click();
    await phone.getByRole('heading', { name: 'The Nguyens' }).waitFor();
    const household = await phone.content();
    for (const name of everyoneElse) expect(household, name).not.toContain(name);
    const person = (name: string) => phone.getByRole('group', { name, exact: true });
    const answer = (name: string, event: 'Ceremony' | 'Reception', choice: 'Attending' | 'Not attending') =>
      person(name).getByRole('group', { name: new RegExp(`^${event}`) }).getByLabel(choice, { exact: true }).check();
    for (const event of ['Ceremony', 'Reception'] as const) {
      await answer('Christopher Nguyen', event, 'Attending');
      await answer('Linh Nguyen', event, 'Attending');
      await answer('Minh Nguyen', event, 'Not attending');
    }
    await person('Christopher Nguyen').getByLabel('Meal', { exact: true }).fill('Fish');
    await person('Linh Nguyen').getByLabel('Meal', { exact: true }).fill('Beef');
    await person('Christopher Nguyen').getByLabel('Their first name').fill('Noah');
    await person('Christopher Nguyen').getByLabel('Their last name').fill('Lee');
    await person('Christopher Nguyen').getByLabel('Their meal').fill('Vegan platter');
    await look(phone, 'guests-journey-rsvp');
    await phone.getByRole('button', { name: 'Send our answers' }).click();
    await phone.getByText('Thank you! Your answer is saved').waitFor();
    await phone.context().close();

    // A made-up name: nothing found, and not one name of the list on the page.
    const stranger = await open(`/rsvp/${data.guestList.rsvp_code}`);
    await stranger.getByLabel('First name').fill('Bartholomew');
    await stranger.getByLabel('Last name').fill('Quince');
    await stranger.getByRole('button', { name: 'Find my invitation' }).click();
    await stranger.getByText('We couldn’t find you: leave your name and a note for the couple').waitFor();
    const nothing = await stranger.content();
    for (const name of [...everyoneElse, 'Christopher', 'Nguyen']) expect(nothing, name).not.toContain(name);
    await stranger.context().close();

    // The couple's list: the reception's counts, the plus-one's meal for the caterer.
    const list = await open('/planning/guests', { signedInAs: couple });
    const glance = list.getByRole('region', { name: 'At a glance' });
    const reception = glance.getByRole('listitem').filter({ has: list.getByText('Reception', { exact: true }) }).first();
    await reception.getByText('3 attending', { exact: true }).waitFor();
    await reception.getByText('20 invited:', { exact: true }).waitFor();
    const caterer = list.getByRole('region', { name: 'Meals and dietary needs for the caterer' });
    await caterer.getByRole('listitem').filter({ hasText: 'Vegan platter' }).getByText('1', { exact: true }).waitFor();
    // The list as replaced without scripts has no meal column: the caterer's meals are the three chosen on the RSVP page.
    const after = (
      await graphql<{ guestList: { meals: { meal: string; count: number }[]; households: { guests: { first_name: string; invitations: { status: string }[] }[] }[] } }>(
        '{ guestList { meals { meal count } households { guests { first_name invitations { status } } } } }',
        {},
        couple.cookie,
      )
    ).data.guestList;
    expect(after.meals).toEqual([
      { meal: 'Beef', count: 1 },
      { meal: 'Fish', count: 1 },
      { meal: 'Vegan platter', count: 1 },
    ]);
    // Minh said no to both.
    expect(after.households.flatMap((entry) => entry.guests).find((guest) => guest.first_name === 'Minh')?.invitations.map((invitation) => invitation.status)).toEqual(['declined', 'declined']);
    for (const meal of ['Beef', 'Fish']) await caterer.getByRole('listitem').filter({ hasText: meal }).getByText('1', { exact: true }).waitFor();
    await look(list, 'guests-journey-list');
    // The budget's dinner: $120 a guest for the 3 attending.
    await list.goto('/planning/budget');
    await list.getByText('Estimate $120 a guest × 3 = $360').waitFor();
    await look(list, 'guests-journey-budget');
    await list.context().close();

    // The export: the BOM, and the plus-one named by the guest, as attending, naming their host.
    const exported = Buffer.from(await (await fetch(`${baseUrl}/planning/guests.csv`, { headers: { Cookie: couple.cookie } })).arrayBuffer());
    expect([...exported.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const plusOne = exported.toString('utf8').split('\r\n').filter((line) => line.startsWith('The Nguyens,Noah,Lee,Christopher Nguyen,'));
    expect(plusOne).toHaveLength(2);
    for (const line of plusOne) expect(line).toMatch(/,attending,Vegan platter,/i);
  }, 120_000);
});
