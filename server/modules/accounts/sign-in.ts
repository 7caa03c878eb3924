import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { users } from '../../../db/schema/accounts';
import type { RequestContext } from '../../context';
import { verifyBotCheck } from '../bot-check';
import { parseInput, RefusedError, SecondStepRequiredError, emailField } from '../../kernel';
import { beginSession } from './begin-session';
import { currentPasswordField } from './input-fields';
import { hashPassword, verifyPassword } from './password';
import { confirmedTotpOf, spendSecondStepCode } from './second-step';
import { clearSignInFailures, recordSignInFailure, signInCheckLevel } from './sign-in-limits';
import { secondStepRequired } from './sign-in-ticket';
import { loadViewer } from './viewer';
import { type Viewer } from '../../kernel';

export const signInInput = z.object({
  email: emailField,
  password: currentPasswordField(),
  /** The bot check's solution, asked for only past the sign-in limits (sign-in-limits.ts). */
  altcha: z.string().max(4_096).nullish(),
  /** The second step, for an account that has it: the authenticator's 6 digits, or a recovery code. */
  otp: z.string().max(64, 'The code is not valid.').nullish(),
});

/**
 * Signs in with an e-mail and password (spec §7 login): a new session and its cookie; the
 * signed-in viewer. An account with two-step sign-in answers MFA_REQUIRED (no session) until a
 * good `otp` comes with the password.
 */
export async function signIn(ctx: RequestContext, input: unknown): Promise<Viewer> {
  const credentials = parseInput(signInInput, input);
  const userId = await checkThrottledCredentials(ctx, credentials);
  await beginSession(ctx, userId, 'password');
  return (await loadViewer(ctx.db, userId))!;
}

type Credentials = z.output<typeof signInInput>;

/**
 * checkCredentials and the second step behind the sign-in limits (sign-in-limits.ts): past them,
 * the bot check's solution at the level the failures ask for comes first (spent even when the
 * password is wrong: each guess costs its work); a wrong password or a wrong code is a failure
 * counted for the account and the address, and only both steps passed clear the account's count
 * (else a known password would buy unlimited guesses at the 6 digits). The right password and
 * code are never refused.
 */
export async function checkThrottledCredentials(ctx: RequestContext, credentials: Credentials): Promise<number> {
  const { email, altcha } = credentials;
  const level = await signInCheckLevel(ctx.rateLimiter, email, ctx.clientAddress);
  if (level > 0) await verifyBotCheck(ctx, { altcha: altcha ?? '', level });
  let userId: number;
  try {
    userId = await checkCredentials(ctx.db, credentials);
    await checkSecondStep(ctx, userId, credentials.otp);
  } catch (error) {
    // Only asked for the code: nothing was guessed yet.
    const codeAsked = error instanceof SecondStepRequiredError && !credentials.otp;
    if (!codeAsked) await recordSignInFailure(ctx.rateLimiter, email, ctx.clientAddress);
    throw error;
  }
  await clearSignInFailures(ctx.rateLimiter, email);
  return userId;
}

export const secondStepAskedMessage = 'Enter the 6-digit code from your authenticator app.';
export const wrongCodeMessage = 'That code did not work. Enter the newest code from your authenticator app, or a recovery code you have not used.';

/**
 * Once the password was right: nothing for an account without two-step sign-in; else the code,
 * spent (sign-in-ticket.ts's ticket rides on the refusal, for the pages' second form).
 */
async function checkSecondStep(ctx: RequestContext, userId: number, otp: string | null | undefined): Promise<void> {
  if (!(await confirmedTotpOf(ctx.db, userId))) return;
  if (!otp) throw await secondStepRequired(ctx, userId, secondStepAskedMessage);
  if (!(await spendSecondStepCode(ctx.db, userId, otp, ctx.clock.now()))) throw await secondStepRequired(ctx, userId, wrongCodeMessage);
}

export const wrongCredentialsMessage = 'These credentials do not match our records.';

/**
 * Checks an e-mail and password; the user's id when they match. An unknown e-mail, an account
 * without a password (social sign-in only) and a wrong password get the same answer after the
 * same work (one Argon2id verification), so neither the message nor the time tells whether an
 * account exists.
 */
export async function checkCredentials(db: Database, { email, password }: Credentials): Promise<number> {
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  const matches = await verifyPassword(user?.passwordHash ?? (await decoyHash()), password);
  if (!user?.passwordHash || !matches) throw new RefusedError(wrongCredentialsMessage, 'UNAUTHENTICATED');
  return user.id;
}

let decoy: Promise<string> | undefined;

/** A real Argon2id hash of nothing anyone types, verified against when there is no account. */
function decoyHash(): Promise<string> {
  decoy ??= hashPassword(`decoy-${crypto.randomUUID()}`);
  return decoy;
}
