import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, signInOverGraphQL, type TestApi } from '../../tests/setup/api';
import { testContext } from '../../tests/setup/context';
import { createCouple } from '../../tests/factories/users';
import { startJobs } from '../job-runner';
import { loadConfig } from '../config';
import { serveMetrics } from './http';
import { log, setLogDestination } from './log';
import { createMetrics } from './metrics';

const token = 'metrics-token-for-tests-0123456789';
const bearer = { Authorization: `Bearer ${token}` };

/** The log's JSON lines while `run` runs, at `level`. */
async function logLinesOf(level: string, run: () => Promise<void>): Promise<Record<string, unknown>[]> {
  const lines: Record<string, unknown>[] = [];
  const restore = setLogDestination(new Writable({ write: (chunk: Buffer, _encoding, done) => done(void lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>)) }));
  const previous = log.level;
  log.level = level;
  try {
    await run();
  } finally {
    log.level = previous;
    restore();
  }
  return lines;
}

/** Polls until `check` passes: scrapes see work that finishes after the request that started it. */
async function eventually(check: () => Promise<void>) {
  for (;;) {
    try {
      return await check();
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

describe('/metrics', () => {
  let api: TestApi;
  const metrics = createMetrics();
  const scrape = async () => (await api.app.request('/metrics', { headers: bearer })).text();

  beforeAll(async () => {
    api = await createTestApi({}, { metrics, metricsToken: token });
  });
  afterAll(() => api.close());

  it('answers only the bearer of METRICS_TOKEN, and is not there at all without one', async () => {
    expect((await api.app.request('/metrics')).status).toBe(401);
    expect((await api.app.request('/metrics', { headers: { Authorization: `Bearer ${token}x` } })).status).toBe(401);
    expect((await api.app.request('/metrics', { headers: { Authorization: token } })).status).toBe(401);
    const served = await api.app.request('/metrics', { headers: bearer });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toContain('text/plain; version=0.0.4');
    const unset = await createTestApi();
    expect((await unset.app.request('/metrics', { headers: bearer })).status).toBe(404);
    await unset.close();
  });

  it('shows every family after requests, labelled by route pattern and root field, never by path', async () => {
    expect((await api.graphql('{ countries { code } }')).status).toBe(200);
    expect((await api.graphql('{ nothingLikeThis }')).status).toBe(400);
    for (const id of ['1001', '2002']) await api.app.request(`/no-such-page/${id}`);
    expect((await api.app.request('/api/chat/events')).status).toBe(401);
    const ctx = testContext(api.database.db);
    const jobs = startJobs(ctx, [{ name: 'metrics-test-job', everyMs: 3_600_000, firstRunAfterMs: 0, leaseMs: 60_000, run: async () => 'done' }], metrics.jobs);
    await eventually(async () => expect(await scrape()).toContain('everafter_job_runs_total{job="metrics-test-job",outcome="ok"} 1'));
    await jobs.stop();
    await metrics.countMail(testContext(api.database.db).mailer).send({ to: 'someone@example.com', subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' });

    const text = await scrape();
    for (const family of [
      'everafter_http_requests_total counter',
      'everafter_http_request_duration_seconds histogram',
      'everafter_graphql_operations_total counter',
      'everafter_graphql_errors_total counter',
      'everafter_graphql_operation_duration_seconds histogram',
      'everafter_db_query_duration_seconds histogram',
      'everafter_db_connections gauge',
      'everafter_db_queries_in_flight gauge',
      'everafter_page_cache_lookups_total counter',
      'everafter_page_cache_purges_total counter',
      'everafter_chat_connections gauge',
      'everafter_chat_events_total counter',
      'everafter_job_runs_total counter',
      'everafter_job_failures_total counter',
      'everafter_job_duration_seconds histogram',
      'everafter_job_lease_held gauge',
      'everafter_emails_sent_total counter',
      'everafter_emails_failed_total counter',
    ]) expect(text).toContain(`# TYPE ${family}`);
    expect(text).toContain('everafter_http_requests_total{route="/graphql",method="POST",status="200"} 1');
    expect(text).toContain('everafter_graphql_operations_total{operation="countries",type="query"} 1');
    expect(text).toContain('everafter_graphql_errors_total{operation="(invalid)",type="unknown",code="GRAPHQL_VALIDATION_FAILED"} 1');
    expect(text).toContain('everafter_http_requests_total{route="/api/chat/events",method="GET",status="401"} 1');
    // Two paths, one label: the ids are not in it.
    expect(text).toContain('everafter_http_requests_total{route="unmatched",method="GET",status="404"} 2');
    expect(text).not.toMatch(/1001|2002/);
    expect(text).toContain('everafter_page_cache_lookups_total{result="miss"}');
    // The embedded database has one connection; PostgreSQL's pool as many as it has opened.
    expect(text).toMatch(/everafter_db_connections\{state="total"\} [1-9]/);
    expect(text).toMatch(/everafter_db_query_duration_seconds_count [1-9]/);
    expect(text).toContain('everafter_job_lease_held{job="metrics-test-job"} 0');
    expect(text).toContain('everafter_emails_sent_total 1');
  });

  it('carries nothing personal after a person signs in and browses', async () => {
    const person = await createCouple(api.database.db, { firstName: 'Zebedee', lastName: 'Quartermaine' });
    const cookie = await signInOverGraphQL(api, person);
    expect((await api.graphql('{ countries { code } }', {}, { Cookie: cookie })).status).toBe(200);
    const text = await scrape();
    expect(text).not.toContain('@');
    expect(text).not.toMatch(/Zebedee|Quartermaine/);
  });

  it('is served without a token on METRICS_PORT, bound to 127.0.0.1', async () => {
    const port = await new Promise<number>((resolve) => {
      const server = serveMetrics(metrics, 0, resolve);
      afterAll(() => void server.close());
    });
    const response = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('# TYPE everafter_http_requests_total counter');
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    // Not on the machine's other addresses.
    const listening = await new Promise<AddressInfo>((resolve) => {
      const server = serveMetrics(metrics, 0, () => resolve(server.address() as AddressInfo));
      afterAll(() => void server.close());
    });
    expect(listening.address).toBe('127.0.0.1');
  });
});

describe('log lines', () => {
  it("write each request as JSON with its id, route, status, duration and the viewer's id, never their e-mail", async () => {
    const api = await createTestApi();
    const person = await createCouple(api.database.db, { firstName: 'Ottoline' });
    const cookie = await signInOverGraphQL(api, person);
    const lines = await logLinesOf('info', async () => {
      await api.graphql('{ countries { code } }', {}, { Cookie: cookie });
    });
    await api.close();
    const [line] = lines.filter((entry) => entry.msg === 'request');
    expect(line).toMatchObject({ level: 'info', method: 'POST', route: '/graphql', status: 200, viewerId: person.id, requestId: expect.stringMatching(/^[0-9a-f]{12}$/) });
    expect(typeof line!.durationMs).toBe('number');
    expect(Date.parse(String(line!.time))).not.toBeNaN();
    expect(JSON.stringify(lines)).not.toMatch(new RegExp(`${person.email}|Ottoline`));
  });

  it("give a failing request's error, with its stack, the id its answer shows", async () => {
    const api = await createTestApi();
    // The database gone: /healthz fails as an unexpected error would.
    await api.database.close();
    let body = '';
    const lines = await logLinesOf('info', async () => {
      const response = await api.app.request('/healthz');
      expect(response.status).toBe(500);
      body = await response.text();
    });
    const reference = /reference ([0-9a-f]{12})/.exec(body)?.[1];
    expect(reference).toBeDefined();
    expect(lines.find((line) => line.level === 'error')).toMatchObject({ requestId: reference, err: { stack: expect.stringContaining('    at ') } });
    expect(lines.find((line) => line.msg === 'request failed')).toMatchObject({ requestId: reference, route: '/healthz', status: 500 });
  });

  it('honour LOG_LEVEL: below it, nothing is written', async () => {
    expect(loadConfig({ DATA_DIR: process.env.TMPDIR ?? '/tmp', LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
    expect(() => loadConfig({ DATA_DIR: process.env.TMPDIR ?? '/tmp', LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    const api = await createTestApi();
    const quiet = await logLinesOf('warn', async () => void (await api.app.request('/healthz')));
    const chatty = await logLinesOf('info', async () => void (await api.app.request('/healthz')));
    await api.close();
    expect(quiet).toEqual([]);
    expect(chatty).toEqual([expect.objectContaining({ msg: 'request', route: '/healthz', status: 200 })]);
  });
});
