import { data } from 'react-router';
import { ZodError } from 'zod';
import { fieldErrorsOf, InvalidInputError, RefusedError } from '../../server/modules/platform/errors';
import { joinFieldErrors, type FormErrors } from './form-errors';

/** What an action answers when a use case refused the input: the errors for the form to show. */
export type FormFailure = { errors: FormErrors };

/**
 * Turns a use case's refusal into the form's errors (status 400, or 429 for too many attempts);
 * anything unexpected is thrown on to the error page.
 */
export function formFailure(error: unknown) {
  if (error instanceof ZodError) return data<FormFailure>({ errors: joinFieldErrors(fieldErrorsOf(error)) }, { status: 400 });
  if (error instanceof InvalidInputError) return data<FormFailure>({ errors: joinFieldErrors(error.fields) }, { status: 400 });
  if (error instanceof RefusedError) {
    const status = error.code === 'TOO_MANY_ATTEMPTS' ? 429 : error.code === 'UNAUTHENTICATED' ? 401 : 403;
    const headers: HeadersInit = error.retryAfterSeconds ? { 'Retry-After': String(error.retryAfterSeconds) } : {};
    return data<FormFailure>({ errors: { form: error.message } }, { status, headers });
  }
  throw error;
}
