import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../../db/schema/accounts';
import type { RequestContext } from '../../context';
import { parseInput, RefusedError } from '../../kernel';
import { findAccountToken, spendAccountToken } from './account-tokens';
import { beginSession } from './begin-session';
import { loadViewer } from './viewer';
import { type Viewer } from '../../kernel';

export const invalidActivationMessage = 'This confirmation link is invalid or has expired. Sign in and ask for a new one.';

const invalidLink = () => new RefusedError(invalidActivationMessage, 'NOT_FOUND');

/** The token of an activation link (/email-activation/{token}); one of another shape finds nothing. */
export const activationLinkInput = z.object({ token: z.string({ error: invalidActivationMessage }).max(1_000, invalidActivationMessage) });

/**
 * Confirms the address an activation link was sent to (/email-activation/{token}) and signs its
 * owner in on this browser, unless someone else is signed in here: they stay signed in, and the
 * answer is null. One use only; the link itself is the permission.
 */
export async function activateEmail(ctx: RequestContext, input: unknown): Promise<Viewer | null> {
  const { token } = parseInput(activationLinkInput, input);
  const found = await findAccountToken(ctx, token, 'verify_email');
  if (!found) throw invalidLink();
  const now = ctx.clock.now();
  const spent = await ctx.db.transaction(async (tx) => {
    if (!(await spendAccountToken({ db: tx }, found.id))) return false;
    await tx.update(users).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, found.userId));
    return true;
  });
  // Another request used the link first.
  if (!spent) throw invalidLink();
  if (ctx.viewer && ctx.viewer.id !== found.userId) return null;
  if (!ctx.viewer) await beginSession(ctx, found.userId, 'activation');
  return loadViewer(ctx.db, found.userId);
}
