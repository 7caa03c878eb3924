import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../tests/setup/api';
import { createHealth } from './health';

const health = createHealth();
let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({}, { health });
});

afterAll(() => api.close());

async function healthz() {
  const response = await api.app.request('/healthz');
  return { status: response.status, body: await response.json(), cacheControl: response.headers.get('cache-control') };
}

describe('/healthz', () => {
  it('says "starting" (503) until the warm-up is done, then "ready" (200), and "draining" (503) for good from SIGTERM on', async () => {
    expect(await healthz()).toEqual({ status: 503, body: { status: 'starting' }, cacheControl: 'no-store' });
    health.ready();
    expect(await healthz()).toEqual({ status: 200, body: { status: 'ready' }, cacheControl: 'no-store' });
    health.drain();
    expect(await healthz()).toEqual({ status: 503, body: { status: 'draining' }, cacheControl: 'no-store' });
    // A warm-up finishing late must not bring a draining instance back.
    health.ready();
    expect(await healthz()).toEqual({ status: 503, body: { status: 'draining' }, cacheControl: 'no-store' });
  });
});
