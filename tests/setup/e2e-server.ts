import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { launchBrowserServer } from './browser';
import { copyOfDataDir, startServer } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One shared server per worker, each on its own copy of the seeded data (tests/setup/e2e-lane.ts). */
    lanes: { baseUrl: string; outboxDir: string }[];
    /** The run's Chromium, as chromium.connect() reaches it (tests/setup/e2e-page.ts). */
    browserEndpoint: string;
    /** A stopped server's data folder, migrated and seeded: specs' own servers start on copies (tests/setup/e2e-seeded-server.ts). */
    seededDataDir: string;
  }
}

/**
 * One Chromium and, per worker, one seeded server for the whole end-to-end run (spec files run
 * in as many lanes as the project has workers). The database is made and seeded once, by a server
 * that stops again: the lanes' servers and the specs' own servers each start on a copy of its data
 * folder.
 */
export default async function setup(project: TestProject) {
  const [seeded, browser] = await Promise.all([startServer(), launchBrowserServer()]);
  const seededDataDir = seeded.dataDir;
  if (seeded.process.exitCode === null) seeded.process.kill('SIGTERM');
  if ((await seeded.exited) !== 0) throw new Error(`the seeding server did not stop cleanly:\n${seeded.output()}`);
  const laneCount = Math.max(1, project.config.maxWorkers);
  // /error-probe fails on purpose, for the error screen's test. Behind a proxy, as in production:
  // a spec that makes many accounts gives each its own client address (X-Forwarded-For), so the
  // sign-up limit per address (10 an hour) stays what the browser's sign-ups meet.
  const servers = await Promise.all(
    Array.from({ length: laneCount }, () => startServer({ ERROR_PROBE_ROUTE: 'true', TRUST_PROXY: 'true' }, copyOfDataDir(seededDataDir))),
  );
  project.provide(
    'lanes',
    servers.map((server) => ({ baseUrl: server.url, outboxDir: join(server.dataDir, 'outbox') })),
  );
  project.provide('browserEndpoint', browser.wsEndpoint());
  project.provide('seededDataDir', seededDataDir);
  return async () => {
    await browser.close();
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(seededDataDir, { recursive: true, force: true });
  };
}
