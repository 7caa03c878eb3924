import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../../db/schema/accounts';
import { RefusedError } from '../platform/errors';
import { findAccountToken, spendAccountToken } from './account-tokens';
import { beginSession, type SessionContext } from './begin-session';
import { endOtherSessions } from './end-session';
import { emailField, withPasswordConfirmation } from './input-fields';
import { hashPassword } from './password';
import { loadViewer, type Viewer } from './viewer';

export const resetPasswordInput = withPasswordConfirmation({ email: emailField, token: z.string().max(100) });

export const invalidResetMessage = 'This password reset link is invalid or has expired. Please ask for a new one.';

/**
 * Spec §7 resetPassword(email, password, password_confirmation, token): sets the new password,
 * ends every session of the account (whoever knew the old password is out), confirms the address
 * (the link proved it) and signs this browser in.
 */
export async function resetPassword(context: SessionContext, input: unknown): Promise<Viewer> {
  const fields = resetPasswordInput.parse(input);
  const found = await findAccountToken(context.db, fields.token, 'reset_password');
  // The e-mail typed must be the one the link was sent to: a leaked link alone is not enough.
  if (!found || found.email.toLowerCase() !== fields.email.toLowerCase()) throw new RefusedError(invalidResetMessage, 'NOT_FOUND');
  const passwordHash = await hashPassword(fields.password);
  if (!(await spendAccountToken(context.db, found.id))) throw new RefusedError(invalidResetMessage, 'NOT_FOUND');
  await context.db
    .update(users)
    .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: new Date() })
    .where(eq(users.id, found.userId));
  await endOtherSessions(context.db, found.userId, null);
  await beginSession(context, found.userId);
  return (await loadViewer(context.db, found.userId))!;
}
