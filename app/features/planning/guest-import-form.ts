import type { GuestImportPreview } from '../../../server/modules/guests';
import { guestFields, type GuestMapping } from '../../../shared/guests/guest-csv-fields';
import type { FormErrors } from '~/lib/form-errors';

/**
 * The import page's form fields for a mapping (/planning/guests/import): a select per field
 * (`column_first_name` = the column's index, '' for none) and one per event of the couple
 * (`event_column_0` with its event's name in `event_name_0`, …), read the same way by the page
 * and by its action.
 */
export const columnFieldOf = (field: string) => `column_${field}`;
export const eventColumnFieldOf = (index: number) => `event_column_${index}`;
export const eventNameFieldOf = (index: number) => `event_name_${index}`;

export type MappingFormValues = Record<string, string>;

/** The form's values for a mapping over the couple's `events` (in their order). */
export function mappingFormValues(mapping: GuestMapping, events: readonly { name: string }[]): MappingFormValues {
  const values: MappingFormValues = {};
  for (const field of guestFields) values[columnFieldOf(field)] = mapping[field] === undefined ? '' : String(mapping[field]);
  events.forEach((event, index) => {
    const column = mapping.eventColumns?.[event.name];
    values[eventColumnFieldOf(index)] = column === undefined ? '' : String(column);
  });
  return values;
}

/**
 * What a preview was made with (the mapping's values and the mode), as one string: the import
 * goes ahead only with the mapping and mode the couple saw previewed, so the rows it leaves out
 * are the ones the preview listed.
 */
export function previewKey(values: MappingFormValues, mode: string): string {
  return JSON.stringify([mode, ...Object.keys(values).sort().map((name) => [name, values[name]])]);
}

/** What the page shows once a file is in hand: the file (base64), the preview, the mapping's values, the mode. */
export type ImportStep = { csv: string; fileName: string; preview: GuestImportPreview; values: MappingFormValues; mode: 'append' | 'replace'; confirmed: boolean; previewed: string };

/** What the page's action answers (a successful import redirects instead). */
export type ImportAnswer = { errors?: FormErrors; step?: ImportStep };

/** The import's figures, as the page shows them after the redirect. */
export type ImportSummary = { guests: number; households: number; plusOnes: number; eventsAdded: number; replaced: number; skipped: number };
