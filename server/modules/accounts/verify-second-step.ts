import type { RequestContext } from '../../context';
import { InvalidInputError, throttle } from '../../kernel';
import { confirmedTotpOf, spendSecondStepCode } from './second-step';
import { wrongCodeMessage } from './sign-in';
import { throttleRules } from './throttle';

export const secondStepRequiredMessage = 'Enter the 6-digit code from your authenticator app, or a recovery code.';

/**
 * The second step of a person who turned it on, for a grave change confirmed in place of a sign-in
 * (deleting the account): a current authenticator code or an unused recovery code, spent
 * (second-step.ts), behind the same per-person limit as the profile's code forms; refused on `otp`.
 * Nothing is asked of an account without a confirmed second step.
 */
export async function verifySecondStep(ctx: Pick<RequestContext, 'db' | 'clock' | 'rateLimiter'>, userId: number, otp: string | null | undefined): Promise<void> {
  if (!(await confirmedTotpOf(ctx.db, userId))) return;
  const code = otp?.trim() ?? '';
  if (!code) throw new InvalidInputError({ otp: [secondStepRequiredMessage] });
  await throttle(ctx.rateLimiter, [{ key: `second-step:user:${userId}`, rule: throttleRules.secondStepCodePerAccount }]);
  if (!(await spendSecondStepCode(ctx.db, userId, code, ctx.clock.now()))) throw new InvalidInputError({ otp: [wrongCodeMessage] });
}
