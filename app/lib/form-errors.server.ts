import { data } from 'react-router';
import { refusalOf } from '../../server/kernel';
import { joinFieldErrors, type FormErrors } from './form-errors';
import { notFound } from './not-found';

/** What an action answers when a use case refused the input: the errors for the form to show. */
export type FormFailure = { errors: FormErrors };

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

export type FailureOptions = {
  /** NOT_FOUND is the 404 page, not the form's error: the URL names the thing the form changes (a listing in the editor). */
  notFoundPage?: boolean;
};

/**
 * Turns a use case's refusal into the form's errors, with the status of the one refusal table
 * (server/kernel/errors.ts); anything unexpected is thrown on to the error page.
 */
export function formFailure(error: unknown, { notFoundPage = false }: FailureOptions = {}) {
  const refusal = refusalOf(error);
  if (!refusal) throw error;
  if (notFoundPage && refusal.code === 'NOT_FOUND') notFound();
  const errors = refusal.fields ? joinFieldErrors(refusal.fields) : { form: refusal.message };
  const headers: HeadersInit = refusal.retryAfterSeconds ? { 'Retry-After': String(refusal.retryAfterSeconds) } : {};
  return data<FormFailure>({ errors }, { status: refusal.status, headers });
}
