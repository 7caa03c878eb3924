import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's DATA_DIR/outbox: its e-mail, read with tests/setup/outbox.ts. */
    outboxDir: string;
  }
}

/** One seeded server for the whole end-to-end run. */
export default async function setup(project: TestProject) {
  // /error-probe fails on purpose, for the error screen's test.
  const server = await startServer({ ERROR_PROBE_ROUTE: 'true' });
  project.provide('baseUrl', server.url);
  project.provide('outboxDir', join(server.dataDir, 'outbox'));
  return async () => {
    await server.stop();
  };
}
