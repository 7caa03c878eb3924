/** At most `limit` hits per key in a fixed window of `windowMs` that starts with the key's first hit. */
export type RateLimitRule = { limit: number; windowMs: number };

export type RateLimitResult = {
  /** This hit is within the limit. */
  allowed: boolean;
  /** Hits left in the current window. */
  remaining: number;
  /** When refused, how long until the window ends and hits are allowed again; 0 when allowed. */
  retryAfterMs: number;
};

/**
 * Counts attempts per key (sign-ins per account, per address, …). The counts are the only state
 * several server instances must share: in Redis when REDIS_URL is set, else in this process.
 */
export type RateLimiter = {
  /** Counts one attempt against `key` and says whether it is allowed. */
  hit(key: string, rule: RateLimitRule): Promise<RateLimitResult>;
  /** The attempts counted against `key` in its current window (0 when none), without counting one. */
  count(key: string): Promise<number>;
  /** Forgets the key's attempts (after a successful sign-in, say). */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
};

/** The answer for the `count`th hit of a window that ends in `msLeft`. */
export function rateLimitResult(count: number, msLeft: number, { limit }: RateLimitRule): RateLimitResult {
  const allowed = count <= limit;
  return { allowed, remaining: Math.max(0, limit - count), retryAfterMs: allowed ? 0 : Math.max(0, msLeft) };
}
