/**
 * A form's errors as spec §5 shows them: one entry per field, its messages joined with " | ",
 * and `form` for a general error (any other server message).
 */
export type FormErrors = Record<string, string>;

export function joinFieldErrors(fields: Record<string, string[]>): FormErrors {
  return Object.fromEntries(Object.entries(fields).map(([field, messages]) => [field, messages.join(' | ')]));
}

type GraphQLErrorShape = { message: string; extensions?: { validation?: Record<string, string[]> } };

/** A GraphQL answer's errors as form errors: "validation" per field, anything else as a general error. */
export function formErrorsOfGraphQL(errors: GraphQLErrorShape[]): FormErrors {
  const [first] = errors;
  if (first?.message === 'validation' && first.extensions?.validation) return joinFieldErrors(first.extensions.validation);
  return { form: first?.message ?? 'Something went wrong. Please try again.' };
}
