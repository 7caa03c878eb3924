import { Hono } from 'hono';
import type { Clock } from '../kernel';
import { runJobOnce } from '../job-runner';
import { billingClock } from '../modules/billing';
import type { WithContext } from './chat-json';

/** A clock that tests move forward (TEST_CLOCK_ROUTE): the system's time plus an offset. */
export function movableClock(): Clock & { advance(ms: number): void } {
  let offset = 0;
  return { now: () => new Date(Date.now() + offset), advance: (ms) => (offset += ms) };
}

/**
 * POST /test-clock?days=N, mounted only with TEST_CLOCK_ROUTE=true (end-to-end tests, never in
 * production): moves the server's clock N days on and runs the billing clock's hourly work at once.
 */
export function testClockRoutes(clock: ReturnType<typeof movableClock>, withContext: WithContext) {
  const app = new Hono();
  app.post('/', (c) => {
    const days = Number(c.req.query('days'));
    if (!Number.isInteger(days) || days < 0 || days > 400) return c.text('days: a whole number from 0 to 400', 400);
    clock.advance(days * 24 * 60 * 60 * 1000);
    return withContext(c, async (context) => {
      // The server's own run may hold the billing clock for a moment: wait for it, then run.
      for (;;) {
        const run = await runJobOnce(context, billingClock);
        if (run) return Response.json(run);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });
  });
  return app;
}
