import { rateLimitResult, type RateLimiter } from './rate-limiter';

type Window = { count: number; endsAt: number };

const SWEEP_EVERY_MS = 60_000;

/**
 * Counts in this process: right for one server instance (REDIS_URL shares them between several).
 * Bounded: expired windows are swept every minute, and past `maxKeys` the oldest window is dropped,
 * so a flood of new keys costs memory up to the bound, never more.
 */
export function createMemoryRateLimiter({ maxKeys = 100_000 } = {}): RateLimiter {
  // Kept in order of each window's start: a key whose window ended is re-inserted at the end.
  const windows = new Map<string, Window>();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, window] of windows) if (window.endsAt <= now) windows.delete(key);
  }, SWEEP_EVERY_MS);
  // The timer alone must not keep the process (or a test run) alive.
  sweep.unref();

  return {
    async hit(key, rule) {
      const now = Date.now();
      let window = windows.get(key);
      if (!window || window.endsAt <= now) {
        windows.delete(key);
        if (windows.size >= maxKeys) windows.delete(windows.keys().next().value!);
        window = { count: 0, endsAt: now + rule.windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return rateLimitResult(window.count, window.endsAt - now, rule);
    },
    async count(key) {
      const window = windows.get(key);
      return window && window.endsAt > Date.now() ? window.count : 0;
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      clearInterval(sweep);
      windows.clear();
    },
  };
}
