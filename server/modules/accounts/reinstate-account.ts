import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../../db/schema/accounts';
import type { RequestContext } from '../../context';
import { recordAuditEvent } from '../audit/internal';
import { parseInput, RefusedError, requireAdministrator } from '../../kernel';
import { noSuchUser } from './find-user-record';
import { accountIdField } from './input-fields';

export const reinstateAccountInput = z.object({ id: accountIdField });

/** An administrator ends a suspension: the person may sign in again. Audited, with the reason it had. */
export async function reinstateAccount(ctx: RequestContext, input: unknown): Promise<{ id: number }> {
  const { id } = parseInput(reinstateAccountInput, input);
  requireAdministrator(ctx.viewer);
  return ctx.db.transaction(async (db) => {
    const [user] = await db.select({ suspendedAt: users.suspendedAt, suspensionReason: users.suspensionReason }).from(users).where(eq(users.id, id)).for('update');
    if (!user) throw noSuchUser();
    if (!user.suspendedAt) throw new RefusedError('This account is not suspended.', 'CONFLICT');
    await db.update(users).set({ suspendedAt: null, suspensionReason: null, updatedAt: ctx.clock.now() }).where(eq(users.id, id));
    await recordAuditEvent({ ...ctx, db }, { action: 'user.reinstate', entityType: 'user', entityId: id, before: { suspended: true, reason: user.suspensionReason }, after: { suspended: false } });
    return { id };
  });
}
