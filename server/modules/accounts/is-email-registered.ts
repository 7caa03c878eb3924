import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../../db/schema/accounts';
import type { RequestContext } from '../../context';
import { parseInput, emailField } from '../../kernel';

export const isEmailRegisteredInput = z.object({ email: emailField });

/**
 * Whether an account has this e-mail address, in any letter case. Tells whether someone is
 * registered: callers ask only after the bot check (the contact form answers "already been taken",
 * as sign-up does), so trying addresses out costs a proof of work each. No adapter offers it.
 */
export async function isEmailRegistered(ctx: RequestContext, input: unknown): Promise<boolean> {
  const { email } = parseInput(isEmailRegisteredInput, input);
  const [account] = await ctx.db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1);
  return account !== undefined;
}
