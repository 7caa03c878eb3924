import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DefaultLogger, type Logger } from 'drizzle-orm';
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
  /**
   * The embedded database only: its data dir as a gzipped tar (PGlite's dumpDataDir), taken between
   * transactions, so it opens as the database stood at that moment (scripts/backup.ts). `whileHeld`
   * runs while no transaction can start, before the next one may (the backup links its files then).
   */
  snapshot?(whileHeld?: () => Promise<void>): Promise<Blob>;
  close(): Promise<void>;
};

export type DatabaseOptions = (
  | { databaseUrl: string }
  /**
   * dataDir undefined keeps the embedded database in memory (tests); loadDataDir starts it as a copy
   * of a dump (PGlite's dumpDataDir: the tests' migrated template, tests/setup/test-databases.ts).
   */
  | { dataDir?: string; loadDataDir?: Blob }
) & {
  /** Prints every SQL statement, to see how many queries a request makes; a Logger receives them instead (tests count them). */
  logQueries?: boolean | Logger;
};

// Statements that may write, counted per embedded database (see writeCountOf).
const writeCounts = new WeakMap<Database, { count: number }>();
const readOnly = /^\s*select\b/i;

/**
 * How many statements that may write (anything but a select) the embedded database has been sent.
 * Its one process sends every statement through here, so a value read while the count stood still
 * is still the database's (a session: server/http/find-request-viewer.ts). Undefined on
 * PostgreSQL, which other server instances and clients write to as well.
 */
export function writeCountOf(db: Database): number | undefined {
  return writeCounts.get(db)?.count;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const logger = options.logQueries ?? false;
  if ('databaseUrl' in options) return openPostgres(options.databaseUrl, logger);
  return openPglite(options.dataDir, options.loadDataDir, logger);
}

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined, logger: boolean | Logger): Promise<DatabaseHandle> {
  // PGlite does not create the parent folders of its data dir.
  if (dataDir) mkdirSync(dirname(dataDir), { recursive: true });
  const client = await PGlite.create({ ...(dataDir ? { dataDir } : {}), ...(loadDataDir ? { loadDataDir } : {}) });
  // Drizzle tells its logger every statement, in transactions too, before it is sent.
  const writes = { count: 0 };
  const shown = logger === true ? new DefaultLogger() : logger || undefined;
  const counter: Logger = {
    logQuery(query, params) {
      if (!readOnly.test(query)) writes.count++;
      shown?.logQuery(query, params);
    },
  };
  const db = drizzlePglite({ client, schema, logger: counter }) as unknown as Database;
  writeCounts.set(db, writes);
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder }),
    async snapshot(whileHeld) {
      // A checkpoint first, so the copy opens without replaying the write-ahead log.
      await client.exec('CHECKPOINT');
      // Waits for an open transaction to end and holds the next one back: no half-done work is copied.
      return client._runExclusiveTransaction(async () => {
        const dump = await client.dumpDataDir('gzip');
        await whileHeld?.();
        return dump;
      });
    },
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
