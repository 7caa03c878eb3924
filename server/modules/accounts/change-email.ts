import { and, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { accountTokens, users } from '../../../db/schema/accounts';
import type { RequestContext } from '../../context';
import { InvalidInputError, isUniqueViolation, parseInput, emailField } from '../../kernel';
import { emailChangedEmail } from './account-emails';
import { confirmCurrentPassword } from './confirm-current-password';
import { accountIdField, currentPasswordField } from './input-fields';
import { authorizeAccountChange } from './policy';
import { emailTakenMessage } from './create-account';
import { sendActivationEmail } from './send-activation-email';
import { loadViewer } from './viewer';
import { type Viewer } from '../../kernel';
import { log } from '../../observability/log';

export const changeEmailInput = z
  .object({
    id: accountIdField,
    email: emailField,
    emailConfirmation: z.string({ error: 'Email confirmation is required' }).trim().min(1, 'Email confirmation is required').max(254, 'The email confirmation does not match.'),
    currentPassword: currentPasswordField('Current password is required'),
  })
  .superRefine((value, context) => {
    // An empty repeat already has its message: one message per problem.
    if (value.emailConfirmation && value.email.toLowerCase() !== value.emailConfirmation.toLowerCase()) {
      context.addIssue({ code: 'custom', path: ['emailConfirmation'], message: 'The email confirmation does not match.' });
    }
  });

/**
 * A new e-mail address (spec §7 updateUserEmail), after the current password. The new address is
 * unverified until the link e-mailed to it is followed; links sent to the old one (activation,
 * password reset) stop working, and the old address is told where the account's mail goes now.
 */
export async function changeEmail(ctx: RequestContext, input: unknown): Promise<Viewer> {
  const { id: userId, email, currentPassword } = parseInput(changeEmailInput, input);
  const viewer = await authorizeAccountChange(ctx, userId);
  const { db } = ctx;
  // The password before the address: without it nobody learns which addresses are taken.
  await confirmCurrentPassword(ctx, viewer.id, currentPassword);
  const [current] = await db.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, userId));
  if (current.email.toLowerCase() === email.toLowerCase()) {
    throw new InvalidInputError({ email: ['This is already the account’s email address.'] });
  }
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, ne(users.id, userId)));
  if (taken) throw new InvalidInputError({ email: [emailTakenMessage] });
  try {
    await db.transaction(async (tx) => {
      await tx.update(users).set({ email, emailVerifiedAt: null, updatedAt: ctx.clock.now() }).where(eq(users.id, userId));
      await tx.delete(accountTokens).where(eq(accountTokens.userId, userId));
    });
  } catch (error) {
    // Someone took the address between the check and the update.
    if (isUniqueViolation(error)) throw new InvalidInputError({ email: [emailTakenMessage] });
    throw error;
  }
  // The change stands without the e-mails; the new link can be asked for again from the site.
  await Promise.all([
    sendActivationEmail(ctx, { id: userId, email, firstName: current.firstName }),
    ctx.mailer.send(emailChangedEmail(ctx.settings['app.name'], current, email, `${ctx.publicUrl}/contact`)),
  ]).catch((error: unknown) => log.error({ err: error, requestId: ctx.requestId }, 'E-mail change messages not sent'));
  return (await loadViewer(db, userId))!;
}
