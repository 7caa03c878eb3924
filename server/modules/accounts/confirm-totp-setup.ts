import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { userTotp } from '../../../db/schema/accounts';
import type { RequestContext } from '../../context';
import { InvalidInputError, parseInput, RefusedError, throttle } from '../../kernel';
import { recordAuditEvent } from '../audit/internal';
import { secondStepAlreadyOnMessage } from './begin-totp-setup';
import { auditsChangesBy, requireOwnSignInSecurity } from './policy';
import { acceptedStep, replaceRecoveryCodes } from './second-step';
import { throttleRules } from './throttle';

export const confirmTotpSetupInput = z.object({
  code: z.string({ error: 'Authentication code is required' }).trim().min(1, 'Authentication code is required').max(64, 'The code is not valid.'),
});

export const setupCodeMessage = 'That code did not work. Check that the time on your phone is right, and enter the newest code your app shows.';

/**
 * Turns two-step sign-in on: a code the app made from the secret beginTotpSetup gave proves the
 * app holds it (and is spent: the same code cannot sign in next). The ten recovery codes, shown
 * this once; the table keeps their SHA-256 only. Codes typed are limited per person. An
 * administrator's change is audited.
 */
export async function confirmTotpSetup(ctx: RequestContext, input: unknown): Promise<{ recoveryCodes: string[] }> {
  const { code } = parseInput(confirmTotpSetupInput, input);
  const viewer = requireOwnSignInSecurity(ctx);
  const [row] = await ctx.db.select().from(userTotp).where(eq(userTotp.userId, viewer.id));
  if (row?.confirmedAt) throw new RefusedError(secondStepAlreadyOnMessage, 'CONFLICT');
  if (!row) throw new RefusedError('Start with “Turn on two-step sign-in” to get the QR code first.', 'CONFLICT');
  await throttle(ctx.rateLimiter, [{ key: `second-step:user:${viewer.id}`, rule: throttleRules.secondStepCodePerAccount }]);
  const now = ctx.clock.now();
  const step = acceptedStep(row.secret, code, now, null);
  if (step === null) throw new InvalidInputError({ code: [setupCodeMessage] });
  return ctx.db.transaction(async (db) => {
    // Only the secret the code was checked against: a setup begun again meanwhile stays unconfirmed.
    const confirmed = await db
      .update(userTotp)
      .set({ confirmedAt: now, lastStep: step })
      .where(and(eq(userTotp.userId, viewer.id), eq(userTotp.secret, row.secret), isNull(userTotp.confirmedAt)))
      .returning({ userId: userTotp.userId });
    if (confirmed.length === 0) throw new InvalidInputError({ code: [setupCodeMessage] });
    const recoveryCodes = await replaceRecoveryCodes(db, viewer.id);
    if (auditsChangesBy(viewer)) await recordAuditEvent({ ...ctx, db }, { action: 'user.second_step', entityType: 'user', entityId: viewer.id, before: { secondStep: false }, after: { secondStep: true } });
    return { recoveryCodes };
  });
}
