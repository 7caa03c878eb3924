import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { checkThrottledCredentials, signInInput } from './sign-in';
import { deviceName } from './device-name';
import { startSession, type NewSession } from './start-session';

/**
 * A bearer token for an API client (spec §7: "bearer authorization header when a token is given"):
 * the same credentials and limits as signing in, a session of kind bearer, no cookie.
 */
export async function issueAccessToken(ctx: RequestContext, input: unknown): Promise<NewSession> {
  const credentials = parseInput(signInInput, input);
  const userId = await checkThrottledCredentials(ctx, credentials);
  // The sessions list shows the client as its User-Agent names it; an API client has no device cookie.
  return startSession(ctx.db, userId, 'bearer', ctx.clock.now(), { device: deviceName(ctx.device.userAgent), place: ctx.device.place, deviceHash: null });
}
