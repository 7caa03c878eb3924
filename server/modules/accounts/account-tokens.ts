import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { accountTokens, users, type AccountTokenPurpose } from '../../../db/schema/accounts';
import { hashSecretToken, newSecretToken } from './secret-token';

/** How long an e-mailed link works: a day for confirming an address, an hour for a password reset. */
export const accountTokenLifetimeMs: Record<AccountTokenPurpose, number> = {
  verify_email: 48 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
};

/**
 * A one-time token for a link e-mailed to `email`; only the newest token of a purpose works, so
 * asking again replaces the link sent before. The database keeps the token's hash.
 */
export async function issueAccountToken(db: Database, userId: number, purpose: AccountTokenPurpose, email: string): Promise<string> {
  const token = newSecretToken();
  await db.delete(accountTokens).where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose)));
  await db.insert(accountTokens).values({
    id: hashSecretToken(token),
    userId,
    purpose,
    email,
    expiresAt: new Date(Date.now() + accountTokenLifetimeMs[purpose]),
  });
  return token;
}

/**
 * The user a token was issued to, if it is unexpired, of this purpose, and sent to the address the
 * account still has (a token dies when the address changes). Does not use it up: see spendAccountToken.
 */
export async function findAccountToken(db: Database, token: string, purpose: AccountTokenPurpose): Promise<{ id: string; userId: number; email: string } | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [found] = await db
    .select({ id: accountTokens.id, userId: accountTokens.userId, email: users.email })
    .from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .where(
      and(
        eq(accountTokens.id, hashSecretToken(token)),
        eq(accountTokens.purpose, purpose),
        gt(accountTokens.expiresAt, new Date()),
        sql`lower(${accountTokens.email}) = lower(${users.email})`,
      ),
    );
  return found ?? null;
}

/** Uses a token up; false when another request used it first. */
export async function spendAccountToken(db: Database, id: string): Promise<boolean> {
  const removed = await db.delete(accountTokens).where(eq(accountTokens.id, id)).returning({ id: accountTokens.id });
  return removed.length === 1;
}
