import { Title } from '@mantine/core';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import type { GuestImportPreview } from '../../../server/modules/guests';
import { guestFieldLabels, guestFields, maxCsvBytes, maxImportedGuests, rowErrorText, type GuestField } from '../../../shared/guests/guest-csv-fields';
import { FormErrorsAlert, errorIdOf } from '~/components/form/form-errors-alert';
import type { FormErrors } from '~/lib/form-errors';
import { PlanningNav } from './planning-nav';
import planning from './planning.module.css';
import { columnFieldOf, eventColumnFieldOf, eventNameFieldOf, type ImportAnswer, type ImportStep, type ImportSummary } from './guest-import-form';
import classes from './guest-import.module.css';

/** Rows the action may leave out (importGuests' skip_rows); past that the file needs fixing. */
const maxSkippedRows = 1000;
/** Row errors listed on the page; the rest are counted. */
const errorsListed = 100;

const plural = (count: number, one: string, many = `${one}s`) => `${count.toLocaleString('en-AU')} ${count === 1 ? one : many}`;
const sideText: Record<string, string> = { 'partner-1': 'Partner 1', 'partner-2': 'Partner 2', both: 'Both' };
/** "rows 7, 9 and 12" */
const rowsText = (rows: number[]) => (rows.length === 1 ? `row ${rows[0]}` : `rows ${rows.slice(0, -1).join(', ')} and ${rows.at(-1)}`);

const hints: Partial<Record<GuestField, string>> = {
  household: 'People with the same household answer together. Without one, people with the same last name and address are one household.',
  side: 'partner-1, partner-2 or both.',
  plus_ones: 'How many plus-ones the guest may bring (0 to 5).',
  plus_one_of: 'For a plus-one: their host’s name.',
  events: 'Event names separated by ; (for example “Ceremony; Reception”). Without events, everyone is invited to every event.',
};

/**
 * /planning/guests/import (issue 34): choose a CSV, match its columns to the guest list's fields,
 * check the preview (its bad rows by number), append or replace, import. Plain multipart forms;
 * scripts only add the size check before sending and the buttons' pending state.
 */
export function GuestImportPage({ summary, answer }: { summary: ImportSummary | null; answer: ImportAnswer | undefined }) {
  const step = answer?.step;
  const current = summary ? 3 : step ? 2 : 1;
  return (
    <div className={`content-width ${planning.page}`}>
      <Title order={1}>Import guests</Title>
      <PlanningNav />
      <p className={planning.intro}>
        Bring your guest list in from a spreadsheet: save it as a CSV file from Excel, Numbers or Google Sheets.
      </p>
      <p className={planning.meta}>
        <Link to="/planning/guests">Back to the guest list</Link> ·{' '}
        <a href="/planning/guests.csv" download>
          Download your list (CSV, opens in Excel)
        </a>
      </p>
      <ol className={classes.steps} aria-label="Steps">
        {['Choose a file', 'Match the columns', 'Check and import'].map((label, index) => (
          <li key={label} aria-current={(summary ? 2 : current - 1) === index ? 'step' : undefined}>
            {label}
          </li>
        ))}
      </ol>
      {summary && <Summary summary={summary} />}
      {step && <MappingForm key={step.previewed + step.csv.length} step={step} errors={answer?.errors} />}
      <UploadForm errors={step ? undefined : answer?.errors} again={Boolean(step || summary)} />
    </div>
  );
}

function Summary({ summary }: { summary: ImportSummary }) {
  return (
    <section className={classes.summary} aria-labelledby="import-done" role="status">
      <h2 id="import-done">
        Imported {plural(summary.guests, 'guest')} in {plural(summary.households, 'household')}
      </h2>
      <p>
        {summary.replaced > 0 && `Your previous ${plural(summary.replaced, 'guest')} were removed first. `}
        {summary.plusOnes > 0 && `${plural(summary.plusOnes, 'plus-one')} linked to their hosts. `}
        {summary.eventsAdded > 0 && `${plural(summary.eventsAdded, 'event')} added to your events. `}
        {summary.skipped > 0 && `${plural(summary.skipped, 'row')} with errors left out.`}
      </p>
      <p>
        <Link to="/planning/guests">Go to your guest list</Link>
      </p>
    </section>
  );
}

function UploadForm({ errors, again }: { errors: FormErrors | undefined; again: boolean }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'upload';
  // A courtesy check before sending a file the server would refuse (it checks again).
  const [tooBig, setTooBig] = useState(false);
  const check = (event: ChangeEvent<HTMLInputElement>) => setTooBig((event.currentTarget.files?.[0]?.size ?? 0) > maxCsvBytes);
  const hold = (event: FormEvent<HTMLFormElement>) => {
    if (tooBig) event.preventDefault();
  };
  const shown = tooBig ? { ...errors, file: 'The file is larger than 2 MB. Split it, or remove columns you do not need.' } : errors;
  return (
    <section className={planning.panel} aria-labelledby="choose-file">
      <h2 id="choose-file">{again ? 'Import another file' : 'Choose a CSV file'}</h2>
      <p className={planning.meta}>
        One row per guest with their first and last name; other columns are up to you (household, e-mail, phone, address, adult/child/infant, side, group, dietary needs, meal, notes, plus-ones,
        events). A header row helps us match the columns. UTF-8 (“CSV UTF-8” in Excel), up to 2 MB and {maxImportedGuests.toLocaleString('en-AU')} guests. A file you exported from here imports back as
        it was.
      </p>
      <Form method="post" encType="multipart/form-data" className={planning.form} onSubmit={hold}>
        <input type="hidden" name="intent" value="upload" />
        <FormErrorsAlert formId="upload" errors={shown} />
        <div className={`${planning.field} ${planning.wide}`}>
          <label htmlFor="upload-file">CSV file</label>
          <input
            id="upload-file"
            name="file"
            type="file"
            accept=".csv,text/csv"
            required
            onChange={check}
            className={classes.file}
            aria-invalid={shown?.file ? true : undefined}
            aria-describedby={shown?.file ? errorIdOf('upload', 'file') : undefined}
          />
        </div>
        <div className={`${planning.actions} ${planning.wide}`}>
          <button type="submit" className={again ? planning.secondary : planning.primary} aria-disabled={busy || undefined}>
            {busy ? 'Reading the file…' : 'Upload and preview'}
          </button>
        </div>
      </Form>
    </section>
  );
}

function columnLabel(column: GuestImportPreview['columns'][number]): string {
  return column.sample ? `${column.name} (e.g. ${column.sample})` : column.name;
}

function MappingForm({ step, errors }: { step: ImportStep; errors: FormErrors | undefined }) {
  const { preview } = step;
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null;
  const blocked = Object.keys(preview.problems).length > 0;
  const tooManyBad = preview.badRowCount > maxSkippedRows;
  const canImport = !blocked && !tooManyBad && preview.guests > 0;
  const invalid = (name: string) => (errors?.[name] ? true : undefined);
  const described = (name: string, hint?: string) => [hint, errors?.[name] ? errorIdOf('import', name) : undefined].filter(Boolean).join(' ') || undefined;
  const skipped = preview.badRowCount > 0 && !tooManyBad ? ` and leave out ${preview.badRowCount <= 5 ? rowsText(preview.badRows) : plural(preview.badRowCount, 'row')} with errors` : '';
  return (
    // The answer is read where the buttons are: scripts keep the page where it was, and without them the browser goes to #check-import.
    <Form method="post" encType="multipart/form-data" action="/planning/guests/import#check-import" preventScrollReset>
      <input type="hidden" name="csv" value={step.csv} />
      <input type="hidden" name="file_name" value={step.fileName} />
      <input type="hidden" name="previewed" value={step.previewed} />
      <input type="hidden" name="skip_rows" value={canImport ? preview.badRows.join(',') : ''} />
      {preview.events.map((event, index) => (
        <input key={event.id} type="hidden" name={eventNameFieldOf(index)} value={event.name} />
      ))}
      <section className={planning.panel} aria-labelledby="match-columns">
        <h2 id="match-columns">Match the columns</h2>
        <p className={planning.meta}>
          Reading {step.fileName}: {plural(preview.rowCount, 'row')}
          {preview.hasHeader ? ' after the header row' : ' (no header row: every row is a guest)'}. Choose the column that holds each field; we chose what the header names.
        </p>
        <fieldset className={classes.columns}>
          <legend>Guest fields</legend>
          {guestFields.map((field) => {
            const name = columnFieldOf(field);
            const hint = hints[field] ? `import-hint-${field}` : undefined;
            return (
              <div key={field} className={planning.field}>
                <label htmlFor={`import-${name}`}>
                  {guestFieldLabels[field]}
                  {field === 'first_name' || field === 'last_name' ? ' (required)' : ''}
                </label>
                <select
                  id={`import-${name}`}
                  name={name}
                  defaultValue={step.values[name] ?? ''}
                  className={planning.input}
                  aria-invalid={invalid(`mapping.${field}`)}
                  aria-describedby={described(`mapping.${field}`, hint)}
                >
                  <option value="">Not in the file</option>
                  {preview.columns.map((column, index) => (
                    <option key={index} value={index}>
                      {columnLabel(column)}
                    </option>
                  ))}
                </select>
                {hint && (
                  <p id={hint} className={planning.hint}>
                    {hints[field]}
                  </p>
                )}
              </div>
            );
          })}
        </fieldset>
        {preview.events.length > 0 && (
          <fieldset className={classes.columns}>
            <legend>A column per event (yes, x or ✓ means invited)</legend>
            {preview.events.map((event, index) => (
              <div key={event.id} className={planning.field}>
                <label htmlFor={`import-${eventColumnFieldOf(index)}`}>Invited to {event.name}</label>
                <select id={`import-${eventColumnFieldOf(index)}`} name={eventColumnFieldOf(index)} defaultValue={step.values[eventColumnFieldOf(index)] ?? ''} className={planning.input}>
                  <option value="">No such column</option>
                  {preview.columns.map((column, columnIndex) => (
                    <option key={columnIndex} value={columnIndex}>
                      {columnLabel(column)}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          </fieldset>
        )}
        <div className={`${planning.actions} ${classes.submit}`}>
          <button type="submit" name="intent" value="preview" className={planning.secondary} aria-disabled={submitting === 'preview' || undefined}>
            {submitting === 'preview' ? 'Checking…' : 'Preview again'}
          </button>
          <span className={planning.hint}>After changing a column, preview again before you import.</span>
        </div>
      </section>

      <section className={planning.panel} aria-labelledby="check-import">
        <h2 id="check-import">Check and import</h2>
        <FormErrorsAlert formId="import" errors={errors} />
        <p>
          {plural(preview.guests, 'guest')} in {plural(preview.households, 'household')}
          {preview.plusOnes > 0 ? ` (${plural(preview.plusOnes, 'plus-one')})` : ''} from {plural(preview.rowCount, 'row')}.
          {preview.newEvents.length > 0 && ` New events, added to yours: ${preview.newEvents.join(', ')}.`}
        </p>
        {Object.entries(preview.problems).map(([field, messages]) => (
          <p key={field} className={classes.problem} role="alert">
            {messages.join(' ')}
          </p>
        ))}
        {preview.errorCount > 0 && (
          <>
            <h3 className={classes.subhead}>
              {plural(preview.badRowCount, 'row')} with errors
            </h3>
            <p className={planning.meta}>
              {tooManyBad
                ? `Too many rows have errors to leave them out: fix the file and upload it again.`
                : 'These rows are left out when you import. To include them, fix them in your spreadsheet and upload the file again.'}
            </p>
            <ul className={classes.errors}>
              {preview.errors.slice(0, errorsListed).map((error, index) => (
                <li key={`${error.row}-${error.field}-${index}`}>{rowErrorText(error)}</li>
              ))}
            </ul>
            {preview.errorCount > errorsListed && <p className={planning.meta}>…and {plural(preview.errorCount - errorsListed, 'more error')}.</p>}
          </>
        )}
        {preview.firstGuests.length > 0 && (
          <div className={classes.scroller} role="region" aria-labelledby="preview-caption" tabIndex={0}>
            <table className={`${planning.table} ${planning.wrapping}`}>
              <caption id="preview-caption">
                {preview.guests > preview.firstGuests.length ? `The first ${preview.firstGuests.length} guests, as they will be added` : 'The guests, as they will be added'}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Row</th>
                  <th scope="col">Name</th>
                  <th scope="col">Household</th>
                  <th scope="col">Side</th>
                  <th scope="col">Events</th>
                  <th scope="col">Plus-one of</th>
                </tr>
              </thead>
              <tbody>
                {preview.firstGuests.map((guest) => (
                  <tr key={guest.rows.join('-')}>
                    <td>{guest.rows.join(', ')}</td>
                    <td>
                      {guest.firstName} {guest.lastName}
                    </td>
                    <td>{guest.household}</td>
                    <td>{sideText[guest.side] ?? guest.side}</td>
                    <td>{guest.events.join(', ') || 'None'}</td>
                    <td>{guest.plusOneOf ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {preview.existingGuests > 0 ? (
          <fieldset className={classes.mode}>
            <legend>Your list has {plural(preview.existingGuests, 'guest')} now</legend>
            <label>
              <input type="radio" name="mode" value="append" defaultChecked={step.mode === 'append'} /> Add the file’s guests to them
            </label>
            <label>
              <input type="radio" name="mode" value="replace" defaultChecked={step.mode === 'replace'} /> Replace the list with the file’s guests (download it above first if you may want it back)
            </label>
            <label className={classes.confirm}>
              <input type="checkbox" name="confirm_replace" defaultChecked={step.confirmed} aria-invalid={invalid('confirm_replace')} aria-describedby={described('confirm_replace')} /> When replacing: yes, remove my{' '}
              {plural(preview.existingGuests, 'guest')} now listed, with their answers and seats, first.
            </label>
          </fieldset>
        ) : (
          <input type="hidden" name="mode" value="append" />
        )}
        <div className={`${planning.actions} ${classes.submit}`}>
          <button type="submit" name="intent" value="import" className={planning.primary} disabled={!canImport} aria-disabled={submitting === 'import' || undefined}>
            {submitting === 'import' ? `Importing ${plural(preview.guests, 'guest')}…` : `Import ${plural(preview.guests, 'guest')}${skipped}`}
          </button>
        </div>
      </section>
    </Form>
  );
}
