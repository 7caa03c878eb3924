import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { users } from '../../../db/schema/accounts';
import { RefusedError } from '../platform/errors';
import { currentPasswordField, emailField } from './input-fields';
import type { RequestContext } from '../../context';
import { beginSession, type SessionContext } from './begin-session';
import { accountKey, addressKey, throttle, throttleRules } from './throttle';
import { hashPassword, verifyPassword } from './password';
import { loadViewer, type Viewer } from './viewer';

export const signInInput = z.object({ email: emailField, password: currentPasswordField() });

export type SignInContext = SessionContext & Pick<RequestContext, 'rateLimiter' | 'clientAddress'>;

/** Signs in with an e-mail and password: a new session and its cookie; the signed-in viewer. */
export async function signIn(context: SignInContext, input: unknown): Promise<Viewer> {
  const userId = await checkThrottledCredentials(context, input);
  await beginSession(context, userId);
  return (await loadViewer(context.db, userId))!;
}

/**
 * checkCredentials behind the sign-in limits: attempts per account (known or not, so the limit
 * says nothing about which accounts exist) and per address; a success clears the account's count.
 */
export async function checkThrottledCredentials(context: Pick<SignInContext, 'db' | 'rateLimiter' | 'clientAddress'>, input: unknown): Promise<number> {
  const { email } = signInInput.parse(input);
  const account = accountKey('sign-in', email);
  await throttle(context.rateLimiter, [
    { key: account, rule: throttleRules.signInPerAccount },
    { key: addressKey('sign-in', context.clientAddress), rule: throttleRules.signInPerAddress },
  ]);
  const userId = await checkCredentials(context.db, input);
  await context.rateLimiter.reset(account);
  return userId;
}

export const wrongCredentialsMessage = 'These credentials do not match our records.';

/**
 * Checks an e-mail and password; the user's id when they match. An unknown e-mail, an account
 * without a password (social sign-in only) and a wrong password get the same answer after the
 * same work (one Argon2id verification), so neither the message nor the time tells whether an
 * account exists.
 */
export async function checkCredentials(db: Database, input: unknown): Promise<number> {
  const { email, password } = signInInput.parse(input);
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
