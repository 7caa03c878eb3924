import { and, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { accountTokens, users } from '../../../db/schema';
import { isUniqueViolation } from '../platform/is-unique-violation';
import { InvalidInputError } from '../platform/errors';
import { confirmCurrentPassword } from './confirm-current-password';
import { currentPasswordField, emailField } from './input-fields';
import { authorizeAccountChange, type AccountContext } from './policy';
import { loadViewer, type Viewer } from './viewer';

export const emailTakenMessage = 'The email has already been taken.';

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
 * unverified, and links already sent to the old one (activation, password reset) stop working.
 */
export async function changeEmail(context: AccountContext, input: unknown): Promise<Viewer> {
  const { db } = context;
  const { viewer, userId } = await authorizeAccountChange(context, input);
  const { email, current_password } = changeEmailInput.parse(input);
  // The password before the address: without it nobody learns which addresses are taken.
  await confirmCurrentPassword(db, viewer.id, current_password);
  const [current] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
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
  return (await loadViewer(db, userId))!;
}
