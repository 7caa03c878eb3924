import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../../db/schema/accounts';
import type { RequestContext } from '../../context';
import { verifyBotCheck } from '../bot-check';
import { parseInput, SecondStepRequiredError, type Viewer } from '../../kernel';
import { beginSession } from './begin-session';
import { spendSecondStepCode } from './second-step';
import { wrongCodeMessage } from './sign-in';
import { clearSignInFailures, recordSignInFailure, signInCheckLevel } from './sign-in-limits';
import { readSignInTicket } from './sign-in-ticket';
import { loadViewer } from './viewer';

export const signInWithCodeInput = z.object({
  /** The ticket the password step answered with (sign-in-ticket.ts), from the page's cookie. */
  ticket: z.string().max(200).catch(''),
  otp: z.string({ error: 'Authentication code is required' }).trim().min(1, 'Authentication code is required').max(64, 'The code is not valid.'),
  altcha: z.string().max(4_096).nullish(),
});

/**
 * The sign-in pages' second form: the code (or a recovery code) after the password step passed,
 * which the ticket vouches for, so the password never travels twice or lands in the page. Behind
 * the same limits as the password (sign-in-limits.ts, keyed by the account's e-mail): a wrong code
 * is a failure, and past the limits the bot check comes first. A new session; the viewer.
 */
export async function signInWithCode(ctx: RequestContext, input: unknown): Promise<Viewer> {
  const { ticket, otp, altcha } = parseInput(signInWithCodeInput, input);
  const { userId, expiresAt } = await readSignInTicket(ctx, ticket);
  const [user] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const email = user?.email ?? '';
  const level = await signInCheckLevel(ctx.rateLimiter, email, ctx.clientAddress);
  if (level > 0) await verifyBotCheck(ctx, { altcha: altcha ?? '', level });
  if (!user || !(await spendSecondStepCode(ctx.db, userId, otp, ctx.clock.now()))) {
    await recordSignInFailure(ctx.rateLimiter, email, ctx.clientAddress);
    // The same ticket, so more tries never stretch its five minutes.
    throw new SecondStepRequiredError(wrongCodeMessage, ticket, expiresAt);
  }
  await clearSignInFailures(ctx.rateLimiter, email);
  await beginSession(ctx, userId, 'password');
  return (await loadViewer(ctx.db, userId))!;
}
