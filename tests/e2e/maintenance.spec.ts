import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../setup/browser';
import { open } from '../setup/e2e-page';
import { startSeededServer } from '../setup/e2e-seeded-server';
import type { RunningServer } from '../setup/server-process';

let server: RunningServer;

beforeAll(async () => {
  // The setting switched on through its environment override, on a copy of the seeded data.
  server = await startSeededServer({ APP_MAINTENANCE: 'true' });
});
afterAll(async () => {
  await server?.stop();
});

describe('maintenance mode', () => {
  it.each(['/', '/search', '/login', '/wedding-venues/au', '/no-such-page', '/au/nsw/wedding-venues/1/x'])(
    '%s shows the maintenance page with status 503',
    async (path) => {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('3600');
      const html = await response.text();
      expect(html).toContain('We&#x27;ll be back shortly');
      expect(html).not.toContain('<header');
      expect(html).not.toContain('<footer');
    },
  );

  it.each(['/blog', '/pages/terms/', '/pages/privacy/'])('%s stays available', async (path) => {
    const response = await fetch(`${server.url}${path}`);
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain('We&#x27;ll be back shortly');
  });

  it('has no accessibility violations', async () => {
    const page = await open('/', { width: 390, height: 800, baseUrl: server.url });
    expect(await page.locator('header').count()).toBe(0);
    expect(await page.locator('footer').count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.context().close();
  });
});
