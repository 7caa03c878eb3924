import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from './paths';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed drizzle-kit migrations. */
  migrate(): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions = (
  | { databaseUrl: string }
  /** dataDir undefined keeps the embedded database in memory (tests). */
  | { dataDir?: string }
) & {
  /** Prints every SQL statement, to see how many queries a request makes; a Logger receives them instead (tests count them). */
  logQueries?: boolean | Logger;
};

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const logger = options.logQueries ?? false;
  if ('databaseUrl' in options) return openPostgres(options.databaseUrl, logger);
  return openPglite(options.dataDir, logger);
}

async function openPglite(dataDir: string | undefined, logger: boolean | Logger): Promise<DatabaseHandle> {
  // PGlite does not create the parent folders of its data dir.
  if (dataDir) mkdirSync(dirname(dataDir), { recursive: true });
  const client = await PGlite.create(dataDir ? { dataDir } : {});
  const db = drizzlePglite({ client, schema, logger });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

async function openPostgres(connectionString: string, logger: boolean | Logger): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // Fail at start, not on the first request, when the server cannot be reached.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePostgres({ client: pool, schema, logger });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    migrate: () => migratePostgres(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}
