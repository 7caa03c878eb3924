import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../../db/schema/accounts';
import type { RequestContext } from '../../context';
import { recordAuditEvent } from '../audit/internal';
import { parseInput, requireAdministrator } from '../../kernel';
import { passwordResetEmail } from './account-emails';
import { issueAccountToken } from './account-tokens';
import { noSuchUser } from './find-user-record';
import { accountIdField } from './input-fields';

export const sendPasswordResetLinkInput = z.object({ id: accountIdField });

/**
 * An administrator sends a user the password reset e-mail of the ordinary flow (the person picks
 * their own password: administrators never see or set one). Audited, since it acts on an account.
 */
export async function sendPasswordResetLink(ctx: RequestContext, input: unknown): Promise<{ email: string }> {
  const { id } = parseInput(sendPasswordResetLinkInput, input);
  requireAdministrator(ctx.viewer);
  const [user] = await ctx.db.select({ id: users.id, email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, id));
  if (!user) throw noSuchUser();
  const token = await issueAccountToken(ctx, user.id, 'reset_password', user.email);
  await recordAuditEvent(ctx, { action: 'user.password_reset_link', entityType: 'user', entityId: id, after: { sentTo: user.email } });
  await ctx.mailer.send(passwordResetEmail(ctx.settings['app.name'], user, `${ctx.publicUrl}/password/reset/${token}?email=${encodeURIComponent(user.email)}`));
  return { email: user.email };
}
