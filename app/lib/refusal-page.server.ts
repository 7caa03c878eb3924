import { data } from 'react-router';
import { refusalOf } from '../../server/kernel';
import { notFound } from './not-found';

/**
 * A refusal in words, for a page that shows it in its own place (a link that no longer works, a
 * search of no possible shape) or an answer that carries it as text or JSON: the refusal's own
 * message, or the first of its fields' (input of no possible shape is refused per field), with its
 * status from the one table (server/kernel/errors.ts). Anything that is not a refusal is thrown on
 * to the error page: a bug.
 */
export function shownRefusal(error: unknown): { message: string; status: number } {
  const refusal = refusalOf(error);
  if (!refusal) throw error;
  return { message: Object.values(refusal.fields ?? {})[0]?.[0] ?? refusal.message, status: refusal.status };
}

export type ReadOptions = {
  /**
   * What BAD_USER_INPUT means: by default an id in the URL of no possible shape, so no such thing
   * (the 404 page); `'refused'` answers it as any other refusal, 400 with the field's message (a
   * filter in the URL, whose words help).
   */
  badInput?: 'not-found' | 'refused';
};

/**
 * A loader's read (a promise, or a function that starts it), or the page for its refusal. "No such
 * thing here" (NOT_FOUND, and BAD_USER_INPUT) is the 404 page (`notFound()`); any other refusal
 * (UNAUTHENTICATED, FORBIDDEN, CONFLICT, TOO_MANY_ATTEMPTS) is thrown as its status with its
 * message, which the root's error boundary shows as the refused page. Anything else is thrown on:
 * a bug, answered 500 with an error id.
 */
export async function readOr404<T>(read: Promise<T> | (() => Promise<T>), { badInput = 'not-found' }: ReadOptions = {}): Promise<T> {
  try {
    return await (typeof read === 'function' ? read() : read);
  } catch (error) {
    const code = refusalOf(error)?.code;
    if (code === 'NOT_FOUND' || (code === 'BAD_USER_INPUT' && badInput === 'not-found')) notFound();
    const { message, status } = shownRefusal(error);
    throw data({ message }, { status });
  }
}

/**
 * A read whose refusal means "none" here (a place search of no possible shape finds no places, a
 * calendar token of none is no calendar): its value, or `fallback` for any refusal. Anything else
 * is thrown on: a bug.
 */
export async function readOr<T, Fallback>(read: Promise<T> | (() => Promise<T>), fallback: Fallback): Promise<T | Fallback> {
  try {
    return await (typeof read === 'function' ? read() : read);
  } catch (error) {
    if (!refusalOf(error)) throw error;
    return fallback;
  }
}
