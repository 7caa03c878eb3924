import { InvalidInputError, type FieldErrors } from './errors';

/**
 * Use cases name their input fields in camelCase (`firstName`); the spec's wire names, which
 * GraphQL arguments, REST bodies and form fields carry, are mostly snake_case (`first_name`).
 * Each adapter translates once, here: the input's keys on the way in, the refused fields on the
 * way out, back to the names the client sent. Nested values are data and keep their keys.
 */
export async function withWireNames<T>(values: Record<string, unknown>, run: (input: Record<string, unknown>) => Promise<T> | T): Promise<T> {
  const wireNameOf = new Map<string, string>();
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const name = camelCase(key);
    wireNameOf.set(name, key);
    input[name] = value;
  }
  try {
    return await run(input);
  } catch (error) {
    if (!(error instanceof InvalidInputError)) throw error;
    throw new InvalidInputError(renameFields(error.fields, (field) => wireNameOf.get(field) ?? snakeCase(field)));
  }
}

/** Field errors named as spec §7 names fields (`conversationId` → `conversation_id`). */
export function wireFieldErrors(fields: FieldErrors): FieldErrors {
  return renameFields(fields, snakeCase);
}

function renameFields(fields: FieldErrors, rename: (field: string) => string): FieldErrors {
  const renamed: FieldErrors = {};
  for (const [path, messages] of Object.entries(fields)) {
    // Only the top-level name is a field: "dates.2" keeps its index.
    const [head, ...rest] = path.split('.');
    const key = [rename(head), ...rest].join('.');
    (renamed[key] ??= []).push(...messages);
  }
  return renamed;
}

export function camelCase(name: string): string {
  return name.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
}

export function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}
