import { Hono } from 'hono';
import type { Database } from '../../db/client';

/** What /healthz says: only a "ready" instance should be sent traffic by a load balancer. */
export type HealthState = 'starting' | 'ready' | 'draining';

/**
 * The instance's readiness: "starting" until the start-up warm-up is done, "ready" then, and
 * "draining" from SIGTERM on (it still serves what reaches it while proxies take it out).
 */
export type Health = {
  readonly state: HealthState;
  ready(): void;
  drain(): void;
};

export function createHealth(initial: HealthState = 'starting'): Health {
  let state = initial;
  return {
    get state() {
      return state;
    },
    // A draining instance never becomes ready again: it is on its way out.
    ready: () => void (state === 'draining' || (state = 'ready')),
    drain: () => void (state = 'draining'),
  };
}

/**
 * GET /healthz: 200 {status: 'ready'} when ready and the database answers; 503 {status: 'starting'}
 * or {status: 'draining'} otherwise, so health checks that read the status code alone take the
 * instance out. A database that does not answer fails the request (500).
 */
export function healthRoutes(db: Database, health: Health) {
  return new Hono().get('/', async (c) => {
    const status = health.state;
    if (status === 'ready') await db.execute('select 1');
    return c.json({ status }, status === 'ready' ? 200 : 503, { 'Cache-Control': 'no-store' });
  });
}
