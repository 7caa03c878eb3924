import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { users } from '../../../db/schema/accounts';
import type { RequestContext } from '../../context';
import { parseInput, RefusedError } from '../platform';
import { beginSession } from './begin-session';
import { currentPasswordField, emailField } from './input-fields';
import { hashPassword, verifyPassword } from './password';
import { accountKey, addressKey, throttle, throttleRules } from './throttle';
import { loadViewer, type Viewer } from './viewer';

export const signInInput = z.object({ email: emailField, password: currentPasswordField() });

/** Signs in with an e-mail and password (spec §7 login): a new session and its cookie; the signed-in viewer. */
export async function signIn(ctx: RequestContext, input: unknown): Promise<Viewer> {
  const credentials = parseInput(signInInput, input);
  const userId = await checkThrottledCredentials(ctx, credentials);
  await beginSession(ctx, userId);
  return (await loadViewer(ctx.db, userId))!;
}

type Credentials = z.output<typeof signInInput>;

/**
 * checkCredentials behind the sign-in limits: attempts per account (known or not, so the limit
 * says nothing about which accounts exist) and per address; a success clears the account's count.
 */
export async function checkThrottledCredentials(ctx: Pick<RequestContext, 'db' | 'rateLimiter' | 'clientAddress'>, credentials: Credentials): Promise<number> {
  const account = accountKey('sign-in', credentials.email);
  await throttle(ctx.rateLimiter, [
    { key: account, rule: throttleRules.signInPerAccount },
    { key: addressKey('sign-in', ctx.clientAddress), rule: throttleRules.signInPerAddress },
  ]);
  const userId = await checkCredentials(ctx.db, credentials);
  await ctx.rateLimiter.reset(account);
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
