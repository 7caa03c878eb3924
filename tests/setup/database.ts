import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle, type DatabaseOptions } from '../../db/client';

/**
 * A fresh, migrated database for one test file: PGlite in memory, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (dropped again by close()). Each is a copy of the
 * run's migrated template (tests/setup/test-databases.ts), or migrated here when there is none.
 */
export async function createTestDatabase(options: Pick<DatabaseOptions, 'logQueries'> = {}): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = inject('pgliteTemplate');
    if (template) return openDatabase({ ...options, loadDataDir: new Blob([await readFile(template)]) });
    const handle = await openDatabase(options);
    await handle.migrate();
    return handle;
  }
  const template = inject('postgresTemplate');
  const scratch = await createScratchDatabase(serverUrl, template);
  const handle = await openDatabase({ ...options, databaseUrl: scratch.url });
  if (!template) await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      await scratch.drop();
    },
  };
}

/**
 * An empty database on the PostgreSQL server of `serverUrl`, for tests that hand a URL to a
 * process; a copy of the `template` database when one is named.
 */
export async function createScratchDatabase(serverUrl: string, template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdminClient(serverUrl, async (client) => {
        // A closed pool's sockets linger a moment: terminated by FORCE, their clients would raise
        // unhandled errors. Wait (up to a second) for them to go first.
        for (let attempt = 0; attempt < 50; attempt += 1) {
          const { rows } = await client.query<{ open: number }>('select count(*)::int as open from pg_stat_activity where datname = $1', [name]);
          if (rows[0].open === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }),
  };
}

export async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Whether a PostgreSQL server answers at `url` (tests that need one skip, saying why, when none does). */
export async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
