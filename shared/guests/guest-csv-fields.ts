/**
 * The guest list CSV's fields, labels and limits (issue 34), apart from the reader in guest-csv.ts:
 * the import page imports these, and must not pull csv-parse (server-only) into the browser.
 *
 * The limits are the guests tables' own (db/schema/guests.ts, checked again there), so a row this
 * file accepts is a row the database stores.
 */

export const maxCsvBytes = 2 * 1024 * 1024;
export const maxImportedGuests = 1000;
export const maxHouseholdSize = 15;
export const maxNameLength = 80;
export const maxHouseholdNameLength = 120;
export const maxEventNameLength = 80;
export const maxPlusOnesPerGuest = 5;

export const guestFields = ['first_name', 'last_name', 'household', 'address', 'email', 'phone', 'age_group', 'side', 'group', 'dietary', 'meal', 'notes', 'plus_ones', 'plus_one_of', 'events'] as const;
export type GuestField = (typeof guestFields)[number];

export const guestFieldLabels: Record<GuestField, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  household: 'Household',
  address: 'Address',
  email: 'E-mail',
  phone: 'Phone',
  age_group: 'Age group',
  side: 'Side',
  group: 'Group',
  dietary: 'Dietary needs',
  meal: 'Meal',
  notes: 'Notes',
  plus_ones: 'Plus-ones allowed',
  plus_one_of: 'Plus-one of',
  events: 'Events',
};

/** Which column (by index, 0 the first) feeds which field; `eventColumns` maps an event's name to a yes/no column. */
export type GuestMapping = Partial<Record<GuestField, number>> & { eventColumns?: Record<string, number> };

/** A row's problem: `row` is the number a spreadsheet shows for it (the header is row 1). */
export type RowError = { row: number; field: GuestField | 'row'; message: string };

/** "Row 7: First name is required." */
export const rowErrorText = (error: RowError) => `Row ${error.row}: ${error.message}`;

/** A, B, …, Z, AA, AB, … as in a spreadsheet. */
export function columnLetter(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}
