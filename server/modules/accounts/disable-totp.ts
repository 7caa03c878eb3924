import { eq } from 'drizzle-orm';
import { recoveryCodes, userTotp } from '../../../db/schema/accounts';
import type { RequestContext } from '../../context';
import { parseInput, RefusedError } from '../../kernel';
import { recordAuditEvent } from '../audit/internal';
import { confirmPasswordAndCode, passwordAndCodeInput } from './confirm-password-and-code';
import { auditsChangesBy, requireOwnSignInSecurity } from './policy';
import { confirmedTotpOf } from './second-step';

export const secondStepOffMessage = 'Two-step sign-in is not on.';

/**
 * Turns two-step sign-in off, with the password and a code (a recovery code too, for a lost
 * phone): the secret and the recovery codes go. An administrator may (to move to another app), and
 * is then taken to set it up again before the admin area opens; audited.
 */
export async function disableTotp(ctx: RequestContext, input: unknown): Promise<void> {
  const proof = parseInput(passwordAndCodeInput, input);
  const viewer = requireOwnSignInSecurity(ctx);
  if (!(await confirmedTotpOf(ctx.db, viewer.id))) throw new RefusedError(secondStepOffMessage, 'CONFLICT');
  await confirmPasswordAndCode(ctx, viewer.id, proof);
  await ctx.db.transaction(async (db) => {
    await db.delete(userTotp).where(eq(userTotp.userId, viewer.id));
    await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, viewer.id));
    if (auditsChangesBy(viewer)) await recordAuditEvent({ ...ctx, db }, { action: 'user.second_step', entityType: 'user', entityId: viewer.id, before: { secondStep: true }, after: { secondStep: false } });
  });
}
