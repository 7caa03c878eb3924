import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema/accounts';
import type { RequestContext } from '../../context';
import { RefusedError } from '../platform/errors';
import { findAccountToken, spendAccountToken } from './account-tokens';
import { beginSession, type SessionContext } from './begin-session';
import { loadViewer, type Viewer } from './viewer';

export const invalidActivationMessage = 'This confirmation link is invalid or has expired. Sign in and ask for a new one.';

/**
 * Confirms the address an activation link was sent to (/email-activation/{token}) and signs its
 * owner in on this browser, unless someone else is signed in here: they stay signed in, and the
 * answer is null. One use only.
 */
export async function activateEmail(context: SessionContext & Pick<RequestContext, 'viewer'>, token: string): Promise<Viewer | null> {
  const found = await findAccountToken(context.db, token, 'verify_email');
  if (!found || !(await spendAccountToken(context.db, found.id))) throw new RefusedError(invalidActivationMessage, 'NOT_FOUND');
  await context.db.update(users).set({ emailVerifiedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, found.userId));
  if (context.viewer && context.viewer.id !== found.userId) return null;
  if (!context.viewer) await beginSession(context, found.userId);
  return loadViewer(context.db, found.userId);
}
