import { sql } from 'drizzle-orm';
import { userRoles, users } from '../../../db/schema/accounts';
import type { RequestContext } from '../../context';
import { verifyBotCheck } from '../bot-check';
import { InvalidInputError, isUniqueViolation, addressKey, throttle } from '../../kernel';
import { beginSession } from './begin-session';
import { hashPassword } from './password';
import { sendActivationEmail } from './send-activation-email';
import { throttleRules } from './throttle';
import { log } from '../../observability/log';

export const emailTakenMessage = 'The email has already been taken.';

/** A new account's fields, already parsed by the sign-up use case that received them. */
export type NewAccount = {
  email: string;
  password: string;
  firstName: string;
  lastName: string | null;
  /** The name others see (chat, listings): a vendor's business name. */
  nickname?: string | null;
  newsletterNotify: boolean;
  /** The bot check's solution (spec §5: nothing is sent without one). */
  altcha?: string | null;
};

export type NewAccountOptions = {
  role: 'user' | 'vendor';
  /** Couples are signed in at once; vendors first confirm their address (spec §4: /confirmation?type=1). */
  signIn: boolean;
  /** More rows written in the account's transaction (a vendor's business), with its context. */
  alsoWrite?: (ctx: RequestContext, user: { id: number }) => Promise<void>;
};

/**
 * The one way an account is made, for the sign-up use cases (a couple's, a vendor's): the sign-up
 * limit per address, the bot check (spent only once the input was valid, so a typo does not cost a
 * new proof of work), the address not yet taken (answered per field: the contact form relies on
 * it), then the account, its role and the caller's rows in one transaction, and the e-mail that
 * confirms the address. It grants no permission: anybody may sign up.
 */
export async function createAccount(ctx: RequestContext, account: NewAccount, options: NewAccountOptions): Promise<number> {
  await throttle(ctx.rateLimiter, [{ key: addressKey('sign-up', ctx.clientAddress), rule: throttleRules.signUpPerAddress }]);
  await verifyBotCheck(ctx, { altcha: account.altcha });

  const [existing] = await ctx.db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = lower(${account.email})`);
  if (existing) throw new InvalidInputError({ email: [emailTakenMessage] });

  const passwordHash = await hashPassword(account.password);
  const user = await ctx.db
    .transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          email: account.email,
          passwordHash,
          firstName: account.firstName,
          lastName: account.lastName,
          nickname: account.nickname ?? null,
          newsletterNotify: account.newsletterNotify,
        })
        .returning({ id: users.id, email: users.email, firstName: users.firstName });
      await tx.insert(userRoles).values({ userId: created.id, role: options.role });
      await options.alsoWrite?.({ ...ctx, db: tx }, created);
      return created;
    })
    .catch((error: unknown) => {
      // Two sign-ups with one address at the same moment: the second gets the same answer as above.
      if (isUniqueViolation(error)) throw new InvalidInputError({ email: [emailTakenMessage] });
      throw error;
    });

  if (options.signIn) await beginSession(ctx, user.id, 'password');
  // The account is whole without the e-mail; if sending fails, the person can ask for it again.
  await sendActivationEmail(ctx, user).catch((error: unknown) => log.error({ err: error, requestId: ctx.requestId }, 'Activation e-mail not sent'));
  return user.id;
}
