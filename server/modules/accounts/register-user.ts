import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { userRoles, users } from '../../../db/schema/accounts';
import type { RequestContext } from '../../context';
import { verifyBotCheck } from '../bot-check';
import { InvalidInputError, isUniqueViolation, parseInput } from '../platform';
import { beginSession } from './begin-session';
import { emailField, withPasswordConfirmation } from './input-fields';
import { hashPassword } from './password';
import { sendActivationEmail } from './send-activation-email';
import { addressKey, throttle, throttleRules } from './throttle';

/** A checkbox from a form ('on') or a boolean from GraphQL. */
const checkbox = z.preprocess((value) => value === true || value === 'on' || value === 'true', z.boolean());

export const registerInput = withPasswordConfirmation({
  firstName: z.string({ error: 'First name is required' }).trim().min(1, 'First name is required').max(100, 'First name may be at most 100 characters'),
  lastName: z
    .string()
    .trim()
    .max(100, 'Last name may be at most 100 characters')
    .nullish()
    .transform((value) => value || null),
  email: emailField,
  newsletterNotify: checkbox.default(false),
  /** The bot check's solution (spec §5: nothing is sent without one), checked by the bot-check module. */
  altcha: z.string().max(10_000).nullish(),
});

export const emailTakenMessage = 'The email has already been taken.';

/**
 * Creates a couple's account (spec §5 Register), signs it in and e-mails the link that confirms
 * its address. The bot check is spent only once the input is valid, so a typo does not cost a new
 * proof of work. An address already registered is refused per field: the contact form relies on
 * that answer (spec §4), and the sign-up limit per address slows anyone who tries addresses out.
 */
export async function registerUser(ctx: RequestContext, input: unknown): Promise<number> {
  const fields = parseInput(registerInput, input);
  await throttle(ctx.rateLimiter, [{ key: addressKey('sign-up', ctx.clientAddress), rule: throttleRules.signUpPerAddress }]);
  await verifyBotCheck(ctx, { altcha: fields.altcha });

  const [existing] = await ctx.db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = lower(${fields.email})`);
  if (existing) throw new InvalidInputError({ email: [emailTakenMessage] });

  const passwordHash = await hashPassword(fields.password);
  const user = await ctx.db
    .transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          email: fields.email,
          passwordHash,
          firstName: fields.firstName,
          lastName: fields.lastName,
          newsletterNotify: fields.newsletterNotify,
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

  await beginSession(ctx, user.id);
  // The account is whole without the e-mail; if sending fails, the person can ask for it again.
  await sendActivationEmail(ctx, user).catch((error: unknown) => console.error('Activation e-mail not sent:', error));
  return user.id;
}
