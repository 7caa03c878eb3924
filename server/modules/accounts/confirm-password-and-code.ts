import { z } from 'zod';
import type { RequestContext } from '../../context';
import { InvalidInputError, throttle } from '../../kernel';
import { confirmCurrentPassword } from './confirm-current-password';
import { currentPasswordField } from './input-fields';
import { spendSecondStepCode } from './second-step';
import { throttleRules } from './throttle';

/** Both steps again, before the step itself changes: the password and a code (or a recovery code). */
export const passwordAndCodeInput = z.object({
  password: currentPasswordField(),
  otp: z.string({ error: 'Authentication code is required' }).trim().min(1, 'Authentication code is required').max(64, 'The code is not valid.'),
});

export const wrongSettingsCodeMessage = 'That code did not work. Enter the newest code from your authenticator app, or a recovery code you have not used.';

/**
 * The person proves both steps once more (a session left open is not enough to drop or replace
 * the step): their password (confirm-current-password.ts's limits, refused on `password`), then a
 * code, spent, with its own limit per person (refused on `otp`).
 */
export async function confirmPasswordAndCode(ctx: RequestContext, userId: number, { password, otp }: z.output<typeof passwordAndCodeInput>): Promise<void> {
  try {
    await confirmCurrentPassword(ctx, userId, password);
  } catch (error) {
    if (error instanceof InvalidInputError) throw new InvalidInputError({ password: error.fields.currentPassword ?? [] });
    throw error;
  }
  await throttle(ctx.rateLimiter, [{ key: `second-step:user:${userId}`, rule: throttleRules.secondStepCodePerAccount }]);
  if (!(await spendSecondStepCode(ctx.db, userId, otp, ctx.clock.now()))) throw new InvalidInputError({ otp: [wrongSettingsCodeMessage] });
}
