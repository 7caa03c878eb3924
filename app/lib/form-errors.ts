/**
 * A form's errors as spec §5 shows them: one entry per field, its messages joined with " | ",
 * and `form` for a general error (any other server message).
 */
export type FormErrors = Record<string, string>;

export function joinFieldErrors(fields: Record<string, string[]>): FormErrors {
  return Object.fromEntries(Object.entries(fields).map(([field, messages]) => [field, messages.join(' | ')]));
}

/**
 * What a person typed into a form, sent back with its errors, so a form posted without JavaScript
 * comes back filled in (`defaultValue`): a field sent several times is a list. Passwords, the bot
 * check's solution and files are never sent back (`keptValues` in form-errors.server.ts).
 */
export type FormValues = Record<string, string | string[]>;

/** A field's value as typed (a list's first entry), for its `defaultValue`; undefined when it was not sent back. */
export function keptValue(values: FormValues | undefined, name: string): string | undefined {
  const value = values?.[name];
  return Array.isArray(value) ? value[0] : value;
}

/** A field sent several times (checkboxes of one name, a list of inputs), as typed; undefined when it was not sent back. */
export function keptList(values: FormValues | undefined, name: string): string[] | undefined {
  const value = values?.[name];
  return value === undefined ? undefined : Array.isArray(value) ? value : [value];
}
