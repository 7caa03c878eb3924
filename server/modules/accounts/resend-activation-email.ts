import type { RequestContext } from '../../context';
import { signInRequired } from '../platform/errors';
import { sendActivationEmail, type MailContext } from './send-activation-email';
import { throttle, throttleRules } from './throttle';

/** Sends the signed-in person a new link to confirm their address (a few times an hour at most). */
export async function resendActivationEmail(context: MailContext & Pick<RequestContext, 'viewer' | 'rateLimiter'>): Promise<boolean> {
  const { viewer } = context;
  if (!viewer) throw signInRequired();
  if (viewer.emailVerified) return false;
  await throttle(context.rateLimiter, [{ key: `activation:user:${viewer.id}`, rule: throttleRules.activationPerAccount }]);
  await sendActivationEmail(context, viewer);
  return true;
}
