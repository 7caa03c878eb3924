import type { z } from 'zod';

/** Messages per input field, as spec §5's "validation" error carries them. */
export type FieldErrors = Record<string, string[]>;

/**
 * The one table from a refusal's code to its HTTP status. GraphQL sends the code as
 * `extensions.code`, form actions and REST answers use the status; nothing else maps codes.
 */
export const statusOfRefusal = {
  /** Bad input, per field (spec §8's "validation"). */
  BAD_USER_INPUT: 400,
  /** Sign in first. */
  UNAUTHENTICATED: 401,
  /** The password was right; the account's second step (an authenticator's code or a recovery code) is still to come. */
  MFA_REQUIRED: 401,
  /** Signed in, but not allowed. */
  FORBIDDEN: 403,
  /** An administrator without two-step sign-in: the admin area waits until they turn it on. */
  SECOND_STEP_REQUIRED: 403,
  /** No such thing, or not the viewer's to know of (a stranger's conversation answers the same). */
  NOT_FOUND: 404,
  /** Allowed, but not in this state (a full wishlist, a listing with nobody to message). */
  CONFLICT: 409,
  /** It was there and is no more (an expired download). */
  GONE: 410,
  /** The account waits for its erasure (issue 35): no session until the person cancels the deletion. */
  ACCOUNT_PENDING_DELETION: 403,
  /** Too many attempts: try again after `retryAfterSeconds`. */
  TOO_MANY_ATTEMPTS: 429,
} as const;

export type RefusalCode = Exclude<keyof typeof statusOfRefusal, 'BAD_USER_INPUT'>;

/**
 * Input a use case refused, per field: its schema's messages (spec §5's texts) or a reason the
 * schema could not see (an e-mail already taken, a wrong current password).
 */
export class InvalidInputError extends Error {
  readonly code = 'BAD_USER_INPUT';
  constructor(readonly fields: FieldErrors) {
    super('validation');
    this.name = 'InvalidInputError';
  }
}

/**
 * A request a use case refuses as a whole (not signed in, not yours, too many attempts), with a
 * message fit to show the person: spec §5's "general error".
 */
export class RefusedError extends Error {
  constructor(
    message: string,
    readonly code: RefusalCode,
    /** For TOO_MANY_ATTEMPTS: when to try again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'RefusedError';
  }
}

/**
 * MFA_REQUIRED once the password was right: the second step is still to come. It carries the
 * accounts module's ticket ("the password step passed", signed, good until `ticketExpiresAt`),
 * which the sign-in pages keep in a short-lived cookie for their code form; the API answers never
 * show it.
 */
export class SecondStepRequiredError extends RefusedError {
  constructor(
    message: string,
    readonly ticket: string,
    readonly ticketExpiresAt: Date,
  ) {
    super(message, 'MFA_REQUIRED');
    this.name = 'SecondStepRequiredError';
  }
}

/** A refusal as every adapter answers it. */
export type Refusal = {
  status: (typeof statusOfRefusal)[keyof typeof statusOfRefusal];
  code: keyof typeof statusOfRefusal;
  message: string;
  /** For bad input: the messages per field, named as the use case names them (camelCase). */
  fields?: FieldErrors;
  retryAfterSeconds?: number;
};

/**
 * The refusal an error stands for, or null when it is not one: anything else is a bug, answered
 * with a logged 500 and an error id.
 */
export function refusalOf(error: unknown): Refusal | null {
  if (error instanceof InvalidInputError) return { status: 400, code: error.code, message: error.message, fields: error.fields };
  if (error instanceof RefusedError) {
    return { status: statusOfRefusal[error.code], code: error.code, message: error.message, retryAfterSeconds: error.retryAfterSeconds };
  }
  return null;
}

/** The input as the schema reads it, or an InvalidInputError with its messages per field. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw new InvalidInputError(fieldErrorsOf(parsed.error));
}

/** A zod refusal as messages per field (nested paths joined with dots). */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'input';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

export const signInRequired = () => new RefusedError('Please sign in to continue.', 'UNAUTHENTICATED');
export const notAllowed = () => new RefusedError('You are not allowed to do that.', 'FORBIDDEN');
