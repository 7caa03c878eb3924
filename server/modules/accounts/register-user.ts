import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { userRoles, users } from '../../../db/schema/accounts';
import type { RequestContext } from '../../context';
import { InvalidInputError } from '../platform/errors';
import { isUniqueViolation } from '../platform/is-unique-violation';
import { verifyBotCheck } from '../bot-check';
import { beginSession, type SessionContext } from './begin-session';
import { emailField, withPasswordConfirmation } from './input-fields';
import { hashPassword } from './password';
import { sendActivationEmail, type MailContext } from './send-activation-email';
import { addressKey, throttle, throttleRules } from './throttle';

/** A checkbox from a form ('on') or a boolean from GraphQL. */
const checkbox = z.preprocess((value) => value === true || value === 'on' || value === 'true', z.boolean());

export const registerInput = withPasswordConfirmation({
  first_name: z.string({ error: 'First name is required' }).trim().min(1, 'First name is required').max(100, 'First name may be at most 100 characters'),
  last_name: z
    .string()
    .trim()
    .max(100, 'Last name may be at most 100 characters')
    .nullish()
    .transform((value) => value || null),
  email: emailField,
  newsletter_notify: checkbox.default(false),
  /** The bot check's solution (spec §5: nothing is sent without one). */
  altcha: z.string().max(10_000).nullish(),
});

export const emailTakenMessage = 'The email has already been taken.';

export type RegisterContext = RequestContext;

/**
 * Creates a couple's account (spec §5 Register), signs it in and e-mails the link that confirms
 * its address. The bot check is spent only once the input is valid, so a typo does not cost a new
 * proof of work. An address already registered is refused per field: the contact form relies on
 * that answer (spec §4), and the sign-up limit per address slows anyone who tries addresses out.
 */
export async function registerUser(context: RegisterContext, input: unknown): Promise<number> {
  const fields = registerInput.parse(input);
  await throttle(context.rateLimiter, [{ key: addressKey('sign-up', context.clientAddress), rule: throttleRules.signUpPerAddress }]);
  await verifyBotCheck(context, { altcha: fields.altcha });

  const [existing] = await context.db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = lower(${fields.email})`);
  if (existing) throw new InvalidInputError({ email: [emailTakenMessage] });

  const passwordHash = await hashPassword(fields.password);
  const user = await context.db
    .transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          email: fields.email,
          passwordHash,
          firstName: fields.first_name,
          lastName: fields.last_name,
          newsletterNotify: fields.newsletter_notify,
        })
        .returning({ id: users.id, email: users.email, firstName: users.firstName });
      await tx.insert(userRoles).values({ userId: created.id, role: 'user' });
      return created;
    })
    .catch((error: unknown) => {
      // Two sign-ups with one address at the same moment: the second gets the same answer as above.
      if (isUniqueViolation(error)) throw new InvalidInputError({ email: [emailTakenMessage] });
      throw error;
    });

  await beginSession(context, user.id);
  // The account is whole without the e-mail; if sending fails, the person can ask for it again.
  await sendActivationEmail(context, user).catch((error: unknown) => console.error('Activation e-mail not sent:', error));
  return user.id;
}
