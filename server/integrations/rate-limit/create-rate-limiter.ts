import { createMemoryRateLimiter } from './memory-rate-limiter';
import type { RateLimiter } from './rate-limiter';
import { createRedisRateLimiter } from './redis-rate-limiter';

export type RateLimiterOptions = {
  /** REDIS_URL: counts shared by every server instance; without it, counts in memory. */
  redisUrl?: string;
  /** Prefix of the Redis keys, so that the counts live apart from anything else in that Redis. */
  namespace?: string;
};

export function createRateLimiter({ redisUrl, namespace = 'ever-after:rate-limit' }: RateLimiterOptions = {}): RateLimiter {
  return redisUrl ? createRedisRateLimiter(redisUrl, namespace) : createMemoryRateLimiter();
}
