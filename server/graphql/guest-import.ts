import { guestFields, type GuestMapping, type RowError } from '../../shared/guests/guest-csv-fields';
import { importGuests, previewGuestImport, type GuestImportPreview, type GuestImportResult, type ImportedGuestPreview } from '../modules/guests';
import { builder } from './builder';
import { GuestListType } from './guests';
import { useCaseResolver } from './use-case-resolver';

/**
 * Issue 34: the guest list's CSV import over GraphQL, a multipart upload (the file) like a review's
 * photos. previewGuestImport shows what importGuests would do, writing nothing; every rule lives in
 * the guests module (docs/guests.md, "CSV import and export"). The export is /planning/guests.csv.
 */

const columnDescription = 'The index of the file’s column (0 the first)';

const EventColumnInput = builder.inputType('GuestImportEventColumnInput', {
  fields: (t) => ({ event: t.string({ required: true, description: 'The event’s name: one of the couple’s, or a new one' }), column: t.int({ required: true, description: columnDescription }) }),
});

const MappingInput = builder.inputType('GuestImportMappingInput', {
  description: 'Which column of the file feeds which field; a field left out is not read. Absent: the mapping suggested from the header.',
  fields: (t) => ({
    ...Object.fromEntries(guestFields.map((field) => [field, t.int({ description: columnDescription })])),
    event_columns: t.field({ type: [EventColumnInput], description: 'Yes/no columns: yes, y, x, ✓, true, 1 or "invited" invite the guest to the event' }),
  }),
});

const EventColumnType = builder.objectRef<{ event: string; column: number }>('GuestImportEventColumn').implement({
  fields: (t) => ({ event: t.exposeString('event'), column: t.exposeInt('column') }),
});

const MappingType = builder.objectRef<GuestMapping>('GuestImportMapping').implement({
  description: 'Which column (by index, 0 the first) feeds which field',
  fields: (t) => ({
    ...Object.fromEntries(guestFields.map((field) => [field, t.int({ nullable: true, resolve: (mapping) => mapping[field] ?? null })])),
    event_columns: t.field({ type: [EventColumnType], resolve: (mapping) => Object.entries(mapping.eventColumns ?? {}).map(([event, column]) => ({ event, column })) }),
  }),
});

const ColumnType = builder.objectRef<GuestImportPreview['columns'][number]>('GuestImportColumn').implement({
  fields: (t) => ({ name: t.exposeString('name', { description: 'The header’s name, or "Column A", …' }), sample: t.exposeString('sample', { description: 'The column’s first value' }) }),
});

const RowErrorType = builder.objectRef<RowError>('GuestImportRowError').implement({
  fields: (t) => ({
    row: t.exposeInt('row', { description: 'The row’s number as a spreadsheet shows it (the header is row 1)' }),
    field: t.exposeString('field', { description: 'The field (first_name, …), or "row"' }),
    message: t.exposeString('message'),
  }),
});

const ProblemType = builder.objectRef<{ field: string; messages: string[] }>('GuestImportProblem').implement({
  fields: (t) => ({ field: t.exposeString('field', { description: 'mapping or file' }), messages: t.exposeStringList('messages') }),
});

const ImportedGuestType = builder.objectRef<ImportedGuestPreview>('GuestImportGuest').implement({
  fields: (t) => ({
    rows: t.exposeIntList('rows', { description: 'The rows the guest comes from (one per event in an export)' }),
    first_name: t.exposeString('firstName'),
    last_name: t.exposeString('lastName'),
    household: t.exposeString('household'),
    age_group: t.exposeString('ageGroup'),
    side: t.exposeString('side'),
    email: t.exposeString('email', { nullable: true }),
    events: t.exposeStringList('events'),
    plus_one_of: t.exposeString('plusOneOf', { nullable: true, description: 'The host’s name, for a plus-one' }),
  }),
});

const PreviewType = builder.objectRef<GuestImportPreview>('GuestImportPreview').implement({
  description: 'What importGuests would do with the file; nothing is written',
  fields: (t) => ({
    columns: t.field({ type: [ColumnType], resolve: (preview) => preview.columns }),
    has_header: t.exposeBoolean('hasHeader'),
    mapping: t.field({ type: MappingType, description: 'The mapping used: the one given, or the suggested one', resolve: (preview) => preview.mapping }),
    row_count: t.exposeInt('rowCount', { description: 'Rows with anything in them, the header not counted' }),
    guests: t.exposeInt('guests'),
    households: t.exposeInt('households'),
    plus_ones: t.exposeInt('plusOnes'),
    first_guests: t.field({ type: [ImportedGuestType], description: 'The first 10 guests as they would be added', resolve: (preview) => preview.firstGuests }),
    errors: t.field({ type: [RowErrorType], description: 'Every row’s errors by row number (the first 500)', resolve: (preview) => preview.errors }),
    error_count: t.exposeInt('errorCount'),
    bad_rows: t.exposeIntList('badRows', { description: 'The rows with errors (the first 1,000): importGuests refuses the file until they are fixed or named in skip_rows' }),
    bad_row_count: t.exposeInt('badRowCount'),
    problems: t.field({
      type: [ProblemType],
      description: 'What stops the import whichever rows are skipped: the name columns not chosen, too many events, no guests',
      resolve: (preview) => Object.entries(preview.problems).map(([field, messages]) => ({ field, messages })),
    }),
    new_events: t.exposeStringList('newEvents', { description: 'Events the file names that the couple does not have: the import adds them' }),
    existing_guests: t.exposeInt('existingGuests'),
  }),
});

const ResultType = builder.objectRef<GuestImportResult>('GuestImportResult').implement({
  fields: (t) => ({
    guests: t.exposeInt('guests', { description: 'Guests added' }),
    households: t.exposeInt('households', { description: 'Households added' }),
    plus_ones: t.exposeInt('plusOnes'),
    invitations: t.exposeInt('invitations'),
    events_added: t.exposeStringList('eventsAdded'),
    replaced: t.exposeInt('replaced', { description: 'Guests removed first (replace)' }),
    skipped_rows: t.exposeIntList('skippedRows'),
    list: t.field({ type: GuestListType, resolve: (result) => result.list }),
  }),
});

const modeDescription = 'append (add to the list) or replace (remove every current household and guest first)';

builder.queryFields((t) => ({
  previewGuestImport: t.field({
    type: PreviewType,
    description: 'The signed-in couple’s CSV checked against their list: the mapping, the first guests, every row’s errors by number. A multipart request; at most 2 MB, UTF-8.',
    args: { file: t.arg({ type: 'Upload', required: true }), mapping: t.arg({ type: MappingInput }), mode: t.arg.string({ description: `${modeDescription}; append when absent` }) },
    resolve: useCaseResolver(previewGuestImport),
  }),
}));

builder.mutationFields((t) => ({
  importGuests: t.field({
    type: ResultType,
    description: 'Imports the guests of a CSV (multipart; at most 2 MB, UTF-8, 1,000 guests, 15 a household). Any bad row refuses the whole file with every row’s errors, unless named in skip_rows.',
    args: {
      file: t.arg({ type: 'Upload', required: true }),
      mapping: t.arg({ type: MappingInput }),
      mode: t.arg.string({ required: true, description: modeDescription }),
      skip_rows: t.arg.intList({ description: 'Rows to leave out (their numbers as previewGuestImport’s bad_rows gives them); at most 1,000' }),
    },
    resolve: useCaseResolver(importGuests),
  }),
}));
