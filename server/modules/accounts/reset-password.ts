import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../../db/schema/accounts';
import type { RequestContext } from '../../context';
import { parseInput, RefusedError, emailField } from '../../kernel';
import { findAccountToken, spendAccountToken } from './account-tokens';
import { beginSession } from './begin-session';
import { endOtherSessions } from './end-session';
import { withPasswordConfirmation } from './input-fields';
import { hashPassword } from './password';
import { loadViewer } from './viewer';
import { type Viewer } from '../../kernel';

export const resetPasswordInput = withPasswordConfirmation({ email: emailField, token: z.string().max(100) });

export const invalidResetMessage = 'This password reset link is invalid or has expired. Please ask for a new one.';

const invalidLink = () => new RefusedError(invalidResetMessage, 'NOT_FOUND');

/**
 * Spec §7 resetPassword(email, password, password_confirmation, token): sets the new password,
 * ends every session of the account (whoever knew the old password is out), confirms the address
 * (the link proved it) and signs this browser in. The link, with the address it was sent to, is
 * the permission.
 */
export async function resetPassword(ctx: RequestContext, input: unknown): Promise<Viewer> {
  const fields = parseInput(resetPasswordInput, input);
  const found = await findAccountToken(ctx, fields.token, 'reset_password');
  // The e-mail typed must be the one the link was sent to: a leaked link alone is not enough.
  if (!found || found.email.toLowerCase() !== fields.email.toLowerCase()) throw invalidLink();
  const passwordHash = await hashPassword(fields.password);
  const now = ctx.clock.now();
  const spent = await ctx.db.transaction(async (tx) => {
    if (!(await spendAccountToken({ db: tx }, found.id))) return false;
    await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`, updatedAt: now })
      .where(eq(users.id, found.userId));
    await endOtherSessions(tx, found.userId, null);
    return true;
  });
  // Another request used the link first.
  if (!spent) throw invalidLink();
  await beginSession(ctx, found.userId, 'reset');
  return (await loadViewer(ctx.db, found.userId))!;
}
