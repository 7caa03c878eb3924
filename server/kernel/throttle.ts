import type { RateLimiter, RateLimitRule } from '../integrations/rate-limit/rate-limiter';
import { RefusedError } from './errors';

const minute = 60_000;

/** Counts one attempt against every key; refuses with "Too many attempts" when any is over its limit. */
export async function throttle(rateLimiter: RateLimiter, checks: { key: string; rule: RateLimitRule }[]): Promise<void> {
  const results = await Promise.all(checks.map(({ key, rule }) => rateLimiter.hit(key, rule)));
  const waitMs = Math.max(0, ...results.filter((result) => !result.allowed).map((result) => result.retryAfterMs));
  if (results.every((result) => result.allowed)) return;
  const minutes = Math.max(1, Math.ceil(waitMs / minute));
  throw new RefusedError(
    `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    'TOO_MANY_ATTEMPTS',
    Math.ceil(waitMs / 1000),
  );
}

/** The key of an e-mail address, whatever its letter case. */
export const accountKey = (purpose: string, email: unknown) => `${purpose}:account:${String(email ?? '').trim().toLowerCase()}`;
export const addressKey = (purpose: string, address: string) => `${purpose}:address:${address}`;
