import { z } from 'zod';
import type { AgeGroup, GuestSide } from '../../../shared/guests/guest-csv';
import type { GuestMapping, RowError } from '../../../shared/guests/guest-csv-fields';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { withGuestList } from './guest-list-model';
import { importFileField, importMappingField, importModeField, planImport, readImportFile, requireColumnsOf } from './guest-import-model';
import { optional } from './input-fields';
import { requireGuestListOwner } from './policy';

export const previewGuestImportInput = z.object({ file: importFileField, mapping: optional(importMappingField), mode: optional(importModeField) });

/** A guest as the import would add them (the preview's first rows). */
export type ImportedGuestPreview = {
  rows: number[];
  firstName: string;
  lastName: string;
  household: string;
  ageGroup: AgeGroup;
  side: GuestSide;
  email: string | null;
  events: string[];
  /** The host's name, for a plus-one. */
  plusOneOf: string | null;
};

export type GuestImportPreview = {
  /** The file's columns (the header's names, or "Column A", …) with a first value, for choosing the mapping. */
  columns: { name: string; sample: string }[];
  hasHeader: boolean;
  /** The mapping used: the one given, or the one suggested from the header and the couple's event names. */
  mapping: GuestMapping;
  /** Rows with anything in them (the header not counted). */
  rowCount: number;
  guests: number;
  households: number;
  plusOnes: number;
  firstGuests: ImportedGuestPreview[];
  /** Every row error, by row number ("Row 7: First name is required."), the first 500. */
  errors: RowError[];
  errorCount: number;
  /** The rows with errors (what importGuests' skip_rows leaves out), the first 1,000. */
  badRows: number[];
  badRowCount: number;
  /** What stops the import whichever rows are left out (the name columns not chosen, too many events, no guests), per field. */
  problems: Record<string, string[]>;
  newEvents: string[];
  events: { id: number; name: string }[];
  existingGuests: number;
};

const firstGuestsShown = 10;
const errorsShown = 500;
const badRowsShown = 1000;
const sampleLength = 40;

/**
 * GraphQL previewGuestImport(file, mapping, mode): what importGuests would do with this file,
 * nothing written: the columns and the mapping (suggested from the header unless given), the first
 * guests as they would be added, every row's errors by row number, the events it would add. `mode`
 * (append unless given) decides whether the guests already listed count toward the 1,000.
 */
export async function previewGuestImport(ctx: RequestContext, input: unknown): Promise<GuestImportPreview> {
  const fields = parseInput(previewGuestImportInput, input);
  const couple = requireGuestListOwner(ctx.viewer);
  const table = await readImportFile(fields.file);
  requireColumnsOf(table, fields.mapping);
  // Under the lock like any write: the first use makes the couple's default events, which the mapping matches.
  const plan = await withGuestList(ctx, couple, (tx) => planImport(tx, couple.id, table, { mapping: fields.mapping, mode: fields.mode ?? 'append' }));
  const { rows, households, errors } = plan.validation;
  const badRows = [...new Set(errors.map((error) => error.row))];
  return {
    columns: table.columns.map((name, index) => ({ name, sample: (table.rows.map((row) => (row.cells[index] ?? '').trim()).find((cell) => cell !== '') ?? '').slice(0, sampleLength) })),
    hasHeader: table.hasHeader,
    mapping: plan.mapping,
    rowCount: table.rows.filter((row) => row.cells.some((cell) => cell.trim() !== '')).length,
    guests: rows.length,
    households: households.length,
    plusOnes: rows.filter((guest) => guest.plusOneOf !== null).length,
    firstGuests: rows.slice(0, firstGuestsShown).map((guest) => {
      const host = guest.plusOneOf === null ? null : rows[guest.plusOneOf];
      return {
        rows: guest.rows,
        firstName: guest.firstName,
        lastName: guest.lastName,
        household: households[guest.household].name,
        ageGroup: guest.ageGroup,
        side: guest.side,
        email: guest.email,
        events: !plan.eventsMapped ? plan.events.map((event) => event.name) : guest.events.length === 0 && host ? host.events : guest.events,
        plusOneOf: host ? `${host.firstName} ${host.lastName}` : null,
      };
    }),
    errors: errors.slice(0, errorsShown),
    errorCount: errors.length,
    badRows: badRows.slice(0, badRowsShown),
    badRowCount: badRows.length,
    problems: plan.problems,
    newEvents: plan.newEvents,
    events: plan.events,
    existingGuests: plan.existingGuests,
  };
}
