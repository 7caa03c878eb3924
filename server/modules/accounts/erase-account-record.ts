import { eq } from 'drizzle-orm';
import { accountTokens, passkeyChallenges, passkeys, recoveryCodes, sessions, signInEvents, userIdentities, userTotp, users } from '../../../db/schema/accounts';
import type { RequestContext } from '../../context';
import { formerMemberName } from './pending-deletion';

/**
 * The accounts module's part of an erasure (privacy's eraseDueAccounts, in its transaction): the
 * users row stays as a tombstone (`erased_at`) so the other side's conversations, reviews and
 * invoices still point at someone, "a former member", but every personal fact on it goes: the
 * address becomes one nobody can receive at, names, picture, wedding details, signature, password;
 * the ways to sign in (tokens, social links, the second step, passkeys) and the sign-in history go.
 * The roles stay (a former vendor's listings and invoices read them). The avatar's URL, for the
 * caller to remove the file once committed; null when there is nothing to erase (already erased).
 */
export async function eraseAccountRecord(ctx: Pick<RequestContext, 'db' | 'clock'>, userId: number): Promise<{ avatar: string | null } | null> {
  const [row] = await ctx.db.select({ avatar: users.avatar, erasedAt: users.erasedAt }).from(users).where(eq(users.id, userId)).for('update');
  if (!row || row.erasedAt) return null;
  for (const table of [sessions, accountTokens, userIdentities, userTotp, recoveryCodes, passkeys, passkeyChallenges, signInEvents]) {
    await ctx.db.delete(table).where(eq(table.userId, userId));
  }
  const now = ctx.clock.now();
  await ctx.db
    .update(users)
    .set({
      email: `erased-${userId}@former-member.invalid`,
      passwordHash: null,
      firstName: formerMemberName,
      lastName: null,
      nickname: null,
      address: null,
      avatar: null,
      weddingDate: null,
      weddingVenue: null,
      weddingLocation: null,
      newsletterNotify: false,
      updatesNotify: false,
      chatSignature: null,
      emailVerifiedAt: null,
      suspensionReason: null,
      erasedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  return { avatar: row.avatar };
}
