import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { createAdmin, type TestPerson } from '../../../tests/factories/users';
import { cloudflareStandIn, fastlyStandIn, type CdnApiStandIn } from '../../../tests/setup/cdn-api-stand-ins';
import { testContext } from '../../../tests/setup/context';
import { createTestDatabase } from '../../../tests/setup/database';
import { updateSetting } from '../../modules/platform';
import { createMetrics } from '../../observability/metrics';
import { retryAfterMs } from './cdn-purge-queue';
import { cloudflareTagsPerCall, createCloudflarePurger } from './cloudflare-purger';
import { createCdnPurgers } from './create-cdn-purgers';
import { createFastlyPurger, fastlyKeysPerCall } from './fastly-purger';
import { createMemoryPageStore } from './memory-page-store';
import { combinePurgers } from './page-store';

const zone = { zoneId: '023e105f4ecef8ad9ca31a8372d0c353', apiToken: 'cf-token-Y8s2' };
const service = { serviceId: 'SU1Z0isxPaozGVKXdv0eY', apiToken: 'fastly-token-Q41x' };
const tags = (count: number, from = 1) => Array.from({ length: count }, (_, index) => `service:${from + index}`);

let cloudflare: CdnApiStandIn;
let fastly: CdnApiStandIn;
beforeAll(async () => {
  [cloudflare, fastly] = await Promise.all([cloudflareStandIn(zone), fastlyStandIn(service)]);
});
afterAll(() => Promise.all([cloudflare.close(), fastly.close()]));
afterEach(() => {
  // Every test's calls must have kept to the documented shape.
  expect([...cloudflare.refused, ...fastly.refused]).toEqual([]);
  for (const standIn of [cloudflare, fastly]) standIn.calls.length = 0;
});

/** Records the waits between tries instead of sleeping through them. */
/** The message of a JSON log line that reached console.error (tests/setup sends error lines there). */
const loggedMessage = (args: unknown[]) => (JSON.parse(String(args[0])) as { msg: string }).msg;
const recordPauses = () => {
  const pauses: number[] = [];
  return { pauses, pause: async (ms: number) => void pauses.push(ms) };
};

describe('the Cloudflare purger', () => {
  it('purges tags with POST /zones/{zone}/purge_cache, the token as a bearer, {"tags": [...]}, at most 100 a call', async () => {
    const purger = createCloudflarePurger({ ...zone, apiUrl: cloudflare.url });
    await purger.purge(tags(250));
    await purger.settled();
    expect(cloudflareTagsPerCall).toBe(100);
    expect(cloudflare.calls.map((call) => [call.method, call.path, call.headers.authorization, call.headers['content-type'], call.tags.length])).toEqual([
      ['POST', `/zones/${zone.zoneId}/purge_cache`, `Bearer ${zone.apiToken}`, 'application/json', 100],
      ['POST', `/zones/${zone.zoneId}/purge_cache`, `Bearer ${zone.apiToken}`, 'application/json', 100],
      ['POST', `/zones/${zone.zoneId}/purge_cache`, `Bearer ${zone.apiToken}`, 'application/json', 50],
    ]);
    expect(cloudflare.calls.flatMap((call) => call.tags)).toEqual(tags(250));
    expect(purger.stats()).toEqual({ queuedTags: 0, calls: 3, purgedTags: 250, retries: 0, failures: 0, failedTags: 0, droppedTags: 0 });
    // /metrics reads the same figures, by provider.
    const metrics = createMetrics();
    metrics.observeCdnPurgers([purger]);
    const scraped = await metrics.registry.metrics();
    expect(scraped).toContain('everafter_cdn_purge_calls_total{provider="Cloudflare"} 3');
    expect(scraped).toContain('everafter_cdn_purge_purged_tags_total{provider="Cloudflare"} 250');
    expect(scraped).toContain('everafter_cdn_purge_queued_tags{provider="Cloudflare"} 0');
  });

  it('retries a 429 after its Retry-After and a 5xx after a doubling wait, then purges', async () => {
    const { pauses, pause } = recordPauses();
    const purger = createCloudflarePurger({ ...zone, apiUrl: cloudflare.url }, { retryDelayMs: 100, pause });
    cloudflare.failNext({ status: 429, retryAfter: '7' }, { status: 500 }, { status: 503 });
    await purger.purge(['service:1', 'site']);
    await purger.settled();
    expect(cloudflare.calls.map((call) => call.tags)).toEqual(Array(4).fill(['service:1', 'site']));
    expect(pauses).toEqual([7000, 200, 400]);
    expect(purger.stats()).toMatchObject({ calls: 1, purgedTags: 2, retries: 3, failures: 0 });
  });

  it('gives up on a refused token at once, logging Cloudflare’s reason and the tags but never the token', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const purger = createCloudflarePurger({ ...zone, apiToken: 'revoked', apiUrl: cloudflare.url });
    await purger.purge(['content']);
    await purger.settled();
    expect(cloudflare.calls).toHaveLength(1);
    expect(purger.stats()).toMatchObject({ calls: 0, retries: 0, failures: 1, failedTags: 1 });
    expect(logged).toHaveBeenCalledOnce();
    const line = loggedMessage(logged.mock.calls[0]);
    expect(line).toMatch(/^Cloudflare purge: 1 tags not purged after 1 try: HTTP 403 .*Authentication error.*; tags: content$/);
    expect(line).not.toContain('revoked');
    logged.mockRestore();
    cloudflare.refused.length = 0;
  });

  it('retries a CDN that does not answer, then counts and logs the failure', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const gone = await cloudflareStandIn(zone);
    await gone.close();
    const { pauses, pause } = recordPauses();
    const purger = createCloudflarePurger({ ...zone, apiUrl: gone.url }, { maxAttempts: 3, retryDelayMs: 100, pause });
    await purger.purge(['catalog', 'place:2']);
    await purger.settled();
    expect(pauses).toEqual([100, 200]);
    expect(purger.stats()).toMatchObject({ calls: 0, retries: 2, failures: 1, failedTags: 2 });
    expect(loggedMessage(logged.mock.calls[0])).toMatch(/2 tags not purged after 3 tries: fetch failed \(.*ECONNREFUSED.*\); tags: catalog place:2$/);
    expect(String(logged.mock.calls[0][0])).not.toContain(zone.apiToken);
    logged.mockRestore();
  });

  it('sends purges made while a call is out together in the next call, each tag once', async () => {
    const purger = createCloudflarePurger({ ...zone, apiUrl: cloudflare.url });
    cloudflare.hold();
    await purger.purge(['service:1', 'site']);
    await cloudflare.received(1);
    await purger.purge(['service:2', 'site']);
    await purger.purge(['service:2', 'category:3']);
    expect(purger.stats().queuedTags).toBe(3);
    cloudflare.release();
    await purger.settled();
    expect(cloudflare.calls.map((call) => call.tags)).toEqual([
      ['service:1', 'site'],
      ['service:2', 'site', 'category:3'],
    ]);
  });

  it('keeps at most maxQueuedTags waiting: the rest are dropped, counted and logged once', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const purger = createCloudflarePurger({ ...zone, apiUrl: cloudflare.url }, { maxQueuedTags: 3 });
    cloudflare.hold();
    await purger.purge(['service:1']);
    await cloudflare.received(1);
    await purger.purge(tags(5, 2));
    await purger.purge(['site']);
    expect(purger.stats()).toMatchObject({ queuedTags: 3, droppedTags: 3 });
    expect(logged).toHaveBeenCalledOnce();
    expect(loggedMessage(logged.mock.calls[0])).toContain('Cloudflare purge: queue full (3 tags)');
    cloudflare.release();
    await purger.settled();
    expect(cloudflare.calls.map((call) => call.tags)).toEqual([['service:1'], ['service:2', 'service:3', 'service:4']]);
    logged.mockRestore();
  });

  it('on close, sends what is queued and cuts a retry’s wait short', async () => {
    let pausing!: () => void;
    const paused = new Promise<void>((resolve) => (pausing = resolve));
    // A wait that would never end by itself: only close() ends it.
    const purger = createCloudflarePurger({ ...zone, apiUrl: cloudflare.url }, { pause: () => (pausing(), new Promise(() => {})) });
    cloudflare.failNext({ status: 429, retryAfter: '300' });
    await purger.purge(['service:9']);
    await paused;
    await purger.purge(['site']);
    await purger.close();
    expect(cloudflare.calls.map((call) => call.tags)).toEqual([['service:9'], ['service:9'], ['site']]);
    expect(purger.stats()).toMatchObject({ calls: 2, retries: 1, failures: 0, queuedTags: 0 });
  });
});

describe('the Fastly purger', () => {
  it('purges surrogate keys with POST /service/{id}/purge, the token in Fastly-Key, {"surrogate_keys": [...]}, at most 256 a call', async () => {
    const purger = createFastlyPurger({ ...service, apiUrl: fastly.url });
    await purger.purge(tags(600));
    await purger.settled();
    expect(fastlyKeysPerCall).toBe(256);
    expect(fastly.calls.map((call) => [call.method, call.path, call.headers['fastly-key'], call.headers['content-type'], call.tags.length])).toEqual([
      ['POST', `/service/${service.serviceId}/purge`, service.apiToken, 'application/json', 256],
      ['POST', `/service/${service.serviceId}/purge`, service.apiToken, 'application/json', 256],
      ['POST', `/service/${service.serviceId}/purge`, service.apiToken, 'application/json', 88],
    ]);
    expect(fastly.calls.flatMap((call) => call.tags)).toEqual(tags(600));
    expect(purger.stats()).toMatchObject({ calls: 3, purgedTags: 600, failures: 0 });
  });

  it('retries a 429 and a 500 like Cloudflare’s, then purges', async () => {
    const { pauses, pause } = recordPauses();
    const purger = createFastlyPurger({ ...service, apiUrl: fastly.url }, { retryDelayMs: 50, pause });
    fastly.failNext({ status: 429, retryAfter: '2' }, { status: 500 });
    await purger.purge(['person:4']);
    await purger.settled();
    expect(fastly.calls.map((call) => call.tags)).toEqual([['person:4'], ['person:4'], ['person:4']]);
    expect(pauses).toEqual([2000, 100]);
    expect(purger.stats()).toMatchObject({ calls: 1, retries: 2, failures: 0 });
  });
});

describe('a CDN purge and the write that caused it', () => {
  let database: DatabaseHandle;
  let admin: TestPerson;
  beforeAll(async () => {
    database = await createTestDatabase();
    admin = await createAdmin(database.db);
  });
  afterAll(() => database.close());

  it('the use case returns while the CDN has not answered; the purge lands afterwards', async () => {
    const [purger] = createCdnPurgers({ cloudflare: { ...zone, apiUrl: cloudflare.url } });
    const ctx = testContext(database.db, admin, { pages: combinePurgers(createMemoryPageStore({ maxBytes: 1024 * 1024 }), purger) });
    cloudflare.hold();
    expect(await updateSetting(ctx, { key: 'app.name', value: 'Ever After Test' })).toEqual({ key: 'app.name', value: 'Ever After Test' });
    await cloudflare.received(1);
    // Returned, with its purge sent and not yet answered.
    expect(purger.stats()).toMatchObject({ calls: 0, purgedTags: 0 });
    cloudflare.release();
    await purger.settled();
    expect(cloudflare.calls.map((call) => call.tags)).toEqual([['site']]);
    expect(purger.stats()).toMatchObject({ calls: 1, purgedTags: 1 });
  });
});

describe('createCdnPurgers', () => {
  it('makes the purgers whose settings are given', () => {
    expect(createCdnPurgers({})).toEqual([]);
    expect(createCdnPurgers({ cloudflare: zone, fastly: service }).map((purger) => purger.provider)).toEqual(['Cloudflare', 'Fastly']);
  });
});

describe('retryAfterMs', () => {
  it('reads seconds or an HTTP date, never below 0 nor above 5 minutes', () => {
    const now = Date.parse('2026-11-28T10:00:00Z');
    expect(retryAfterMs('3', now)).toBe(3000);
    expect(retryAfterMs('Sat, 28 Nov 2026 10:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('Sat, 28 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('86400', now)).toBe(300_000);
    expect(retryAfterMs(null, now)).toBeUndefined();
    expect(retryAfterMs('soon', now)).toBeUndefined();
  });
});
