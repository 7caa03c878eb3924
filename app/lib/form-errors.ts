/**
 * A form's errors as spec §5 shows them: one entry per field, its messages joined with " | ",
 * and `form` for a general error (any other server message).
 */
export type FormErrors = Record<string, string>;

export function joinFieldErrors(fields: Record<string, string[]>): FormErrors {
  return Object.fromEntries(Object.entries(fields).map(([field, messages]) => [field, messages.join(' | ')]));
}
