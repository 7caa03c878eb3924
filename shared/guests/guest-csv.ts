import { parse } from 'csv-parse/sync';
import { writeCsv } from '../csv/write-csv';
import {
  columnLetter,
  guestFieldLabels,
  guestFields,
  maxCsvBytes,
  maxEventNameLength,
  maxHouseholdNameLength,
  maxHouseholdSize,
  maxImportedGuests,
  maxNameLength,
  maxPlusOnesPerGuest,
  type GuestField,
  type GuestMapping,
  type RowError,
} from './guest-csv-fields';
import { nameKey, tidyName } from './name-match';

/**
 * The guest list's CSV (issue 34): pure, but server-side only (csv-parse stays out of the browser;
 * the page imports guest-csv-fields.ts).
 *
 * Import: bytes (or text already decoded) → {@link readGuestCsv} (encoding, size, parsing, header
 * detection) → {@link suggestGuestMapping} for the mapping form → {@link validateGuestRows} (every
 * error of every row at once, numbered as Excel numbers rows: the header is row 1).
 * Export: {@link guestListCsv}, one row per guest per event, UTF-8 with a BOM, formula-safe.
 *
 * Decisions:
 * - Encoding: UTF-8 only, with or without a BOM. A UTF-16 file (Excel's "Unicode Text") and bytes
 *   that are not UTF-8 (Windows-1252 from Excel's plain "CSV") are refused with a message saying
 *   how to save the file as "CSV UTF-8", never guessed: a guess turns "Zoë" into "ZoÃ«".
 * - Separator: the one of , ; and tab that the first line holds most of (outside quotes); Excel in
 *   many European locales saves with semicolons. Line ends CRLF, LF or CR.
 * - Header: the first row is a header when one of its cells names a field (see `headerNames`);
 *   otherwise every row is a guest and columns are called "Column A", "Column B", …
 * - Households: rows with the same household cell (compared like names: case, accents and spaces
 *   ignored) are one household. Without a household column, or for a row whose household cell is
 *   empty, rows with the same last name and the same non-empty address are one household; anyone
 *   else is a household of their own. Never by last name alone: two Smiths are not one family.
 *   At most 15 people a household; the 16th and later rows are errors. A household's address,
 *   e-mail and phone are the first of its rows' that has one (its guests keep their own e-mail).
 *   A household without a household cell is named after its guest, or "<Last name> household".
 * - Side: partner-1, partner-2 or both (empty is both), as the guest list stores it and the export
 *   writes it; "partner 1", "1" and "2" are read too.
 * - Plus-ones: "Plus-one of" names the host (first and last name, or a first name only the host has
 *   in the household) in the plus-one's household; a plus-one row without a household cell joins its
 *   host's household wherever it is. A host is allowed at least as many plus-ones as the file names
 *   for them (at most 5); a plus-one brings none.
 * - Cells the export guarded against formulas ("'+61 …") lose that apostrophe on import.
 * - A guest on several rows (the export writes one row per event) is one guest: rows with the same
 *   household, first and last name are merged, their events added up, the first row's other cells
 *   kept. So an export imports back without doubles.
 * - Events: an `events` column lists event names separated by ; or | (not commas: an event may be
 *   called "Dinner, Friday"), and/or one column per event (`eventColumns`) where yes, y, x, ✓, true,
 *   1 or "invited" mean invited and an empty cell not. Event names are passed through as written;
 *   the caller matches them to the couple's events.
 * - Limits: the guest tables' own (guest-csv-fields.ts), so every row accepted here is stored.
 */

export { columnLetter, guestFieldLabels, guestFields, maxCsvBytes, maxHouseholdSize, maxImportedGuests, maxNameLength, maxPlusOnesPerGuest, rowErrorText } from './guest-csv-fields';
export type { GuestField, GuestMapping, RowError } from './guest-csv-fields';

/** Header texts (compared as name keys: case, accents, spaces, hyphens ignored) and their fields. */
const headerNames: Record<GuestField, string[]> = {
  first_name: ['first name', 'first', 'firstname', 'given name', 'given names', 'forename', 'first names', 'prenom', 'vorname', 'nombre'],
  last_name: ['last name', 'last', 'lastname', 'surname', 'family name', 'nom', 'nachname', 'apellido', 'apellidos'],
  household: ['household', 'household name', 'party', 'family', 'invitation', 'invitation name', 'group name on invitation'],
  address: ['address', 'street address', 'postal address', 'mailing address', 'home address'],
  email: ['email', 'e-mail', 'email address', 'e-mail address', 'mail'],
  phone: ['phone', 'phone number', 'mobile', 'mobile number', 'cell', 'telephone', 'tel'],
  age_group: ['age group', 'age', 'adult/child', 'adult or child', 'type', 'guest type'],
  side: ['side', 'bride or groom', 'whose side', 'guest of'],
  group: ['group', 'category', 'relationship', 'tag', 'tags'],
  dietary: ['dietary', 'dietary needs', 'dietary requirements', 'dietary restrictions', 'allergies', 'diet'],
  meal: ['meal', 'meal choice', 'menu', 'menu choice', 'entree', 'main'],
  notes: ['notes', 'note', 'comments', 'comment'],
  plus_ones: ['plus ones', 'plus-ones', 'plus one', 'plus-one', 'plus ones allowed', 'guests allowed'],
  plus_one_of: ['plus one of', 'plus-one of', 'plus one for', 'guest of guest', 'brought by'],
  events: ['events', 'event', 'invited to', 'invitations'],
};
/** Header texts that name no field of ours but still show the first row is a header. */
const otherHeaderNames = new Set(['name', 'full name', 'guest', 'guest name', 'guests', 'rsvp', 'table', 'title', 'event date'].map(headerKey));
const headerLookup = new Map<string, GuestField>(guestFields.flatMap((field) => headerNames[field].map((name) => [headerKey(name), field] as const)));

function headerKey(text: string): string {
  const key = nameKey(text);
  return key === '' ? text.trim() : key;
}

/** A CSV read and split into rows; `row` is the number Excel shows for that line (header = 1). */
export type CsvTable = { hasHeader: boolean; columns: string[]; rows: { row: number; cells: string[] }[] };

export type ReadResult = { ok: true; table: CsvTable } | { ok: false; message: string };

const utf16Message = 'This file is in UTF-16 ("Unicode Text"). Save it as "CSV UTF-8 (Comma delimited)" and upload it again.';
const notUtf8Message = 'This file is not in UTF-8, so accented names would come out wrong. In Excel choose File › Save As › "CSV UTF-8 (Comma delimited)"; in Numbers or Google Sheets, export as CSV. Then upload it again.';
export const tooLargeMessage = `The file is larger than 2 MB. Split it, or remove columns you do not need.`;

/** Decodes (UTF-8 only), checks the size and parses. Bytes are what an upload gives; a string is taken as already decoded. */
export function readGuestCsv(input: Uint8Array | string): ReadResult {
  let text: string;
  if (typeof input === 'string') {
    if (new TextEncoder().encode(input).length > maxCsvBytes) return { ok: false, message: tooLargeMessage };
    text = input;
  } else {
    if (input.length > maxCsvBytes) return { ok: false, message: tooLargeMessage };
    if ((input[0] === 0xff && input[1] === 0xfe) || (input[0] === 0xfe && input[1] === 0xff)) return { ok: false, message: utf16Message };
    try {
      text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(input);
    } catch {
      return { ok: false, message: notUtf8Message };
    }
  }
  text = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (text.trim() === '') return { ok: false, message: 'The file is empty.' };
  if (text.includes('\0')) {
    // UTF-16 without a BOM decodes "fine" as UTF-8, with a NUL after every ASCII letter.
    if (/^(?:[^\0]\0){4}/.test(text) || /^(?:\0[^\0]){4}/.test(text)) return { ok: false, message: utf16Message };
  }
  let records: string[][];
  try {
    records = parse(text, { delimiter: guessDelimiter(text), relax_column_count: true, skip_empty_lines: false }) as string[][];
  } catch (error) {
    const line = typeof (error as { lines?: unknown }).lines === 'number' ? (error as { lines: number }).lines : null;
    return { ok: false, message: `The file could not be read as CSV${line === null ? '' : ` (near line ${line})`}: check for a quote (") that is never closed.` };
  }
  if (records.length > 0 && records.at(-1)!.every((cell) => cell === '') && text.endsWith('\n')) records.pop();
  const hasHeader = records.length > 0 && records[0].some((cell) => headerLookup.has(headerKey(cell)) || otherHeaderNames.has(headerKey(cell)));
  const width = Math.max(0, ...records.map((record) => record.length));
  const columns = Array.from({ length: width }, (_, index) => (hasHeader && (records[0][index] ?? '').trim() !== '' ? records[0][index].trim() : `Column ${columnLetter(index)}`));
  const rows = records.map((cells, index) => ({ row: index + 1, cells })).slice(hasHeader ? 1 : 0);
  return { ok: true, table: { hasHeader, columns, rows } };
}

function guessDelimiter(text: string): string {
  const firstLine = (text.split('\n', 1)[0] ?? '').replace(/"[^"]*"/g, '');
  const counts = [',', ';', '\t'].map((char) => ({ char, count: firstLine.split(char).length - 1 }));
  const best = counts.reduce((a, b) => (b.count > a.count ? b : a));
  return best.count > 0 ? best.char : ',';
}

/**
 * A mapping from the header's names; each field takes the first column that names it, each column
 * one field. A column named after one of `eventNames` (the couple's events) is that event's yes/no
 * column.
 */
export function suggestGuestMapping(columns: readonly string[], eventNames: readonly string[] = []): GuestMapping {
  const mapping: GuestMapping = {};
  const events = new Map(eventNames.map((name) => [headerKey(name), name]));
  const eventColumns: Record<string, number> = {};
  columns.forEach((column, index) => {
    const field = headerLookup.get(headerKey(column));
    if (field && mapping[field] === undefined) mapping[field] = index;
    const event = field ? undefined : events.get(headerKey(column));
    if (event !== undefined && eventColumns[event] === undefined) eventColumns[event] = index;
  });
  if (Object.keys(eventColumns).length > 0) mapping.eventColumns = eventColumns;
  // "Name" alone, with no first/last columns: leave it unmapped; the person chooses.
  return mapping;
}

export type AgeGroup = 'adult' | 'child' | 'infant';
export type GuestSide = 'partner-1' | 'partner-2' | 'both';

export type ValidGuestRow = {
  /** The Excel row numbers this guest came from (several when the file had a row per event). */
  rows: number[];
  /** Index into `households` of the result. */
  household: number;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  ageGroup: AgeGroup;
  side: GuestSide;
  group: string | null;
  dietary: string | null;
  meal: string | null;
  notes: string | null;
  plusOnes: number;
  /** Index into `rows` of the result: this guest's host, when they are a plus-one. */
  plusOneOf: number | null;
  /** Event names as written in the file, without duplicates. */
  events: string[];
};

export type ImportedHousehold = { name: string; address: string | null; email: string | null; phone: string | null; firstRow: number };

export type ValidationResult = { rows: ValidGuestRow[]; households: ImportedHousehold[]; errors: RowError[] };

const fieldLimits: Partial<Record<GuestField, number>> = {
  household: maxHouseholdNameLength,
  address: 500,
  email: 254,
  phone: 40,
  group: 80,
  dietary: 300,
  meal: 80,
  notes: 2000,
  plus_one_of: 2 * maxNameLength + 1,
  events: 4000,
};
const ageWords: Record<string, AgeGroup> = { adult: 'adult', adults: 'adult', a: 'adult', child: 'child', children: 'child', kid: 'child', kids: 'child', c: 'child', infant: 'infant', baby: 'infant', toddler: 'infant', i: 'infant' };
const sideWords: Record<string, GuestSide> = { '': 'both', both: 'both', partner1: 'partner-1', p1: 'partner-1', '1': 'partner-1', partner2: 'partner-2', p2: 'partner-2', '2': 'partner-2' };
const multiLine = new Set<GuestField>(['notes', 'dietary', 'address']);
const yesWords = new Set(['yes', 'y', 'x', '✓', '✔', 'true', '1', 'invited']);
const noWords = new Set(['', 'no', 'n', 'false', '0', '-']);
const emailPattern = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/;
const phonePattern = /^\+?[0-9 ().\-/]{3,}$/;

/** A guest being read, with what the second pass (plus-ones) needs. */
type Reading = ValidGuestRow & { hostText: string | null; ownHousehold: boolean };

/**
 * Checks every row against the mapping: each row's errors all at once (by row number and field),
 * the guests of the valid rows grouped into households. A row with an error is left out entirely;
 * blank rows are skipped. `existingGuests` is how many the list already holds (for append).
 */
export function validateGuestRows(table: CsvTable, mapping: GuestMapping, options: { existingGuests?: number } = {}): ValidationResult {
  const errors: RowError[] = [];
  if (mapping.first_name === undefined || mapping.last_name === undefined) {
    return { rows: [], households: [], errors: [{ row: table.hasHeader ? 1 : 0, field: 'row', message: 'Choose the columns of the first name and the last name.' }] };
  }
  const rows: Reading[] = [];
  const households: ImportedHousehold[] = [];
  const householdIndex = new Map<string, number>();
  const householdSize = new Map<number, number>();
  const guestIndex = new Map<string, number>();
  const capacity = maxImportedGuests - (options.existingGuests ?? 0);

  for (const { row, cells } of table.rows) {
    if (cells.every((cell) => cell.trim() === '')) continue;
    const rowErrors: RowError[] = [];
    const value = (field: GuestField): string => {
      const index = mapping[field];
      if (index === undefined) return '';
      const cell = cells[index] ?? '';
      // Undo the export's guard against formulas ("'+61 …" is "+61 …").
      const text = /^'[=+\-@\t\r＝＋－＠]/.test(cell) ? cell.slice(1) : cell;
      // Notes, dietary needs and addresses keep their line breaks; the rest are one line.
      return multiLine.has(field) ? text.normalize('NFC').trim() : tidyName(text);
    };
    const fail = (field: GuestField | 'row', message: string) => rowErrors.push({ row, field, message });
    if (cells.some((cell) => cell.includes('\0'))) fail('row', 'This row holds a NUL character; remove it.');

    const firstName = value('first_name');
    const lastName = value('last_name');
    for (const [field, text] of [['first_name', firstName], ['last_name', lastName]] as const) {
      if (text === '') fail(field, `${guestFieldLabels[field]} is required.`);
      else if (text.length > maxNameLength) fail(field, `${guestFieldLabels[field]} is longer than ${maxNameLength} characters.`);
    }
    const optional = (field: GuestField): string | null => {
      const text = value(field);
      const limit = fieldLimits[field];
      if (limit !== undefined && text.length > limit) fail(field, `${guestFieldLabels[field]} is longer than ${limit.toLocaleString('en-AU')} characters.`);
      return text === '' ? null : text;
    };
    const email = optional('email');
    if (email !== null && !emailPattern.test(email)) fail('email', 'E-mail is not an e-mail address.');
    const phone = optional('phone');
    if (phone !== null && !phonePattern.test(phone)) fail('phone', 'Phone may hold only digits, spaces, + ( ) - . and /.');
    const ageText = value('age_group').toLowerCase();
    const ageGroup = ageText === '' ? 'adult' : ageWords[ageText];
    if (ageGroup === undefined) fail('age_group', 'Age group is adult, child or infant.');
    const side = sideWords[nameKey(value('side'))];
    if (side === undefined) fail('side', 'Side is partner-1, partner-2 or both.');
    const plusText = value('plus_ones');
    const plusOnes = plusText === '' ? 0 : /^\d+$/.test(plusText) ? Number(plusText) : /^(yes|y|x|true)$/i.test(plusText) ? 1 : /^(no|n|false)$/i.test(plusText) ? 0 : NaN;
    if (!Number.isInteger(plusOnes) || plusOnes > maxPlusOnesPerGuest) fail('plus_ones', `Plus-ones allowed is a number from 0 to ${maxPlusOnesPerGuest}.`);
    const events = new Set<string>();
    for (const name of (optional('events') ?? '').split(/[;|]/)) {
      const event = tidyName(name);
      if (event === '') continue;
      if (event.length > maxEventNameLength) fail('events', `An event’s name is at most ${maxEventNameLength} characters.`);
      else events.add(event);
    }
    for (const [event, index] of Object.entries(mapping.eventColumns ?? {})) {
      const answer = tidyName(cells[index] ?? '').toLowerCase();
      if (yesWords.has(answer)) events.add(event);
      else if (!noWords.has(answer)) fail('events', `Write yes or leave empty in the column of ${event}.`);
    }
    const household = optional('household');
    const address = optional('address');
    const group = optional('group');
    const dietary = optional('dietary');
    const meal = optional('meal');
    const notes = optional('notes');
    const hostText = optional('plus_one_of');

    if (rowErrors.length > 0) {
      errors.push(...rowErrors);
      continue;
    }

    const householdKey = household !== null ? `h:${nameKey(household) || household}` : address !== null ? `a:${nameKey(lastName)}:${nameKey(address)}` : `g:${nameKey(firstName)}:${nameKey(lastName)}:${row}`;
    const existingHousehold = householdIndex.get(householdKey);
    const guestKey = `${householdKey}|${nameKey(firstName)}|${nameKey(lastName)}`;
    const sameGuest = existingHousehold === undefined ? undefined : guestIndex.get(guestKey);
    if (sameGuest !== undefined) {
      const guest = rows[sameGuest];
      guest.rows.push(row);
      for (const event of events) if (!guest.events.includes(event)) guest.events.push(event);
      continue;
    }
    if (rows.length >= capacity) {
      errors.push({ row, field: 'row', message: `A guest list holds at most ${maxImportedGuests.toLocaleString('en-AU')} guests; this row is past that.` });
      continue;
    }
    let index = existingHousehold;
    if (index === undefined) {
      index = households.push({ name: household ?? `${firstName} ${lastName}`, address, email: null, phone: null, firstRow: row }) - 1;
      householdIndex.set(householdKey, index);
    } else if ((householdSize.get(index) ?? 0) >= maxHouseholdSize) {
      errors.push({ row, field: 'household', message: `A household holds at most ${maxHouseholdSize} people; ${households[index].name} already has ${maxHouseholdSize}.` });
      continue;
    }
    householdSize.set(index, (householdSize.get(index) ?? 0) + 1);
    const target = households[index];
    if (target.address === null) target.address = address;
    if (target.email === null) target.email = email;
    if (target.phone === null) target.phone = phone;
    guestIndex.set(guestKey, rows.length);
    rows.push({ rows: [row], household: index, firstName, lastName, email, phone, ageGroup: ageGroup!, side: side!, group, dietary, meal, notes, plusOnes, plusOneOf: null, events: [...events], hostText, ownHousehold: household === null });
  }

  const left = linkPlusOnes(rows, households, householdSize, errors);
  const result = compact(rows, households, left);
  // A household named after its first guest reads better by its family name once it has several.
  result.households.forEach((household, index) => {
    const members = result.rows.filter((guest) => guest.household === index);
    if (members.length > 1 && household.name === `${members[0].firstName} ${members[0].lastName}`) {
      const lastNames = [...new Set(members.map((guest) => guest.lastName))];
      household.name = lastNames.length === 1 ? `${lastNames[0]} household` : members.map((guest) => guest.firstName).join(', ');
    }
    household.name = household.name.slice(0, maxHouseholdNameLength);
  });
  errors.sort((a, b) => a.row - b.row);
  return { ...result, errors };
}

const fullKey = (guest: { firstName: string; lastName: string }) => nameKey(`${guest.firstName} ${guest.lastName}`);

/**
 * The second pass: each "Plus-one of" to its host (set as `plusOneOf`), hosts allowed as many as
 * they bring. A plus-one whose host cannot be found (or is a plus-one, or brings too many) is an
 * error; the indexes of the guests to drop are answered.
 */
function linkPlusOnes(rows: Reading[], households: ImportedHousehold[], householdSize: Map<number, number>, errors: RowError[]): Set<number> {
  const dropped = new Set<number>();
  const brought = new Map<number, number>();
  const fail = (index: number, message: string) => {
    errors.push({ row: rows[index].rows[0], field: 'plus_one_of', message });
    dropped.add(index);
    householdSize.set(rows[index].household, (householdSize.get(rows[index].household) ?? 1) - 1);
  };
  // Guests by their folded full name and first name: a host is looked up, never searched for.
  const byName = new Map<string, number[]>();
  rows.forEach((guest, at) => {
    for (const key of [`full:${fullKey(guest)}`, `first:${nameKey(guest.firstName)}`]) {
      const list = byName.get(key);
      if (list) list.push(at);
      else byName.set(key, [at]);
    }
  });
  rows.forEach((guest, index) => {
    if (guest.hostText === null) return;
    const wanted = nameKey(guest.hostText);
    const named = (household: number | null) => {
      const pick = (kind: string) => (byName.get(`${kind}:${wanted}`) ?? []).filter((at) => at !== index && (household === null || rows[at].household === household)).map((at) => ({ other: rows[at], at }));
      const full = pick('full');
      return full.length > 0 ? full : pick('first');
    };
    let hosts = named(guest.household);
    if (hosts.length === 0 && guest.ownHousehold) hosts = named(null);
    if (hosts.length === 0) return fail(index, `Plus-one of: nobody called ${guest.hostText} is in the file${guest.ownHousehold ? '' : ' in this household'}.`);
    if (hosts.length > 1) return fail(index, `Plus-one of: several guests are called ${guest.hostText}; write their first and last name.`);
    const host = hosts[0];
    if (host.other.hostText !== null) return fail(index, 'A plus-one cannot bring a plus-one.');
    const count = (brought.get(host.at) ?? 0) + 1;
    if (count > maxPlusOnesPerGuest) return fail(index, `${host.other.firstName} ${host.other.lastName} would bring more than ${maxPlusOnesPerGuest} plus-ones.`);
    if (host.other.household !== guest.household) {
      // A plus-one without a household of their own joins their host's.
      if ((householdSize.get(host.other.household) ?? 0) >= maxHouseholdSize) return fail(index, `A household holds at most ${maxHouseholdSize} people; ${households[host.other.household].name} already has ${maxHouseholdSize}.`);
      householdSize.set(guest.household, (householdSize.get(guest.household) ?? 1) - 1);
      householdSize.set(host.other.household, (householdSize.get(host.other.household) ?? 0) + 1);
      guest.household = host.other.household;
    }
    brought.set(host.at, count);
    guest.plusOneOf = host.at;
    guest.plusOnes = 0;
  });
  for (const [at, count] of brought) rows[at].plusOnes = Math.max(rows[at].plusOnes, count);
  return dropped;
}

/** The guests left (without the dropped ones) and their non-empty households, indexes renumbered. */
function compact(rows: Reading[], households: ImportedHousehold[], dropped: Set<number>): Omit<ValidationResult, 'errors'> {
  const rowIndex = new Map<number, number>();
  const kept = rows.filter((_guest, index) => !dropped.has(index));
  rows.forEach((_guest, index) => {
    if (!dropped.has(index)) rowIndex.set(index, rowIndex.size);
  });
  const used = [...new Set(kept.map((guest) => guest.household))].sort((a, b) => a - b);
  const householdIndex = new Map(used.map((old, index) => [old, index]));
  return {
    households: used.map((old) => households[old]),
    rows: kept.map(({ hostText: _host, ownHousehold: _own, ...guest }) => ({ ...guest, household: householdIndex.get(guest.household)!, plusOneOf: guest.plusOneOf === null ? null : rowIndex.get(guest.plusOneOf)! })),
  };
}

/** Reads, maps (the suggested mapping unless one is given) and validates in one call. */
export function importGuestCsv(input: Uint8Array | string, mapping?: GuestMapping, options: { existingGuests?: number } = {}): { ok: false; message: string } | ({ ok: true; table: CsvTable; mapping: GuestMapping } & ValidationResult) {
  const read = readGuestCsv(input);
  if (!read.ok) return read;
  const used = mapping ?? suggestGuestMapping(read.table.hasHeader ? read.table.columns : []);
  return { ok: true, table: read.table, mapping: used, ...validateGuestRows(read.table, used, options) };
}

// ---------------------------------------------------------------------------------------------
// Export

export type RsvpState = 'attending' | 'declined' | 'waiting';

export type ExportGuest = {
  householdName: string;
  firstName: string;
  lastName: string;
  /** The host's name when this guest is someone's plus-one. */
  plusOneOf: { firstName: string; lastName: string } | null;
  plusOnesAllowed: number;
  ageGroup: AgeGroup;
  side: string | null;
  group: string | null;
  email: string | null;
  phone: string | null;
  dietary: string | null;
  meal: string | null;
  notes: string | null;
  table: string | null;
  /** The events the guest is invited to, with their answer; empty gives one row with no event. */
  events: { name: string; date: string | null; rsvp: RsvpState; meal?: string | null }[];
};

export const exportHeader = ['Household', 'First name', 'Last name', 'Plus-one of', 'Plus-ones allowed', 'Age group', 'Side', 'Group', 'E-mail', 'Phone', 'Event', 'Event date', 'RSVP', 'Meal', 'Dietary needs', 'Notes', 'Table'];

/**
 * The guest list as CSV for Excel: UTF-8 with a BOM, one row per guest per event (and one row with
 * the event cells empty for a guest invited to none), plus-ones as guests naming their host,
 * formula-safe cells. Guests in the order given.
 */
export function guestListCsv(guests: readonly ExportGuest[]): string {
  const rows: string[][] = [exportHeader];
  for (const guest of guests) {
    const base = [guest.householdName, guest.firstName, guest.lastName, guest.plusOneOf ? `${guest.plusOneOf.firstName} ${guest.plusOneOf.lastName}` : '', String(guest.plusOnesAllowed), guest.ageGroup, guest.side ?? '', guest.group ?? '', guest.email ?? '', guest.phone ?? ''];
    const tail = (meal: string | null | undefined) => [meal ?? guest.meal ?? '', guest.dietary ?? '', guest.notes ?? '', guest.table ?? ''];
    if (guest.events.length === 0) rows.push([...base, '', '', '', ...tail(null)]);
    for (const event of guest.events) rows.push([...base, event.name, event.date ?? '', event.rsvp, ...tail(event.meal)]);
  }
  return writeCsv(rows);
}
