import { data, redirect } from 'react-router';
import { appContext } from '../../../server/http/router-context';
import { refusalOf } from '../../../server/kernel';
import { importGuests, previewGuestImport, type GuestImportPreview } from '../../../server/modules/guests';
import { guestFields, maxCsvBytes } from '../../../shared/guests/guest-csv-fields';
import { columnFieldOf, eventColumnFieldOf, eventNameFieldOf, mappingFormValues, previewKey, type ImportAnswer, type ImportStep, type ImportSummary, type MappingFormValues } from '~/features/planning/guest-import-form';
import { joinFieldErrors, type FormErrors } from '~/lib/form-errors';
import type { RequestContext } from '../../../server/context';
import type { Route } from './+types/guest-import';
import { requireCouple } from './require-couple.server';

/**
 * /planning/guests/import (issue 34): upload a CSV, match its columns, check the preview, import.
 * Plain multipart forms, so it all works without scripts: the file's bytes travel from one step to
 * the next in a hidden field (base64: any byte, line ends untouched, no text for the edge's checks
 * to refuse), so the couple never chooses the file twice; nothing is kept on the server between
 * steps. After the import, a redirect to this page with the figures (counts only) in the query.
 */

const summaryParams = { guests: 'imported', households: 'households', plusOnes: 'plus_ones', eventsAdded: 'events_added', replaced: 'replaced', skipped: 'skipped' } as const;

/** The import's figures from the query the action redirected to (counts only; anything else reads as none). */
export function loadGuestImport({ context, request }: Route.LoaderArgs): { summary: ImportSummary | null } {
  requireCouple(context.get(appContext), request);
  const query = new URL(request.url).searchParams;
  const count = (name: string) => {
    const text = query.get(name) ?? '';
    return /^\d{1,6}$/.test(text) ? Number(text) : null;
  };
  const figures = Object.fromEntries(Object.entries(summaryParams).map(([key, name]) => [key, count(name)]));
  if (figures.guests === null) return { summary: null };
  return { summary: Object.fromEntries(Object.entries(figures).map(([key, value]) => [key, value ?? 0])) as ImportSummary };
}

const lostFile = 'The file was lost on the way: choose it again.';
const base64Pattern = /^[A-Za-z0-9+/]*={0,2}$/;
/** A file at the 2 MB limit in base64, with room to be refused by the use case's own message. */
const maxBase64Length = Math.ceil((maxCsvBytes + 1024) / 3) * 4;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The file's name for the page (it says which file it is reading), as plain one-line text. */
const displayName = (name: string) => name.replace(/[\p{Cc}\p{Cf}]/gu, '').trim().slice(0, 120) || 'your file';

/** The mapping the form posted, as the use cases take it (wire names; '' for none). */
function postedMapping(form: FormData): { mapping: Record<string, unknown>; values: MappingFormValues } {
  const values: MappingFormValues = {};
  const mapping: Record<string, unknown> = {};
  for (const field of guestFields) {
    values[columnFieldOf(field)] = text(form, columnFieldOf(field));
    mapping[field] = values[columnFieldOf(field)];
  }
  const eventColumns: { event: string; column: string }[] = [];
  for (let index = 0; form.has(eventNameFieldOf(index)) && index < 50; index += 1) {
    values[eventColumnFieldOf(index)] = text(form, eventColumnFieldOf(index));
    if (values[eventColumnFieldOf(index)] !== '') eventColumns.push({ event: text(form, eventNameFieldOf(index)), column: values[eventColumnFieldOf(index)] });
  }
  mapping.event_columns = eventColumns;
  return { mapping, values };
}

/** A refusal's field messages for the page, or rethrown when it is not a refusal (a bug: the error page). */
function errorsOf(error: unknown): FormErrors {
  const refusal = refusalOf(error);
  if (!refusal) throw error;
  return refusal.fields ? joinFieldErrors(refusal.fields) : { form: refusal.message };
}

async function stepOf(app: RequestContext, file: Blob, csv: string, fileName: string, options: { mapping?: Record<string, unknown>; mode: 'append' | 'replace'; confirmed: boolean }): Promise<{ step?: ImportStep; errors?: FormErrors }> {
  let preview: GuestImportPreview;
  let errors: FormErrors | undefined;
  try {
    preview = await previewGuestImport(app, { file, mapping: options.mapping, mode: options.mode });
  } catch (error) {
    errors = errorsOf(error);
    // A mapping the file cannot take (a column it lacks): the suggested one, with the message.
    if (!options.mapping || errors.file) return { errors };
    preview = await previewGuestImport(app, { file, mode: options.mode });
  }
  const values = mappingFormValues(preview.mapping, preview.events);
  return { errors, step: { csv, fileName, preview, values, mode: options.mode, confirmed: options.confirmed, previewed: previewKey(values, options.mode) } };
}

export async function guestImportAction({ context, request }: Route.ActionArgs) {
  const app = context.get(appContext);
  requireCouple(app, request);
  const form = await request.formData();
  const intent = text(form, 'intent');

  if (intent === 'upload') {
    const file = form.get('file');
    // A form sent without a file chosen carries an empty part with no name.
    if (!(file instanceof Blob) || (file.size === 0 && !(file as File).name)) return data<ImportAnswer>({ errors: { file: 'Choose a CSV file.' } }, { status: 400 });
    const bytes = new Uint8Array(await file.slice(0, maxCsvBytes + 1).arrayBuffer());
    const answer = await stepOf(app, file, Buffer.from(bytes).toString('base64'), displayName((file as File).name ?? ''), { mode: 'append', confirmed: false });
    return data<ImportAnswer>(answer, { status: answer.step ? 200 : 400 });
  }

  const csv = text(form, 'csv');
  if ((intent !== 'preview' && intent !== 'import') || csv === '' || csv.length > maxBase64Length || !base64Pattern.test(csv)) return data<ImportAnswer>({ errors: { file: lostFile } }, { status: 400 });
  const file = new Blob([Buffer.from(csv, 'base64')], { type: 'text/csv' });
  const fileName = displayName(text(form, 'file_name'));
  const mode = text(form, 'mode') === 'replace' ? 'replace' : 'append';
  const confirmed = text(form, 'confirm_replace') === 'on';
  const { mapping, values } = postedMapping(form);
  const again = (errors?: FormErrors) => stepOf(app, file, csv, fileName, { mapping, mode, confirmed }).then((answer) => data<ImportAnswer>({ ...answer, errors: { ...errors, ...answer.errors } }, { status: errors || answer.errors ? 400 : 200 }));
  if (intent === 'preview') return again();

  // The import goes ahead only as previewed: the rows it leaves out are the ones the couple saw listed.
  if (text(form, 'previewed') !== previewKey(values, mode)) return again({ form: 'You changed the columns or the mode since the preview: check it again below, then import.' });
  if (mode === 'replace' && !confirmed) return again({ confirm_replace: 'Tick the box to replace your list: it removes every guest on it now, with their answers and seats.' });
  const skipRows = text(form, 'skip_rows') === '' ? [] : text(form, 'skip_rows').split(',');
  try {
    const result = await importGuests(app, { file, mapping, mode, skipRows });
    const figures = { guests: result.guests, households: result.households, plusOnes: result.plusOnes, eventsAdded: result.eventsAdded.length, replaced: result.replaced, skipped: result.skippedRows.length };
    const query = new URLSearchParams(Object.entries(summaryParams).map(([key, name]) => [name, String(figures[key as keyof typeof figures])]));
    return redirect(`/planning/guests/import?${query}`);
  } catch (error) {
    const errors = errorsOf(error);
    // The list changed since the preview (more guests now, say): the fresh preview shows the rows.
    return again(errors.file?.startsWith('Row ') ? { form: 'Nothing was imported: some rows have errors the preview did not show (your list changed since). Check them below.' } : errors);
  }
}
