import type { RateLimiter, RateLimitRule } from '../../integrations/rate-limit/rate-limiter';
import { RefusedError } from '../platform';

const minute = 60_000;

/**
 * The limits on flooding: sign-ups, e-mails sent, current-password checks. (Sign-in's own limits
 * count failures only and ask for the bot check instead of refusing: sign-in-limits.ts.)
 */
export const throttleRules = {
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
