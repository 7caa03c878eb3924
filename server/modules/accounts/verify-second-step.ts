import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { recoveryCodes, userTotp } from '../../../db/schema/accounts';
import type { RequestContext } from '../../context';
import { hashSecretToken, InvalidInputError } from '../../kernel';

// Stand-in until the TOTP work (branch totp) lands its own check: at merge, this file gives way to
// that one, and its callers keep their one call.

export const secondStepRequiredMessage = 'Enter the 6-digit code from your authenticator app, or a recovery code.';
export const wrongSecondStepMessage = 'This code is not correct.';

/**
 * The second step of a person who turned it on: a current authenticator code (RFC 6238, one step
 * of drift, never the same step twice) or an unused recovery code, refused on `otp`. Nothing is
 * asked of an account without a confirmed second step.
 */
export async function verifySecondStep(ctx: Pick<RequestContext, 'db' | 'clock'>, userId: number, otp: string | null | undefined): Promise<void> {
  const [totp] = await ctx.db
    .select({ secret: userTotp.secret, lastStep: userTotp.lastStep })
    .from(userTotp)
    .where(and(eq(userTotp.userId, userId), isNotNull(userTotp.confirmedAt)))
    .for('update');
  if (!totp) return;
  const code = otp?.replace(/[\s-]/g, '') ?? '';
  if (!code) throw new InvalidInputError({ otp: [secondStepRequiredMessage] });
  if (/^\d{6}$/.test(code)) {
    const timestamp = ctx.clock.now().getTime();
    const delta = new TOTP({ secret: Secret.fromBase32(totp.secret), digits: 6, period: 30 }).validate({ token: code, timestamp, window: 1 });
    const step = Math.floor(timestamp / 30_000) + (delta ?? 0);
    if (delta !== null && (totp.lastStep === null || step > totp.lastStep)) {
      await ctx.db.update(userTotp).set({ lastStep: step }).where(eq(userTotp.userId, userId));
      return;
    }
  } else {
    const used = await ctx.db
      .update(recoveryCodes)
      .set({ usedAt: ctx.clock.now() })
      .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hashSecretToken(code.toLowerCase())), isNull(recoveryCodes.usedAt)))
      .returning({ id: recoveryCodes.id });
    if (used.length > 0) return;
  }
  throw new InvalidInputError({ otp: [wrongSecondStepMessage] });
}
