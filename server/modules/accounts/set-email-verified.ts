import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../../db/schema/accounts';
import type { RequestContext } from '../../context';
import { recordAuditEvent } from '../audit/internal';
import { parseInput, checkboxField, requireAdministrator } from '../../kernel';
import { noSuchUser } from './find-user-record';
import { accountIdField } from './input-fields';

export const setEmailVerifiedInput = z.object({ id: accountIdField, verified: checkboxField });

/** An administrator marks a user's e-mail address verified, or not (a bounced address). Audited. */
export async function setEmailVerified(ctx: RequestContext, input: unknown): Promise<{ id: number; emailVerified: boolean }> {
  const { id, verified } = parseInput(setEmailVerifiedInput, input);
  requireAdministrator(ctx.viewer);
  return ctx.db.transaction(async (db) => {
    const [user] = await db.select({ emailVerifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, id)).for('update');
    if (!user) throw noSuchUser();
    const was = user.emailVerifiedAt !== null;
    if (was !== verified) {
      await db.update(users).set({ emailVerifiedAt: verified ? ctx.clock.now() : null, updatedAt: ctx.clock.now() }).where(eq(users.id, id));
      await recordAuditEvent({ ...ctx, db }, { action: 'user.email_verified', entityType: 'user', entityId: id, before: { emailVerified: was }, after: { emailVerified: verified } });
    }
    return { id, emailVerified: verified };
  });
}
