import { Redis } from 'ioredis';
import { rateLimitResult, type RateLimiter } from './rate-limiter';
import { log } from '../../observability/log';

// Counts the hit and starts the window on the first one, in one atomic step: instances hitting the
// same key at once each get their own count, and no key is ever left without its expiry.
const hitScript = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

/** Counts in Redis, shared by every server instance that uses the same REDIS_URL and namespace. */
export function createRedisRateLimiter(url: string, namespace: string): RateLimiter {
  // A request waits for at most one reconnection attempt, then fails, rather than hanging while Redis is away.
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 5_000 });
  // ioredis reconnects on its own; say each new problem once instead of at every attempt.
  let lastProblem = '';
  redis.on('error', (error: Error) => {
    if (error.message !== lastProblem) log.warn({ err: error }, `Redis (rate limits)`);
    lastProblem = error.message;
  });
  redis.on('ready', () => (lastProblem = ''));
  const redisKey = (key: string) => `${namespace}:${key}`;

  return {
    async hit(key, rule) {
      const [count, msLeft] = (await redis.eval(hitScript, 1, redisKey(key), rule.windowMs)) as [number, number];
      return rateLimitResult(count, msLeft, rule);
    },
    async count(key) {
      // The key expires with its window: a missing key is an empty one.
      return Number((await redis.get(redisKey(key))) ?? 0);
    },
    async reset(key) {
      await redis.del(redisKey(key));
    },
    async close() {
      await redis.quit();
    },
  };
}
