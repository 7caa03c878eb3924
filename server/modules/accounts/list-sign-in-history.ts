import { desc, eq } from 'drizzle-orm';
import { signInEvents, type SignInMethod } from '../../../db/schema/accounts';
import type { RequestContext } from '../../context';
import { requireSignedIn } from '../../kernel';

export type SignInHistoryEntry = { method: SignInMethod; device: string | null; place: string | null; at: Date };

/** The newest sign-ins kept: a person's history, not an unbounded log. */
const maxListed = 1000;

/**
 * The signed-in person's own sign-ins, newest first: how (password, passkey, …), the device and
 * the place guessed from the address, and when. Never another person's; the device's hash stays in.
 */
export async function listSignInHistory(ctx: RequestContext): Promise<SignInHistoryEntry[]> {
  const person = requireSignedIn(ctx.viewer);
  return ctx.db
    .select({ method: signInEvents.method, device: signInEvents.device, place: signInEvents.place, at: signInEvents.at })
    .from(signInEvents)
    .where(eq(signInEvents.userId, person.id))
    .orderBy(desc(signInEvents.at), desc(signInEvents.id))
    .limit(maxListed);
}
