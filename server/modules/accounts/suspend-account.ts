import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { sessions, users } from '../../../db/schema/accounts';
import type { RequestContext } from '../../context';
import { recordAuditEvent } from '../audit/internal';
import { parseInput, RefusedError, requireAdministrator } from '../../kernel';
import { noSuchUser } from './find-user-record';
import { accountIdField } from './input-fields';

export const suspendAccountInput = z.object({
  id: accountIdField,
  reason: z.string({ error: 'Give a reason for the suspension.' }).trim().min(1, 'Give a reason for the suspension.').max(500, 'The reason may be at most 500 characters.'),
});

export const suspendSelfMessage = 'You cannot suspend your own account.';

/**
 * An administrator suspends an account with a reason: sign-in is refused from now on and every
 * open session (browser or API token) ends at once. Audited. A vendor's listings are held by the
 * admin module's suspendUser, which calls this in its transaction (accounts cannot reach catalog).
 */
export async function suspendAccount(ctx: RequestContext, input: unknown): Promise<{ id: number; sessionsEnded: number }> {
  const { id, reason } = parseInput(suspendAccountInput, input);
  const admin = requireAdministrator(ctx.viewer);
  if (id === admin.id) throw new RefusedError(suspendSelfMessage, 'CONFLICT');
  return ctx.db.transaction(async (db) => {
    const [user] = await db.select({ suspendedAt: users.suspendedAt }).from(users).where(eq(users.id, id)).for('update');
    if (!user) throw noSuchUser();
    if (user.suspendedAt) throw new RefusedError('This account is already suspended.', 'CONFLICT');
    await db.update(users).set({ suspendedAt: ctx.clock.now(), suspensionReason: reason, updatedAt: ctx.clock.now() }).where(eq(users.id, id));
    const ended = await db.delete(sessions).where(eq(sessions.userId, id)).returning({ id: sessions.id });
    await recordAuditEvent({ ...ctx, db }, { action: 'user.suspend', entityType: 'user', entityId: id, before: { suspended: false }, after: { suspended: true, sessionsEnded: ended.length }, reason });
    return { id, sessionsEnded: ended.length };
  });
}
