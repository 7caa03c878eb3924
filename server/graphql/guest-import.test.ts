import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxCsvBytes } from '../../shared/guests/guest-csv-fields';
import { badRow, twentyGuestCsv } from '../../tests/factories/guest-csv';
import { createTestApi, signInCast, type GraphQLErrorBody, type TestApi } from '../../tests/setup/api';

/** Issue 34's CSV import over HTTP: a GraphQL multipart request with the file, as clients send one. */

let api: TestApi;
const cookies: Record<string, string> = {};

const preview = `query ($file: Upload!, $mapping: GuestImportMappingInput, $mode: String) {
  previewGuestImport(file: $file, mapping: $mapping, mode: $mode) {
    columns { name sample } has_header mapping { first_name last_name household events event_columns { event column } } row_count guests households plus_ones
    first_guests { rows first_name last_name household side events plus_one_of } errors { row field message } error_count bad_rows bad_row_count problems { field messages } new_events existing_guests
  }
}`;
const importMutation = `mutation ($file: Upload!, $mapping: GuestImportMappingInput, $mode: String!, $skip_rows: [Int!]) {
  importGuests(file: $file, mapping: $mapping, mode: $mode, skip_rows: $skip_rows) {
    guests households plus_ones invitations events_added replaced skipped_rows list { counts { households guests children infants } events { name counts { invited } } }
  }
}`;

type Answer = { status: number; data?: Record<string, Record<string, unknown>>; errors?: GraphQLErrorBody[] };


/** The operation as a multipart request, the CSV as $file. */
async function upload(query: string, variables: Record<string, unknown>, csv: string | Uint8Array<ArrayBuffer>, who = 'couple'): Promise<Answer> {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query, variables: { ...variables, file: null } }));
  form.set('map', JSON.stringify({ 0: ['variables.file'] }));
  form.set('0', new Blob([csv], { type: 'text/csv' }), 'guests.csv');
  const response = await api.app.request('/graphql', { method: 'POST', headers: { Accept: 'application/graphql-response+json', Origin: 'http://localhost', ...(who === 'visitor' ? {} : { Cookie: cookies[who] }) }, body: form });
  return { status: response.status, ...((await response.json()) as Omit<Answer, 'status'>) };
}

const codeOf = (answer: Answer) => answer.errors?.[0].extensions?.code;

beforeAll(async () => {
  api = await createTestApi();
  Object.assign(cookies, await signInCast(api));
});
afterAll(() => api.close());

describe('the CSV import over GraphQL', () => {
  it('previews a file of 20 guests with its bad row by number, then imports the others when told to skip it', async () => {
    const previewed = await upload(preview, {}, twentyGuestCsv());
    expect(previewed.errors).toBeUndefined();
    expect(previewed.data!.previewGuestImport).toMatchObject({
      has_header: true,
      mapping: { first_name: 0, last_name: 1, household: 2, events: 10, event_columns: [] },
      row_count: 20,
      guests: 19,
      households: 9,
      plus_ones: 1,
      errors: [{ row: badRow, field: 'first_name', message: 'First name is required.' }],
      bad_rows: [badRow],
      problems: [],
      new_events: ['Welcome drinks'],
      existing_guests: 0,
    });

    const refused = await upload(importMutation, { mode: 'append' }, twentyGuestCsv());
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors![0].extensions!.validation).toEqual({ file: [`Row ${badRow}: First name is required.`] });

    const imported = await upload(importMutation, { mode: 'append', skip_rows: [badRow] }, twentyGuestCsv());
    expect(imported.errors).toBeUndefined();
    expect(imported.data!.importGuests).toMatchObject({
      guests: 19,
      households: 9,
      plus_ones: 1,
      invitations: 36,
      events_added: ['Welcome drinks'],
      replaced: 0,
      skipped_rows: [badRow],
      list: { counts: { households: 9, guests: 19, children: 2, infants: 1 }, events: [{ name: 'Ceremony' }, { name: 'Reception' }, { name: 'Welcome drinks', counts: { invited: 2 } }] },
    });
  });

  it('takes a mapping and replaces the list', async () => {
    const csv = 'Family,Given,Church\nLee,Ann,x\nLee,Bo,\n';
    const mapping = { first_name: 1, last_name: 0, event_columns: [{ event: 'Ceremony', column: 2 }] };
    const previewed = await upload(preview, { mapping, mode: 'replace' }, csv);
    expect(previewed.data!.previewGuestImport).toMatchObject({ mapping: { first_name: 1, last_name: 0, event_columns: [{ event: 'Ceremony', column: 2 }] }, existing_guests: 19, first_guests: [{ first_name: 'Ann', events: ['Ceremony'] }, { first_name: 'Bo', events: [] }] });
    const replaced = await upload(importMutation, { mapping, mode: 'replace' }, csv);
    expect(replaced.data!.importGuests).toMatchObject({ guests: 2, households: 2, replaced: 19, list: { counts: { guests: 2 } } });
  });

  it('refuses bad arguments per field, a file over 2 MB and one not in UTF-8', async () => {
    const bad = await upload(importMutation, { mode: 'merge', mapping: { first_name: -1 }, skip_rows: [0] }, 'First name,Last name\nAnn,Lee\n');
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(Object.keys(bad.errors![0].extensions!.validation!).sort()).toEqual(['mapping.first_name', 'mode', 'skip_rows.0']);
    const big = await upload(importMutation, { mode: 'append' }, `First name,Last name\n${'Ann,Lee\n'.repeat(maxCsvBytes / 8 + 1)}`);
    expect(big.errors![0].extensions!.validation).toEqual({ file: ['The file is larger than 2 MB. Split it, or remove columns you do not need.'] });
    const latin1 = await upload(preview, {}, new Uint8Array([...new TextEncoder().encode('First name,Last name\nZo'), 0xeb, 0x0a]));
    expect(latin1.errors![0].extensions!.validation!.file[0]).toContain('CSV UTF-8');
  });

  it('refuses a visitor, a vendor and an administrator; another couple’s import is theirs alone', async () => {
    for (const [who, code] of [
      ['visitor', 'UNAUTHENTICATED'],
      ['vendor', 'FORBIDDEN'],
      ['admin', 'FORBIDDEN'],
    ]) {
      expect(codeOf(await upload(preview, {}, twentyGuestCsv(), who)), who).toBe(code);
      expect(codeOf(await upload(importMutation, { mode: 'replace', skip_rows: [badRow] }, twentyGuestCsv(), who)), who).toBe(code);
    }
    const list = async (who: string) => (await api.graphql<{ guestList: unknown }>('{ guestList { counts { guests } households { name guests { first_name } } } }', {}, { Cookie: cookies[who] })).data!.guestList;
    const before = await list('couple');
    const theirs = await upload(importMutation, { mode: 'replace' }, 'First name,Last name\nOnly,Theirs\n', 'otherCouple');
    expect(theirs.data!.importGuests).toMatchObject({ guests: 1, replaced: 0 });
    expect(await list('couple')).toEqual(before);
    expect(await list('otherCouple')).toMatchObject({ counts: { guests: 1 } });
  });
});
