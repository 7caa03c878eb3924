import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it, type TestContext } from 'vitest';
import { createRateLimiter } from './create-rate-limiter';
import { createMemoryRateLimiter } from './memory-rate-limiter';
import type { RateLimiter } from './rate-limiter';
import { redisAnswers } from '../../../tests/setup/redis';

// The real Redis of this machine and of CI; TEST_REDIS_URL points elsewhere.
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisSkipReason = (await redisAnswers(redisUrl)) ? undefined : `no Redis answers at ${redisUrl} (set TEST_REDIS_URL)`;

const implementations = [
  { name: 'in memory', create: () => createRateLimiter(), skipReason: undefined },
  // A namespace of its own per limiter: parallel runs and earlier runs never share counts.
  { name: 'in Redis', create: () => createRateLimiter({ redisUrl, namespace: `ever-after-test:${randomUUID()}` }), skipReason: redisSkipReason },
];

const open: RateLimiter[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((limiter) => limiter.close()));
});
function track(limiter: RateLimiter) {
  open.push(limiter);
  return limiter;
}

describe.each(implementations)('the rate limiter $name', ({ create, skipReason }) => {
  let limiter: RateLimiter;
  beforeEach((context: TestContext) => {
    context.skip(skipReason !== undefined, skipReason);
    limiter = track(create());
  });

  it('allows hits up to the limit, then refuses them with the time left in the window', async () => {
    const rule = { limit: 3, windowMs: 60_000 };
    const results = [];
    for (let i = 0; i < 5; i += 1) results.push(await limiter.hit('login:ann@example.com', rule));
    expect(results.map((result) => [result.allowed, result.remaining])).toEqual([
      [true, 2],
      [true, 1],
      [true, 0],
      [false, 0],
      [false, 0],
    ]);
    expect(results.slice(0, 3).map((result) => result.retryAfterMs)).toEqual([0, 0, 0]);
    expect(results[3].retryAfterMs).toBeGreaterThan(59_000);
    expect(results[3].retryAfterMs).toBeLessThanOrEqual(60_000);
  });

  it('allows hits again once the window has ended', async () => {
    const rule = { limit: 1, windowMs: 150 };
    expect((await limiter.hit('k', rule)).allowed).toBe(true);
    const refused = await limiter.hit('k', rule);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(150);
    await sleep(refused.retryAfterMs + 50);
    expect(await limiter.hit('k', rule)).toEqual({ allowed: true, remaining: 0, retryAfterMs: 0 });
  });

  it('forgets a key on reset', async () => {
    const rule = { limit: 1, windowMs: 60_000 };
    await limiter.hit('k', rule);
    expect((await limiter.hit('k', rule)).allowed).toBe(false);
    await limiter.reset('k');
    expect((await limiter.hit('k', rule)).allowed).toBe(true);
  });

  it('counts each key apart', async () => {
    const rule = { limit: 1, windowMs: 60_000 };
    expect((await limiter.hit('login:account:1', rule)).allowed).toBe(true);
    expect((await limiter.hit('login:account:1', rule)).allowed).toBe(false);
    expect((await limiter.hit('login:account:2', rule)).allowed).toBe(true);
    expect((await limiter.hit('login:address:1', rule)).allowed).toBe(true);
  });
});

describe('the rate limiter in Redis', () => {
  it('shares the counts of one namespace between server instances, and keeps namespaces apart', async (context) => {
    context.skip(redisSkipReason !== undefined, redisSkipReason);
    const namespace = `ever-after-test:${randomUUID()}`;
    const [first, second, elsewhere] = [namespace, namespace, `${namespace}-other`].map((name) => track(createRateLimiter({ redisUrl, namespace: name })));
    const rule = { limit: 4, windowMs: 60_000 };
    // Hits from two instances at once: each is counted once.
    const results = await Promise.all([first, second, first, second, first, second].map((limiter) => limiter.hit('k', rule)));
    expect(results.filter((result) => result.allowed)).toHaveLength(4);
    expect((await elsewhere.hit('k', rule)).remaining).toBe(3);
  });
});

describe('the rate limiter in memory', () => {
  it('holds at most maxKeys windows, dropping the oldest', async () => {
    const limiter = track(createMemoryRateLimiter({ maxKeys: 2 }));
    const rule = { limit: 1, windowMs: 60_000 };
    for (const key of ['a', 'b', 'c']) await limiter.hit(key, rule);
    // 'a' was dropped to make room for 'c'; 'b' and 'c' are still counted.
    expect((await limiter.hit('b', rule)).allowed).toBe(false);
    expect((await limiter.hit('c', rule)).allowed).toBe(false);
    expect((await limiter.hit('a', rule)).allowed).toBe(true);
  });
});

