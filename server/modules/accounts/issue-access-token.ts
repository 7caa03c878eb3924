import type { RequestContext } from '../../context';
import { checkThrottledCredentials } from './sign-in';
import { startSession, type NewSession } from './start-session';

/**
 * A bearer token for an API client (spec §7: "bearer authorization header when a token is given"):
 * the same credentials and limits as signing in, a session of kind bearer, no cookie.
 */
export async function issueAccessToken(context: Pick<RequestContext, 'db' | 'rateLimiter' | 'clientAddress'>, input: unknown): Promise<NewSession> {
  const userId = await checkThrottledCredentials(context, input);
  return startSession(context.db, userId, 'bearer');
}
