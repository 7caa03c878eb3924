import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { guestEvents } from '../../../db/schema/guests';
import { readGuestCsv, suggestGuestMapping, tooLargeMessage, validateGuestRows, type CsvTable, type ValidationResult } from '../../../shared/guests/guest-csv';
import { guestFields, maxCsvBytes, rowErrorText, type GuestField, type GuestMapping } from '../../../shared/guests/guest-csv-fields';
import { nameKey } from '../../../shared/guests/name-match';
import { InvalidInputError, plainText, wholeNumberField, type FieldErrors } from '../../kernel';
import { isUploadedFile, type UploadedFile } from '../../media';
import { liveGuestCount, type Runner } from './guest-list-model';
import { optional } from './input-fields';
import { maxEvents } from './policy';

/**
 * What previewGuestImport and importGuests share (docs/guests.md, "CSV import and export"): the
 * input fields, reading the file, and the plan — the file's rows checked against the couple's list
 * (its events, its guest count), nothing written.
 */

export const importModes = ['append', 'replace'] as const;
export type ImportMode = (typeof importModes)[number];

export const importFileField = z.custom<UploadedFile>(isUploadedFile, { message: 'Choose a CSV file.' });
export const importModeField = z.enum(importModes, { error: 'Choose append or replace.' });

const blankToAbsent = (value: unknown) => (value === '' || value === null ? undefined : value);
const columnMessage = 'Choose one of the file’s columns.';
const columnField = z.preprocess(blankToAbsent, wholeNumberField(0, 9999, columnMessage).optional());

/**
 * The mapping as clients send it (wire names: `first_name`, …, `event_columns: [{ event, column }]`),
 * columns by index (0 is the first). Absent: the mapping suggested from the header.
 */
export const importMappingField = z
  .object({
    ...(Object.fromEntries(guestFields.map((field) => [field, columnField])) as Record<GuestField, typeof columnField>),
    event_columns: optional(z.array(z.object({ event: plainText('The event’s name', 1, 80), column: wholeNumberField(0, 9999, columnMessage) })).max(maxEvents, `At most ${maxEvents} event columns.`)),
  })
  .transform(({ event_columns: eventColumns, ...fields }): GuestMapping => {
    const mapping: GuestMapping = {};
    for (const field of guestFields) if (fields[field] !== undefined) mapping[field] = fields[field];
    if (eventColumns && eventColumns.length > 0) mapping.eventColumns = Object.fromEntries(eventColumns.map((entry) => [entry.event, entry.column]));
    return mapping;
  });

/** The upload as a table of rows: at most 2 MB (checked before it is read), UTF-8, CSV. */
export async function readImportFile(file: UploadedFile): Promise<CsvTable> {
  if (file.size > maxCsvBytes) throw new InvalidInputError({ file: [tooLargeMessage] });
  const read = readGuestCsv(new Uint8Array(await file.arrayBuffer()));
  if (!read.ok) throw new InvalidInputError({ file: [read.message] });
  return read.table;
}

/** Every column the mapping names is one of the file's. */
export function requireColumnsOf(table: CsvTable, mapping: GuestMapping | undefined): void {
  if (!mapping) return;
  const errors: FieldErrors = {};
  const missing = (index: number) => index >= table.columns.length;
  for (const field of guestFields) {
    const index = mapping[field];
    if (index !== undefined && missing(index)) errors[`mapping.${field}`] = ['There is no such column in the file.'];
  }
  for (const [event, index] of Object.entries(mapping.eventColumns ?? {})) if (missing(index)) errors['mapping.event_columns'] = [`There is no such column in the file (for ${event}).`];
  if (Object.keys(errors).length > 0) throw new InvalidInputError(errors);
}

export type ImportPlan = {
  mapping: GuestMapping;
  validation: ValidationResult;
  /** The couple's events, in their order. */
  events: { id: number; name: string }[];
  /** Each event name the valid rows use (as written) → the couple's event id, or null: a new event. */
  eventIdOf: Map<string, number | null>;
  /** The events the import adds, as first written in the file. */
  newEvents: string[];
  /** Whether the file says who is invited to what (else everyone is invited to every event). */
  eventsMapped: boolean;
  existingGuests: number;
  /** What stops the import whichever rows are left out: per field (`mapping`, `file`). */
  problems: FieldErrors;
};

/**
 * The file checked against the couple's list, nothing written: rows in `skipRows` left out, the
 * 1,000-guest limit counting the guests already listed when appending, event names matched to the
 * couple's events as names are (case, accents and spaces aside).
 */
export async function planImport(runner: Runner, coupleId: number, table: CsvTable, options: { mapping?: GuestMapping; mode: ImportMode; skipRows?: number[] }): Promise<ImportPlan> {
  const [events, existingGuests] = await Promise.all([
    runner.select({ id: guestEvents.id, name: guestEvents.name }).from(guestEvents).where(eq(guestEvents.coupleId, coupleId)).orderBy(asc(guestEvents.position), asc(guestEvents.id)),
    liveGuestCount(runner, coupleId),
  ]);
  const mapping = options.mapping ?? suggestGuestMapping(table.hasHeader ? table.columns : [], events.map((event) => event.name));
  const problems: FieldErrors = {};
  const eventIdOf = new Map<string, number | null>();
  const newEvents: string[] = [];
  const eventsMapped = mapping.events !== undefined || Object.keys(mapping.eventColumns ?? {}).length > 0;
  if (mapping.first_name === undefined || mapping.last_name === undefined) {
    problems.mapping = ['Choose the columns of the first name and the last name.'];
    return { mapping, validation: { rows: [], households: [], errors: [] }, events, eventIdOf, newEvents, eventsMapped, existingGuests, problems };
  }
  const skipped = new Set(options.skipRows ?? []);
  const rows = skipped.size === 0 ? table.rows : table.rows.filter((row) => !skipped.has(row.row));
  const validation = validateGuestRows({ ...table, rows }, mapping, { existingGuests: options.mode === 'append' ? existingGuests : 0 });

  const ownEvents = new Map(events.map((event) => [nameKey(event.name), event.id]));
  const added = new Map<string, string>();
  for (const name of validation.rows.flatMap((guest) => guest.events)) {
    if (eventIdOf.has(name)) continue;
    const key = nameKey(name);
    eventIdOf.set(name, ownEvents.get(key) ?? null);
    if (!ownEvents.has(key) && !added.has(key)) added.set(key, name);
  }
  newEvents.push(...added.values());
  if (events.length + newEvents.length > maxEvents) {
    problems.file = [`The file names ${newEvents.length} events you do not have yet (${newEvents.slice(0, 5).join(', ')}${newEvents.length > 5 ? ', …' : ''}); a wedding has at most ${maxEvents} events and you have ${events.length}.`];
  }
  if (validation.rows.length === 0) (problems.file ??= []).push('The file has no guests to import.');
  return { mapping, validation, events, eventIdOf, newEvents, eventsMapped, existingGuests, problems };
}

/** At most this many row errors go into a refusal's messages; the preview lists them all. */
const maxErrorMessages = 100;

/** The plan's row errors as a refusal's messages ("Row 7: First name is required."). */
export function rowErrorMessages(plan: ImportPlan): string[] {
  const { errors } = plan.validation;
  const shown = errors.slice(0, maxErrorMessages).map(rowErrorText);
  if (errors.length > maxErrorMessages) shown.push(`…and ${(errors.length - maxErrorMessages).toLocaleString('en-AU')} more errors: preview the import to see them all.`);
  return shown;
}
