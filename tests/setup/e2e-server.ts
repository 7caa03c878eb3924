import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { launchBrowserServer } from './browser';
import { copyOfDataDir, startServer } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's DATA_DIR/outbox: its e-mail, read with tests/setup/outbox.ts. */
    outboxDir: string;
    /** The run's Chromium, as chromium.connect() reaches it (tests/setup/e2e-page.ts). */
    browserEndpoint: string;
    /** A stopped server's data folder, migrated and seeded: specs' own servers start on copies (tests/setup/e2e-seeded-server.ts). */
    seededDataDir: string;
  }
}

/**
 * One seeded server and one Chromium for the whole end-to-end run. The database is made and
 * seeded once, by a server that stops again: the shared server and the specs' own servers each
 * start on a copy of its data folder.
 */
export default async function setup(project: TestProject) {
  const [seeded, browser] = await Promise.all([startServer(), launchBrowserServer()]);
  const seededDataDir = seeded.dataDir;
  if (seeded.process.exitCode === null) seeded.process.kill('SIGTERM');
  if ((await seeded.exited) !== 0) throw new Error(`the seeding server did not stop cleanly:\n${seeded.output()}`);
  // /error-probe fails on purpose, for the error screen's test.
  const server = await startServer({ ERROR_PROBE_ROUTE: 'true' }, copyOfDataDir(seededDataDir));
  project.provide('baseUrl', server.url);
  project.provide('outboxDir', join(server.dataDir, 'outbox'));
  project.provide('browserEndpoint', browser.wsEndpoint());
  project.provide('seededDataDir', seededDataDir);
  return async () => {
    await browser.close();
    await server.stop();
    rmSync(seededDataDir, { recursive: true, force: true });
  };
}
