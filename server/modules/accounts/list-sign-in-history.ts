import { desc, eq } from 'drizzle-orm';
import { signInEvents, type SignInMethod } from '../../../db/schema/accounts';
import type { RequestContext } from '../../context';
import { requireOwnSignInSecurity } from './policy';

export type SignInHistoryRow = { method: SignInMethod; device: string | null; place: string | null; at: Date };

/**
 * The signed-in person's own sign-ins of the last twelve months (older ones are pruned), newest
 * first: how, the device and the place guessed from the address, and when; never the device's hash.
 * For their data export.
 */
export async function listSignInHistory(ctx: RequestContext): Promise<SignInHistoryRow[]> {
  const viewer = requireOwnSignInSecurity(ctx);
  return ctx.db
    .select({ method: signInEvents.method, device: signInEvents.device, place: signInEvents.place, at: signInEvents.at })
    .from(signInEvents)
    .where(eq(signInEvents.userId, viewer.id))
    .orderBy(desc(signInEvents.at), desc(signInEvents.id));
}
