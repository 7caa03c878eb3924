import type { RateLimiter, RateLimitRule } from '../../integrations/rate-limit/rate-limiter';
import { RefusedError } from '../../kernel';

/** Counts one action of a person against a rule; refuses with the wait when they are over it. */
export async function throttleChat(rateLimiter: RateLimiter, key: string, rule: RateLimitRule, message: string): Promise<void> {
  const result = await rateLimiter.hit(key, rule);
  if (!result.allowed) throw new RefusedError(message, 'TOO_MANY_ATTEMPTS', Math.max(1, Math.ceil(result.retryAfterMs / 1000)));
}
