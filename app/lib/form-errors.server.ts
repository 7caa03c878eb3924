import { data } from 'react-router';
import { refusalOf } from '../../server/kernel';
import { joinFieldErrors, type FormErrors, type FormValues } from './form-errors';
import { notFound } from './not-found';

/**
 * What an action answers when a use case refused the input: the errors for the form to show, and
 * what was typed (`keptValues`), for the form to come back filled in after a post without JavaScript.
 */
export type FormFailure = { errors: FormErrors; values?: FormValues };

/**
 * A form's fields as a use case's input (wire names, turned to the use case's own by
 * `withWireNames`): a name sent several times (checkboxes, a list) becomes a list; files stay files.
 */
export function formFields(form: FormData): Record<string, FormDataEntryValue | FormDataEntryValue[]> {
  const fields: Record<string, FormDataEntryValue | FormDataEntryValue[]> = {};
  for (const name of new Set(form.keys())) {
    const values = form.getAll(name);
    fields[name] = values.length === 1 ? values[0] : values;
  }
  return fields;
}

// Never sent back: what a person types to prove who they are, and the bot check's one-use solution.
const secretField = /password|^altcha$/i;

/**
 * The fields a refused form gets back as typed: text only (files stay on the server), and never a
 * password (any field whose name holds "password", the current one included) or the bot check's
 * solution, so nothing secret is written into the page.
 */
export function keptValues(fields: FormData | Record<string, FormDataEntryValue | FormDataEntryValue[]>): FormValues {
  const values: FormValues = {};
  for (const [name, value] of Object.entries(fields instanceof FormData ? formFields(fields) : fields)) {
    if (secretField.test(name)) continue;
    const texts = (Array.isArray(value) ? value : [value]).filter((entry): entry is string => typeof entry === 'string');
    if (texts.length > 0) values[name] = Array.isArray(value) ? texts : texts[0];
  }
  return values;
}

export type FailureOptions = {
  /** NOT_FOUND is the 404 page, not the form's error: the URL names the thing the form changes (a listing in the editor). */
  notFoundPage?: boolean;
  /** The form's fields as posted: sent back as typed (`keptValues`), so a form posted without JavaScript comes back filled in. */
  values?: FormData | Record<string, FormDataEntryValue | FormDataEntryValue[]>;
};

/**
 * Turns a use case's refusal into the form's errors, with the status of the one refusal table
 * (server/kernel/errors.ts), and what was typed when `values` are given; anything unexpected is
 * thrown on to the error page.
 */
export function formFailure(error: unknown, { notFoundPage = false, values }: FailureOptions = {}) {
  const refusal = refusalOf(error);
  if (!refusal) throw error;
  if (notFoundPage && refusal.code === 'NOT_FOUND') notFound();
  const errors = refusal.fields ? joinFieldErrors(refusal.fields) : { form: refusal.message };
  const headers: HeadersInit = refusal.retryAfterSeconds ? { 'Retry-After': String(refusal.retryAfterSeconds) } : {};
  return data<FormFailure>(values ? { errors, values: keptValues(values) } : { errors }, { status: refusal.status, headers });
}
