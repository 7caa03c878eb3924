import { and, asc, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { sessions, users } from '../../../db/schema/accounts';
import type { RequestContext } from '../../context';
import { deletionUndoDays } from '../../../shared/privacy/account-deletion';
import { RefusedError } from '../../kernel';
import { userIsVendor } from './viewer';


/**
 * One rule for how others see a person who deleted their account (pending or erased): as "A
 * former member", without a nickname or picture. listPeople and listNotificationContacts read it,
 * so conversations, reviews, the vendor's pipeline and quotes all show the same.
 */
export const formerMemberName = 'A former member';
export const isFormerMember = sql<boolean>`(${users.deletionRequestedAt} is not null)`;

export const accountPendingDeletionMessage = 'This account is being deleted. You can still cancel the deletion on the “Cancel the deletion” page.';

/**
 * Sign-in of any kind (password, social, a reset or activation link, an API token) is refused
 * while the account waits for its erasure (startSession): the person cancels the deletion first
 * (/account/deletion), which signs them in.
 */
export const accountPendingDeletion = () => new RefusedError(accountPendingDeletionMessage, 'ACCOUNT_PENDING_DELETION');

/**
 * Marks the account for erasure `deletionUndoDays` from now and ends every session at once. The
 * caller (privacy's deleteMyAccount) has checked the password and the second step, and audits.
 * Null when it was already marked (a second request changes nothing).
 */
export async function markAccountForDeletion(ctx: Pick<RequestContext, 'db' | 'clock'>, userId: number, removeReviews: boolean): Promise<{ dueAt: Date; sessionsEnded: number } | null> {
  const now = ctx.clock.now();
  const dueAt = new Date(now.getTime() + deletionUndoDays * 86_400_000);
  const marked = await ctx.db
    .update(users)
    .set({ deletionRequestedAt: now, deletionDueAt: dueAt, deletionRemovesReviews: removeReviews, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.deletionRequestedAt)))
    .returning({ id: users.id });
  if (marked.length === 0) return null;
  const ended = await ctx.db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return { dueAt, sessionsEnded: ended.length };
}

/** Takes the deletion back while the undo window is open (and nothing erased). When it had been asked and due; null when there was none to take back. */
export async function clearAccountDeletion(ctx: Pick<RequestContext, 'db' | 'clock'>, userId: number): Promise<{ requestedAt: Date; dueAt: Date } | null> {
  const [row] = await ctx.db
    .select({ requestedAt: users.deletionRequestedAt, dueAt: users.deletionDueAt })
    .from(users)
    .where(and(eq(users.id, userId), isNotNull(users.deletionRequestedAt), gt(users.deletionDueAt, ctx.clock.now()), isNull(users.erasedAt)))
    .for('update');
  if (!row?.requestedAt || !row.dueAt) return null;
  await ctx.db
    .update(users)
    .set({ deletionRequestedAt: null, deletionDueAt: null, deletionRemovesReviews: false, updatedAt: ctx.clock.now() })
    .where(eq(users.id, userId));
  return { requestedAt: row.requestedAt, dueAt: row.dueAt };
}

export type PendingDeletion = { id: number; email: string; firstName: string; lastName: string | null; isVendor: boolean; requestedAt: Date; dueAt: Date; removesReviews: boolean };

/**
 * Accounts waiting for their erasure, the soonest first: all of them for the administrators' list,
 * or those due by `dueBy` for the erasure job (at most `limit`).
 */
export async function listAccountsPendingDeletion({ db }: Pick<RequestContext, 'db'>, { dueBy, limit }: { dueBy?: Date; limit: number }): Promise<PendingDeletion[]> {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      isVendor: userIsVendor,
      requestedAt: users.deletionRequestedAt,
      dueAt: users.deletionDueAt,
      removesReviews: users.deletionRemovesReviews,
    })
    .from(users)
    .where(and(isNotNull(users.deletionDueAt), isNull(users.erasedAt), dueBy ? lte(users.deletionDueAt, dueBy) : undefined))
    .orderBy(asc(users.deletionDueAt), asc(users.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, requestedAt: row.requestedAt!, dueAt: row.dueAt! }));
}
