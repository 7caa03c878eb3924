import { expect } from 'vitest';
import { InvalidInputError, RefusedError, type FieldErrors, type RefusalCode } from '../../server/kernel';

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    (value) => {
      throw new Error(`expected a refusal, but it succeeded with ${JSON.stringify(value)}`);
    },
    (caught: unknown) => caught,
  );
}

/** The promise is refused as a whole with this code; the refusal, for more checks (its message). */
export async function expectRefusal(promise: Promise<unknown>, code: RefusalCode): Promise<RefusedError> {
  const error = await rejection(promise);
  expect(error).toBeInstanceOf(RefusedError);
  expect((error as RefusedError).code).toBe(code);
  return error as RefusedError;
}

/**
 * The promise is refused for its input, on exactly these fields (named as the use case names
 * them); the messages per field, for more checks.
 */
export async function expectInvalid(promise: Promise<unknown>, fields: string[]): Promise<FieldErrors> {
  const error = await rejection(promise);
  expect(error).toBeInstanceOf(InvalidInputError);
  const found = (error as InvalidInputError).fields;
  expect(Object.keys(found).sort()).toEqual([...fields].sort());
  return found;
}
