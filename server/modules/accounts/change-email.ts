import { and, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { accountTokens, users } from '../../../db/schema/accounts';
import type { RequestContext } from '../../context';
import { isUniqueViolation } from '../platform/is-unique-violation';
import { InvalidInputError } from '../platform/errors';
import { confirmCurrentPassword } from './confirm-current-password';
import { currentPasswordField, emailField } from './input-fields';
import { emailChangedEmail } from './account-emails';
import { authorizeAccountChange } from './policy';
import { emailTakenMessage } from './register-user';
import { sendActivationEmail, type MailContext } from './send-activation-email';
import { loadViewer, type Viewer } from './viewer';

const changeEmailInput = z
  .object({
    email: emailField,
    email_confirmation: z.string({ error: 'Email confirmation is required' }).trim().min(1, 'Email confirmation is required'),
    current_password: currentPasswordField('Current password is required'),
  })
  .superRefine((value, context) => {
    // An empty repeat already has its message: one message per problem.
    if (value.email_confirmation && value.email.toLowerCase() !== value.email_confirmation.toLowerCase()) {
      context.addIssue({ code: 'custom', path: ['email_confirmation'], message: 'The email confirmation does not match.' });
    }
  });

/**
 * A new e-mail address (spec §7 updateUserEmail), after the current password. The new address is
 * unverified until the link e-mailed to it is followed; links sent to the old one (activation,
 * password reset) stop working, and the old address is told where the account's mail goes now.
 */
export async function changeEmail(context: Pick<RequestContext, 'db' | 'viewer'> & MailContext & Pick<RequestContext, 'rateLimiter'>, input: unknown): Promise<Viewer> {
  const { db } = context;
  const { viewer, userId } = await authorizeAccountChange(context, input);
  const { email, current_password } = changeEmailInput.parse(input);
  // The password before the address: without it nobody learns which addresses are taken.
  await confirmCurrentPassword(context, viewer.id, current_password);
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
      await tx.update(users).set({ email, emailVerifiedAt: null, updatedAt: new Date() }).where(eq(users.id, userId));
      await tx.delete(accountTokens).where(eq(accountTokens.userId, userId));
    });
  } catch (error) {
    // Someone took the address between the check and the update.
    if (isUniqueViolation(error)) throw new InvalidInputError({ email: [emailTakenMessage] });
    throw error;
  }
  // The change stands without the e-mails; the new link can be asked for again from the site.
  await Promise.all([
    sendActivationEmail(context, { id: userId, email, firstName: current.firstName }),
    context.mailer.send(emailChangedEmail(context.settings['app.name'], current, email, `${context.publicUrl}/contact`)),
  ]).catch((error: unknown) => console.error('E-mail change messages not sent:', error));
  return (await loadViewer(db, userId))!;
}
