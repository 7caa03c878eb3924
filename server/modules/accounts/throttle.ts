import type { RateLimiter, RateLimitRule } from '../../integrations/rate-limit/rate-limiter';
import { RefusedError } from '../platform';

const minute = 60_000;

/**
 * The limits on guessing and flooding (NIST SP 800-63B §5.2.2 asks for at most 100 failed
 * attempts per account; these are stricter and short). Per account, a success clears the count.
 */
export const throttleRules = {
  signInPerAccount: { limit: 10, windowMs: 15 * minute },
  signInPerAddress: { limit: 50, windowMs: 15 * minute },
  signUpPerAddress: { limit: 10, windowMs: 60 * minute },
  resetPerAccount: { limit: 5, windowMs: 60 * minute },
  resetPerAddress: { limit: 20, windowMs: 60 * minute },
  activationPerAccount: { limit: 5, windowMs: 60 * minute },
  currentPasswordPerAccount: { limit: 10, windowMs: 15 * minute },
} satisfies Record<string, RateLimitRule>;

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
