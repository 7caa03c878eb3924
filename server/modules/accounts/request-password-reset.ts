import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../../db/schema/accounts';
import type { RequestContext } from '../../context';
import { parseInput, emailField, accountKey, addressKey, throttle } from '../../kernel';
import { passwordResetEmail } from './account-emails';
import { issueAccountToken } from './account-tokens';
import { throttleRules } from './throttle';
import { log } from '../../observability/log';

export const requestPasswordResetInput = z.object({ email: emailField });

/**
 * Spec §7 resetPasswordEmail: e-mails a reset link when the address has an account. The answer is
 * the same either way, and comes before any mail is sent, so neither its words nor its timing tell
 * whether the address is registered (spec: success goes to /confirmation?type=2).
 */
export async function requestPasswordReset(ctx: RequestContext, input: unknown): Promise<void> {
  const { email } = parseInput(requestPasswordResetInput, input);
  await throttle(ctx.rateLimiter, [
    { key: accountKey('reset', email), rule: throttleRules.resetPerAccount },
    { key: addressKey('reset', ctx.clientAddress), rule: throttleRules.resetPerAddress },
  ]);
  const [user] = await ctx.db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  if (!user) return;
  const token = await issueAccountToken(ctx, user.id, 'reset_password', user.email);
  const url = `${ctx.publicUrl}/password/reset/${token}?email=${encodeURIComponent(user.email)}`;
  // Not awaited: a slow mail server must not make a known address answer later than an unknown one.
  void ctx.mailer.send(passwordResetEmail(ctx.settings['app.name'], user, url)).catch((error: unknown) => log.error({ err: error, requestId: ctx.requestId }, 'Password reset e-mail not sent'));
}
