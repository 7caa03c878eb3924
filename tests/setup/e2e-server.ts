import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { launchBrowserServer } from './browser';
import { startServer } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's DATA_DIR/outbox: its e-mail, read with tests/setup/outbox.ts. */
    outboxDir: string;
    /** The run's Chromium, as chromium.connect() reaches it (tests/setup/e2e-page.ts). */
    browserEndpoint: string;
  }
}

/** One seeded server and one Chromium for the whole end-to-end run. */
export default async function setup(project: TestProject) {
  // /error-probe fails on purpose, for the error screen's test.
  const [server, browser] = await Promise.all([startServer({ ERROR_PROBE_ROUTE: 'true' }), launchBrowserServer()]);
  project.provide('baseUrl', server.url);
  project.provide('outboxDir', join(server.dataDir, 'outbox'));
  project.provide('browserEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await server.stop();
  };
}
