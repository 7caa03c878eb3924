import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type TestContext } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { createAdmin } from '../../tests/factories/users';
import { createScratchDatabase, postgresAnswers } from '../../tests/setup/database';
import { createApp } from '../index';
import { createMemoryChatBus } from '../integrations/chat-bus/memory-chat-bus';
import { createMailer } from '../integrations/mail/create-mailer';
import { createMemoryRateLimiter } from '../integrations/rate-limit/memory-rate-limiter';
import { createDiskStorage } from '../integrations/storage/disk-storage';
import { startSession } from '../modules/accounts/start-session';
import type { ChatEvent } from '../kernel';

/**
 * Two server instances that share only PostgreSQL (as behind a load balancer), each with its own
 * connection pool and caches: a setting an administrator changes through one is in effect on the
 * other within a second (issue 21: each instance keeps the settings for one second at most). The
 * local PostgreSQL of this machine and of CI; TEST_DATABASE_URL points elsewhere.
 */

const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const skipReason = (await postgresAnswers(postgresUrl)) ? undefined : `no PostgreSQL answers at ${postgresUrl} (set TEST_DATABASE_URL)`;

type Instance = { database: DatabaseHandle; app: ReturnType<typeof createApp> };

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let filesDir: string;
let instances: Instance[] = [];
let adminCookie = '';

async function startInstance(): Promise<Instance> {
  const database = await openDatabase({ databaseUrl: scratch.url });
  const files = createDiskStorage(filesDir);
  const app = createApp({
    db: database.db,
    imagesDir: filesDir,
    mailer: createMailer({ outboxDir: join(filesDir, 'outbox'), from: 'Ever After <no-reply@localhost>' }),
    rateLimiter: createMemoryRateLimiter(),
    chatBus: createMemoryChatBus<ChatEvent>(),
    privateFiles: files,
    publicFiles: files,
    env: {},
  });
  return { database, app };
}

async function graphql<T>({ app }: Instance, query: string, variables: Record<string, unknown> = {}, cookie?: string): Promise<T> {
  const response = await app.request('/graphql', { method: 'POST', headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) }, body: JSON.stringify({ query, variables }) });
  const body = (await response.json()) as { data: T; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data;
}

const maintenanceOn = async (instance: Instance) => (await graphql<{ settings: Record<string, unknown> }>(instance, '{ settings }')).settings['app.maintenance'];
const setMaintenance = (instance: Instance, value: boolean) => graphql(instance, 'mutation ($value: JSON!) { updateSetting(key: "app.maintenance", value: $value) }', { value }, adminCookie);

beforeAll(async () => {
  if (skipReason) return;
  scratch = await createScratchDatabase(postgresUrl);
  filesDir = mkdtempSync(join(tmpdir(), 'ever-after-settings-instances-'));
  const setup = await openDatabase({ databaseUrl: scratch.url });
  await setup.migrate();
  adminCookie = `ea_session=${(await startSession(setup.db, (await createAdmin(setup.db)).id)).token}`;
  await setup.close();
  instances = [await startInstance(), await startInstance()];
});
afterAll(async () => {
  if (skipReason) return;
  for (const instance of instances) await instance.database.close();
  await scratch.drop();
  rmSync(filesDir, { recursive: true, force: true });
});
beforeEach((context: TestContext) => {
  context.skip(skipReason !== undefined, skipReason);
  // The clock of the caches' lifetimes, moved by hand: "within a second" without waiting for one.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('two server instances sharing PostgreSQL', () => {
  it('see a setting changed through the other within a second, and the one that changed it at once', async () => {
    const [a, b] = instances;
    // Both have read (and keep) the settings.
    expect(await maintenanceOn(a)).toBe(false);
    expect(await maintenanceOn(b)).toBe(false);

    await setMaintenance(a, true);
    expect(await maintenanceOn(a)).toBe(true);
    // B answers from what it read less than a second ago…
    vi.setSystemTime(Date.now() + 999);
    expect(await maintenanceOn(b)).toBe(false);
    // …and reads the settings again once that second is over.
    vi.setSystemTime(Date.now() + 1);
    expect(await maintenanceOn(b)).toBe(true);

    // The same the other way round, off again.
    await setMaintenance(b, false);
    expect(await maintenanceOn(b)).toBe(false);
    vi.setSystemTime(Date.now() + 1_000);
    expect(await maintenanceOn(a)).toBe(false);
  });
});
