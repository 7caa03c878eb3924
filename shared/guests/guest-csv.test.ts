import { describe, expect, it } from 'vitest';
import { columnLetter, guestListCsv, importGuestCsv, maxCsvBytes, readGuestCsv, suggestGuestMapping, validateGuestRows, type ExportGuest } from './guest-csv';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('readGuestCsv', () => {
  it('reads UTF-8 with or without a BOM, any line ends, and numbers rows as Excel does', () => {
    for (const text of ['\uFEFFFirst name,Last name\r\nZoë,García\r\n', 'First name,Last name\nZoë,García\n', 'First name,Last name\rZoë,García']) {
      const read = readGuestCsv(utf8(text));
      expect(read).toEqual({ ok: true, table: { hasHeader: true, columns: ['First name', 'Last name'], rows: [{ row: 2, cells: ['Zoë', 'García'] }] } });
    }
  });

  it('refuses UTF-16 and bytes that are not UTF-8, saying how to save the file', () => {
    const utf16 = new Uint8Array([0xff, 0xfe, 0x46, 0x00, 0x69, 0x00]);
    expect(readGuestCsv(utf16)).toMatchObject({ ok: false, message: expect.stringContaining('UTF-16') });
    const latin1 = new Uint8Array([...utf8('First name,Last name\nZo'), 0xeb, ...utf8(',Lee\n')]);
    expect(readGuestCsv(latin1)).toMatchObject({ ok: false, message: expect.stringContaining('CSV UTF-8') });
  });

  it('refuses a file over 2 MB', () => {
    const big = `First name,Last name\n${'Ann,Lee\n'.repeat(Math.ceil(maxCsvBytes / 8) + 1)}`;
    expect(readGuestCsv(utf8(big))).toMatchObject({ ok: false, message: expect.stringContaining('2 MB') });
    expect(readGuestCsv(big)).toMatchObject({ ok: false });
  });

  it('reads semicolons, quoted line breaks, and files without a header', () => {
    const read = readGuestCsv('Prénom;Nom;Notes\nAnn;Lee;"line one\nline two"\n\nBo;Park;\n');
    expect(read.ok && read.table.rows).toEqual([
      { row: 2, cells: ['Ann', 'Lee', 'line one\nline two'] },
      { row: 3, cells: [''] },
      { row: 4, cells: ['Bo', 'Park', ''] },
    ]);
    const bare = readGuestCsv('Ann,Lee,1\n');
    expect(bare.ok && bare.table).toEqual({ hasHeader: false, columns: ['Column A', 'Column B', 'Column C'], rows: [{ row: 1, cells: ['Ann', 'Lee', '1'] }] });
  });

  it('reports a quote never closed', () => {
    expect(readGuestCsv('First name,Last name\n"Ann,Lee\n')).toMatchObject({ ok: false, message: expect.stringContaining('quote') });
  });

  it('names columns as a spreadsheet does', () => {
    expect([0, 25, 26, 27, 701, 702].map(columnLetter)).toEqual(['A', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
  });
});

describe('suggestGuestMapping', () => {
  it('recognises common header names in any case and spelling', () => {
    expect(suggestGuestMapping(['Given name', 'SURNAME', 'E-mail', 'Mobile', 'Dietary requirements', 'Party', 'Adult/Child', 'Name', 'Email address'])).toEqual({
      first_name: 0,
      last_name: 1,
      email: 2,
      phone: 3,
      dietary: 4,
      household: 5,
      age_group: 6,
    });
    expect(suggestGuestMapping(['First name', 'Last name', 'Whose side', 'Meal choice', 'Plus-ones', 'Events'])).toEqual({ first_name: 0, last_name: 1, side: 2, meal: 3, plus_ones: 4, events: 5 });
  });
});

describe('validateGuestRows', () => {
  const csv = [
    'First name,Last name,Household,Address,E-mail,Age group,Plus-ones,Events,Ceremony',
    'Christopher,Nguyen,The Nguyens,,chris@example.com,adult,1,Reception,yes',
    'Linh,Nguyen,the  nguyens,,,child,,,',
    ',Park,,,not-an-email,elder,lots,,maybe',
    'Ana,García,,1 Main St,,,,,x',
    'Tomás,García,,1 Main St,,infant,,,',
    'Ana,Lee,,1 Main St,,,,,',
    ',,,,,,,,',
    'Christopher,Nguyen,The Nguyens,,,,,Dinner; Brunch,',
  ].join('\n');

  it('reports every error of a bad row by its Excel row number, and imports the others', () => {
    const result = importGuestCsv(csv, undefined);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const mapping = { ...result.mapping, eventColumns: { Ceremony: 8 } };
    const { rows, households, errors } = validateGuestRows(result.table, mapping);
    expect(errors.map((error) => [error.row, error.field])).toEqual([
      [4, 'first_name'],
      [4, 'email'],
      [4, 'age_group'],
      [4, 'plus_ones'],
      [4, 'events'],
    ]);
    expect(rows.map((guest) => [guest.firstName, guest.rows, households[guest.household].name])).toEqual([
      ['Christopher', [2, 9], 'The Nguyens'],
      ['Linh', [3], 'The Nguyens'],
      ['Ana', [5], 'García household'],
      ['Tomás', [6], 'García household'],
      ['Ana', [7], 'Ana Lee'],
    ]);
    expect(rows[0]).toMatchObject({ ageGroup: 'adult', plusOnes: 1, email: 'chris@example.com', events: ['Reception', 'Ceremony', 'Dinner', 'Brunch'] });
    expect(rows[1].ageGroup).toBe('child');
    expect(rows[2].events).toEqual(['Ceremony']);
    expect(households[0].email).toBe('chris@example.com');
    expect(households[1].address).toBe('1 Main St');
  });

  it('asks for the name columns when they are not mapped', () => {
    const read = readGuestCsv('Name\nAnn Lee\n');
    expect(read.ok && validateGuestRows(read.table, {}).errors).toEqual([{ row: 1, field: 'row', message: 'Choose the columns of the first name and the last name.' }]);
  });

  it('holds the limits: names up to 80 characters, no NUL, 15 a household, 1,000 guests', () => {
    const long = 'x'.repeat(81);
    const read = readGuestCsv(`First name,Last name,Household\n${long},Lee,\nA\0n,Lee,\n${Array.from({ length: 16 }, (_, i) => `G${i},Big,Big family`).join('\n')}\n`);
    if (!read.ok) throw new Error(read.message);
    const { rows, errors } = validateGuestRows(read.table, { first_name: 0, last_name: 1, household: 2 });
    expect(errors.map((error) => [error.row, error.field])).toEqual([
      [2, 'first_name'],
      [3, 'row'],
      [19, 'household'],
    ]);
    expect(rows).toHaveLength(15);
    const crowd = readGuestCsv(`First,Last\n${Array.from({ length: 11 }, (_, i) => `P${i},Q${i}`).join('\n')}`);
    if (!crowd.ok) throw new Error(crowd.message);
    const capped = validateGuestRows(crowd.table, { first_name: 0, last_name: 1 }, { existingGuests: 990 });
    expect(capped.rows).toHaveLength(10);
    expect(capped.errors).toEqual([{ row: 12, field: 'row', message: expect.stringContaining('1,000') }]);
  });
});

describe('guestListCsv', () => {
  const host: ExportGuest = {
    householdName: 'Zoë & José',
    firstName: 'Zoë',
    lastName: 'O’Brien',
    plusOneOf: null,
    plusOnesAllowed: 1,
    ageGroup: 'adult',
    side: 'Both',
    group: '=HYPERLINK("http://evil.example","click")',
    email: 'zoe@example.com',
    phone: '+61 400 000 000',
    dietary: 'Vegetarian',
    meal: 'Risotto',
    notes: null,
    table: '1',
    events: [
      { name: 'Ceremony', date: '2027-03-06', rsvp: 'attending' },
      { name: 'Reception', date: '2027-03-06', rsvp: 'attending', meal: 'Fish' },
    ],
  };
  const plusOne: ExportGuest = { ...host, firstName: 'José', lastName: 'Núñez', plusOneOf: { firstName: 'Zoë', lastName: 'O’Brien' }, plusOnesAllowed: 0, group: null, email: null, phone: null, events: [] };

  it('writes a BOM, one row per guest per event, the plus-one with the host, and no formula', () => {
    const csv = guestListCsv([host, plusOne]);
    expect(csv.startsWith('\uFEFFHousehold,First name,Last name,Plus-one of,Plus-ones allowed,')).toBe(true);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(',Ceremony,2027-03-06,attending,Risotto,');
    expect(lines[2]).toContain(',Reception,2027-03-06,attending,Fish,');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(lines[1]).toContain(`'+61 400 000 000`);
    expect(lines[3]).toMatch(/^Zoë & José,José,Núñez,Zoë O’Brien,0,adult,Both,,,,,,,Risotto,Vegetarian,,1$/);
  });

  it('imports back with accented names intact and one guest per person', () => {
    const bytes = utf8(guestListCsv([host, plusOne]));
    const result = importGuestCsv(bytes);
    if (!result.ok) throw new Error(result.message);
    expect(result.errors).toEqual([]);
    expect(result.rows.map((guest) => [guest.firstName, guest.lastName, guest.events, guest.plusOneOf, guest.plusOnes])).toEqual([
      ['Zoë', 'O’Brien', ['Ceremony', 'Reception'], null, 1],
      ['José', 'Núñez', [], 0, 0],
    ]);
    expect(result.households).toMatchObject([{ name: 'Zoë & José' }]);
  });
});

describe('plus-ones, sides and event columns', () => {
  it('links a plus-one to their host in the household, or anywhere when the row names no household', () => {
    const read = readGuestCsv(
      [
        'First name,Last name,Household,Plus-one of,Plus-ones,Side',
        'Sam,Lee,Lees,,,partner-1',
        'Kim,Park,Lees,Sam Lee,,',
        'Ola,Berg,,Sam,,2',
        'Tom,Ng,,Nobody Here,,both',
        'Ann,Ng,Ngs,,,',
        'Bo,Ng,Ngs,Ann Ng,,',
        'Cy,Ng,Ngs,Bo Ng,,',
        'Di,Ng,,,,left',
      ].join('\n'),
    );
    if (!read.ok) throw new Error(read.message);
    const { rows, households, errors } = validateGuestRows(read.table, suggestGuestMapping(read.table.columns));
    expect(errors.map((error) => [error.row, error.field])).toEqual([
      [5, 'plus_one_of'],
      [8, 'plus_one_of'],
      [9, 'side'],
    ]);
    expect(errors[0].message).toBe('Plus-one of: nobody called Nobody Here is in the file.');
    expect(errors[1].message).toBe('A plus-one cannot bring a plus-one.');
    const named = (first: string) => rows.find((guest) => guest.firstName === first)!;
    expect(named('Sam')).toMatchObject({ side: 'partner-1', plusOnes: 2, plusOneOf: null });
    expect(rows[named('Kim').plusOneOf!].firstName).toBe('Sam');
    // Ola named no household: she joins Sam's.
    expect(households[named('Ola').household].name).toBe('Lees');
    expect(named('Ola')).toMatchObject({ side: 'partner-2', plusOnes: 0 });
    expect(households.map((household) => household.name)).toEqual(['Lees', 'Ngs']);
  });

  it('suggests the yes/no columns of the couple’s events, and reads them', () => {
    const read = readGuestCsv('First name,Last name,CEREMONY,Reception,Brunch\nAnn,Lee,x,,yes\n');
    if (!read.ok) throw new Error(read.message);
    const mapping = suggestGuestMapping(read.table.columns, ['Ceremony', 'Reception']);
    expect(mapping).toEqual({ first_name: 0, last_name: 1, eventColumns: { Ceremony: 2, Reception: 3 } });
    expect(validateGuestRows(read.table, mapping).rows[0].events).toEqual(['Ceremony']);
  });
});
