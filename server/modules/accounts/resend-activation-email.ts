import type { RequestContext } from '../../context';
import { requireSignedIn, throttle } from '../../kernel';
import { sendActivationEmail } from './send-activation-email';
import { throttleRules } from './throttle';

/**
 * Sends the signed-in person a new link to confirm their address (spec §7 resendActivationEmail,
 * a few times an hour at most); false when the address is confirmed already.
 */
export async function resendActivationEmail(ctx: RequestContext): Promise<boolean> {
  const viewer = requireSignedIn(ctx.viewer);
  if (viewer.emailVerified) return false;
  await throttle(ctx.rateLimiter, [{ key: `activation:user:${viewer.id}`, rule: throttleRules.activationPerAccount }]);
  await sendActivationEmail(ctx, viewer);
  return true;
}
