import { inject } from 'vitest';
import { copyOfDataDir, startServer, type RunningServer } from './server-process';

/**
 * A server of its own for a spec (its settings, its data), started on a copy of the run's migrated
 * and seeded data folder (tests/setup/e2e-server.ts): the demo catalog of 120 services and the demo
 * accounts, without creating and seeding a database again.
 */
export function startSeededServer(env: Record<string, string> = {}): Promise<RunningServer> {
  return startServer(env, copyOfDataDir(inject('seededDataDir')));
}
