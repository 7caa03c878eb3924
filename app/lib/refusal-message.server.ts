import { refusalOf } from '../../server/kernel';

/**
 * A refusal in words for a page that shows one message (a link that no longer works): the
 * refusal's own, or the first of its fields' (a link of no possible shape is refused as input).
 * Anything that is not a refusal is thrown on to the error page.
 */
export function refusalMessage(error: unknown): string {
  const refusal = refusalOf(error);
  if (!refusal) throw error;
  return Object.values(refusal.fields ?? {})[0]?.[0] ?? refusal.message;
}
