import type { RequestContext } from '../../context';
import { parseInput, RefusedError } from '../../kernel';
import { recordAuditEvent } from '../audit/internal';
import { confirmPasswordAndCode, passwordAndCodeInput } from './confirm-password-and-code';
import { secondStepOffMessage } from './disable-totp';
import { auditsChangesBy, requireOwnSignInSecurity } from './policy';
import { confirmedTotpOf, replaceRecoveryCodes } from './second-step';

/**
 * Ten new recovery codes, with the password and a code; the old ones stop working. The codes,
 * shown this once. An administrator's change is audited (that it happened, never the codes).
 */
export async function regenerateRecoveryCodes(ctx: RequestContext, input: unknown): Promise<{ recoveryCodes: string[] }> {
  const proof = parseInput(passwordAndCodeInput, input);
  const viewer = requireOwnSignInSecurity(ctx);
  if (!(await confirmedTotpOf(ctx.db, viewer.id))) throw new RefusedError(secondStepOffMessage, 'CONFLICT');
  await confirmPasswordAndCode(ctx, viewer.id, proof);
  return ctx.db.transaction(async (db) => {
    const recoveryCodes = await replaceRecoveryCodes(db, viewer.id);
    if (auditsChangesBy(viewer)) await recordAuditEvent({ ...ctx, db }, { action: 'user.recovery_codes', entityType: 'user', entityId: viewer.id, after: { recoveryCodes: recoveryCodes.length } });
    return { recoveryCodes };
  });
}
