import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema/accounts';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { passwordChangedEmail } from './account-emails';
import { beginSession } from './begin-session';
import { confirmCurrentPassword } from './confirm-current-password';
import { endOtherSessions } from './end-session';
import { accountIdField, currentPasswordField, withPasswordConfirmation } from './input-fields';
import { hashPassword } from './password';
import { authorizeAccountChange } from './policy';
import { loadViewer } from './viewer';
import { type Viewer } from '../../kernel';
import { log } from '../../observability/log';

export const changePasswordInput = withPasswordConfirmation({ id: accountIdField, currentPassword: currentPasswordField('Current password is required') });

/**
 * A new password (spec §7 updateUserPassword), after the current one. Every other session of the
 * account ends, so whoever knew the old password is signed out. A person changing their own
 * password in a browser gets a brand-new session there; an API client keeps its bearer session.
 * The account's address is told, with a way back if it was not them.
 */
export async function changePassword(ctx: RequestContext, input: unknown): Promise<Viewer> {
  const { id: userId, password, currentPassword } = parseInput(changePasswordInput, input);
  const viewer = await authorizeAccountChange(ctx, userId);
  const { db, session } = ctx;
  await confirmCurrentPassword(ctx, viewer.id, currentPassword);
  const passwordHash = await hashPassword(password);
  const own = userId === viewer.id;
  const keepSession = own && session?.kind === 'bearer' ? session.id : null;
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: ctx.clock.now() }).where(eq(users.id, userId));
    await endOtherSessions(tx, userId, keepSession);
  });
  // After the commit: the browser's old session is gone with the others; it gets a new one.
  if (own && session?.kind === 'cookie') await beginSession({ ...ctx, session: null }, userId, null);
  const changed = (await loadViewer(db, userId))!;
  await ctx.mailer
    .send(passwordChangedEmail(ctx.settings['app.name'], changed, `${ctx.publicUrl}/password/reset`))
    .catch((error: unknown) => log.error({ err: error, requestId: ctx.requestId }, 'Password change notice not sent'));
  return changed;
}
