import type { ZodError } from 'zod';

/** Messages per input field, as spec §5's "validation" error carries them. */
export type FieldErrors = Record<string, string[]>;

/**
 * Input a use case refused for a reason its schema could not see (an e-mail already taken, a wrong
 * current password). Adapters show it like a schema's refusal: per field.
 */
export class InvalidInputError extends Error {
  constructor(readonly fields: FieldErrors) {
    super('validation');
    this.name = 'InvalidInputError';
  }
}

export type RefusalCode = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'TOO_MANY_ATTEMPTS' | 'REFUSED';

/**
 * A request a use case refuses as a whole (not signed in, not yours, too many attempts), with a
 * message fit to show the person: spec §5's "general error".
 */
export class RefusedError extends Error {
  constructor(
    message: string,
    readonly code: RefusalCode = 'REFUSED',
    /** For TOO_MANY_ATTEMPTS: when to try again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'RefusedError';
  }
}

/** A zod refusal as messages per field (nested paths joined with dots). */
export function fieldErrorsOf(error: ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'input';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

export const signInRequired = () => new RefusedError('Please sign in to continue.', 'UNAUTHENTICATED');
export const notAllowed = () => new RefusedError('You are not allowed to do that.', 'FORBIDDEN');
