import { and, eq, gt, sql } from 'drizzle-orm';
import { accountTokens, users, type AccountTokenPurpose } from '../../../db/schema/accounts';
import type { RequestContext } from '../../context';
import { hashSecretToken, newSecretToken } from '../../kernel';

type TokenContext = Pick<RequestContext, 'db' | 'clock'>;

/** How long an e-mailed link works: a day for confirming an address, an hour for a password reset. */
export const accountTokenLifetimeMs: Record<AccountTokenPurpose, number> = {
  verify_email: 48 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
};

/**
 * A one-time token for a link e-mailed to `email`; only the newest token of a purpose works, so
 * asking again replaces the link sent before. The database keeps the token's hash.
 */
export async function issueAccountToken(ctx: TokenContext, userId: number, purpose: AccountTokenPurpose, email: string): Promise<string> {
  const token = newSecretToken();
  await ctx.db.transaction(async (tx) => {
    await tx.delete(accountTokens).where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose)));
    await tx.insert(accountTokens).values({
      id: hashSecretToken(token),
      userId,
      purpose,
      email,
      expiresAt: new Date(ctx.clock.now().getTime() + accountTokenLifetimeMs[purpose]),
    });
  });
  return token;
}

/**
 * The user a token was issued to, if it is unexpired, of this purpose, and sent to the address the
 * account still has (a token dies when the address changes). Does not use it up: see spendAccountToken.
 */
export async function findAccountToken(ctx: TokenContext, token: string, purpose: AccountTokenPurpose): Promise<{ id: string; userId: number; email: string } | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [found] = await ctx.db
    .select({ id: accountTokens.id, userId: accountTokens.userId, email: users.email })
    .from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .where(
      and(
        eq(accountTokens.id, hashSecretToken(token)),
        eq(accountTokens.purpose, purpose),
        gt(accountTokens.expiresAt, ctx.clock.now()),
        sql`lower(${accountTokens.email}) = lower(${users.email})`,
      ),
    );
  return found ?? null;
}

/** Uses a token up; false when another request used it first. */
export async function spendAccountToken(ctx: Pick<RequestContext, 'db'>, id: string): Promise<boolean> {
  const removed = await ctx.db.delete(accountTokens).where(eq(accountTokens.id, id)).returning({ id: accountTokens.id });
  return removed.length === 1;
}
