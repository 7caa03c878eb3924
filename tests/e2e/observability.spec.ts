import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../setup/server-process';

const token = 'metrics-token-for-the-e2e-run-0123';

/** The server's JSON log lines (the start-up lines included). */
const logLines = (server: RunningServer) =>
  server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('metrics and logs of the built server', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ SEED_SERVICES: '30', METRICS_TOKEN: token, ERROR_PROBE_ROUTE: 'true' });
  });
  afterAll(() => server.stop());

  it('labels pages by their React Router pattern: two listings, one series', async () => {
    for (const path of ['/', '/search', '/au/nsw/venues/101/first-hall', '/au/nsw/venues/202/second-hall', '/au/nsw/venues/101/first-hall.data']) {
      await (await fetch(`${server.url}${path}`, { redirect: 'manual' })).arrayBuffer();
    }
    const text = await (await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${token}` } })).text();
    const routes = new Set([...text.matchAll(/everafter_http_requests_total\{route="([^"]*)"/g)].map((match) => match[1]));
    expect(routes).toContain('/:country/:state/:category/:id/:name');
    expect(routes).toContain('/');
    expect(routes).toContain('/search');
    expect(text).not.toMatch(/first-hall|second-hall|"\/au\//);
    // Node's own process metrics are there too.
    expect(text).toContain('# TYPE process_cpu_user_seconds_total counter');
    expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
  });

  it('logs a failing page under the reference its error page shows, with the stack', async () => {
    const response = await fetch(`${server.url}/error-probe`);
    expect(response.status).toBe(500);
    const reference = /data-error-reference[^>]*>([0-9a-f]{12})</.exec(await response.text())?.[1];
    expect(reference).toMatch(/^[0-9a-f]{12}$/);
    await expect.poll(() => logLines(server).filter((line) => line.requestId === reference).map((line) => line.msg)).toEqual(expect.arrayContaining(['server error', 'request failed']));
    const lines = logLines(server).filter((line) => line.requestId === reference);
    expect(lines.find((line) => line.msg === 'server error')).toMatchObject({ level: 'error', path: '/error-probe', err: { stack: expect.stringContaining('    at ') } });
    expect(lines.find((line) => line.msg === 'request failed')).toMatchObject({ route: '/error-probe', status: 500, method: 'GET' });
  });
});
