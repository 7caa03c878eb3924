import { and, count, eq, isNull } from 'drizzle-orm';
import { recoveryCodes, userTotp } from '../../../db/schema/accounts';
import type { RequestContext } from '../../context';
import { requireOwnSignInSecurity } from './policy';
import { totpOf } from './second-step';

export type SecondStepState =
  | { state: 'off' }
  /** Begun, not confirmed: the secret is shown until a code confirms it (never after). */
  | { state: 'setting-up'; secret: string; uri: string }
  | { state: 'on'; since: Date; recoveryCodesLeft: number };

/** The viewer's two-step sign-in, as the profile's Password tab and the setup page show it. */
export async function findSecondStep(ctx: RequestContext): Promise<SecondStepState> {
  const viewer = requireOwnSignInSecurity(ctx);
  const [row] = await ctx.db.select().from(userTotp).where(eq(userTotp.userId, viewer.id));
  if (!row) return { state: 'off' };
  if (!row.confirmedAt) return { state: 'setting-up', secret: row.secret, uri: totpOf(row.secret, viewer.email, ctx.settings['app.name']).toString() };
  const [left] = await ctx.db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, viewer.id), isNull(recoveryCodes.usedAt)));
  return { state: 'on', since: row.confirmedAt, recoveryCodesLeft: left.n };
}
