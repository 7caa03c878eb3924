import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { users } from '../../../db/schema/accounts';
import type { RequestContext } from '../../context';
import { verifyBotCheck } from '../bot-check';
import { parseInput, RefusedError, emailField } from '../../kernel';
import { beginSession } from './begin-session';
import { currentPasswordField } from './input-fields';
import { hashPassword, verifyPassword } from './password';
import { clearSignInFailures, recordSignInFailure, signInCheckLevel } from './sign-in-limits';
import { loadViewer } from './viewer';
import { type Viewer } from '../../kernel';

export const signInInput = z.object({
  email: emailField,
  password: currentPasswordField(),
  /** The bot check's solution, asked for only past the sign-in limits (sign-in-limits.ts). */
  altcha: z.string().max(4_096).nullish(),
});

/** Signs in with an e-mail and password (spec §7 login): a new session and its cookie; the signed-in viewer. */
export async function signIn(ctx: RequestContext, input: unknown): Promise<Viewer> {
  const credentials = parseInput(signInInput, input);
  const userId = await checkThrottledCredentials(ctx, credentials);
  await beginSession(ctx, userId, 'password');
  return (await loadViewer(ctx.db, userId))!;
}

type Credentials = z.output<typeof signInInput>;

/**
 * checkCredentials behind the sign-in limits (sign-in-limits.ts): past them, the bot check's solution
 * at the level the failures ask for comes first (spent even when the password is wrong: each guess
 * costs its work); a failure is counted for the account and the address, a success clears the
 * account's count. The right password is never refused.
 */
export async function checkThrottledCredentials(ctx: RequestContext, credentials: Credentials): Promise<number> {
  const { email, altcha } = credentials;
  const level = await signInCheckLevel(ctx.rateLimiter, email, ctx.clientAddress);
  if (level > 0) await verifyBotCheck(ctx, { altcha: altcha ?? '', level });
  let userId: number;
  try {
    userId = await checkCredentials(ctx.db, credentials);
  } catch (error) {
    await recordSignInFailure(ctx.rateLimiter, email, ctx.clientAddress);
    throw error;
  }
  await clearSignInFailures(ctx.rateLimiter, email);
  return userId;
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
