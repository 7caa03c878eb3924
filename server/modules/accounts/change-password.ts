import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema/accounts';
import type { RequestContext } from '../../context';
import { passwordChangedEmail } from './account-emails';
import { beginSession } from './begin-session';
import { confirmCurrentPassword } from './confirm-current-password';
import { endOtherSessions } from './end-session';
import { currentPasswordField, withPasswordConfirmation } from './input-fields';
import { hashPassword } from './password';
import { authorizeAccountChange } from './policy';
import type { MailContext } from './send-activation-email';
import { loadViewer, type Viewer } from './viewer';

const changePasswordInput = withPasswordConfirmation({ current_password: currentPasswordField('Current password is required') });

/**
 * A new password (spec §7 updateUserPassword), after the current one. Every other session of the
 * account ends, so whoever knew the old password is signed out. A person changing their own
 * password in a browser gets a brand-new session there; an API client keeps its bearer session.
 * The account's address is told, with a way back if it was not them.
 */
export async function changePassword(
  context: Pick<RequestContext, 'db' | 'viewer' | 'session' | 'sessionCookie' | 'rateLimiter'> & MailContext,
  input: unknown,
): Promise<Viewer> {
  const { db, session } = context;
  const { viewer, userId } = await authorizeAccountChange(context, input);
  const { password, current_password } = changePasswordInput.parse(input);
  await confirmCurrentPassword(context, viewer.id, current_password);
  const passwordHash = await hashPassword(password);
  const own = userId === viewer.id;
  const keepSession = own && session?.kind === 'bearer' ? session.id : null;
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    await endOtherSessions(tx, userId, keepSession);
  });
  // After the commit: the browser's old session is gone with the others; it gets a new one.
  if (own && session?.kind === 'cookie') await beginSession({ ...context, session: null }, userId);
  const changed = (await loadViewer(db, userId))!;
  await context.mailer
    .send(passwordChangedEmail(context.settings['app.name'], changed, `${context.publicUrl}/password/reset`))
    .catch((error: unknown) => console.error('Password change notice not sent:', error));
  return changed;
}
