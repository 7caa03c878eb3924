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

/** What a database's clients are doing now: for pool gauges. The embedded database is one connection. */
export type DatabaseUse = { connections: number; idle: number; waiting: number; queriesInFlight: number };

type QueryWatch = { listeners: Set<(seconds: number) => void>; inFlight: number; use: () => Omit<DatabaseUse, 'queriesInFlight'> };
// Per database, like writeCounts: who hears each statement's duration (the app's metrics), and its clients' state.
const queryWatches = new WeakMap<Database, QueryWatch>();

/** Calls `listener` with every statement's duration in seconds; returns the function that stops it. */
export function observeQueries(db: Database, listener: (seconds: number) => void): () => void {
  const watch = queryWatches.get(db);
  watch?.listeners.add(listener);
  return () => void watch?.listeners.delete(listener);
}

/** The connections and statements under way (undefined for a database not opened here). */
export function databaseUseOf(db: Database): DatabaseUse | undefined {
  const watch = queryWatches.get(db);
  return watch && { ...watch.use(), queriesInFlight: watch.inFlight };
}

/** Counts a statement under way; the function it answers ends it and tells the listeners its duration. */
function startTimer(watch: QueryWatch): () => void {
  const started = performance.now();
  watch.inFlight++;
  return () => {
    watch.inFlight--;
    const seconds = (performance.now() - started) / 1000;
    for (const listener of watch.listeners) listener(seconds);
  };
}

/** `query` timed for the watch's listeners, whatever it answers. */
function timed<Query extends (...args: never[]) => Promise<unknown>>(watch: QueryWatch, query: Query): Query {
  return (async (...args: Parameters<Query>) => {
    const finish = startTimer(watch);
    try {
      return await query(...args);
    } finally {
      finish();
    }
  }) as Query;
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
  // Drizzle sends every statement through query, inside transactions through the transaction's own.
  const watch: QueryWatch = { listeners: new Set(), inFlight: 0, use: () => ({ connections: 1, idle: watch.inFlight === 0 ? 1 : 0, waiting: Math.max(0, watch.inFlight - 1) }) };
  client.query = timed(watch, client.query.bind(client));
  const transaction = client.transaction.bind(client);
  client.transaction = (run) =>
    transaction((tx) => {
      tx.query = timed(watch, tx.query.bind(tx));
      return run(tx);
    });
  const db = drizzlePglite({ client, schema, logger: counter }) as unknown as Database;
  writeCounts.set(db, writes);
  queryWatches.set(db, watch);
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
  const watch: QueryWatch = { listeners: new Set(), inFlight: 0, use: () => ({ connections: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }) };
  // Every statement, the pool's own included, runs on one of its clients: timed there, in either of
  // pg's forms (the pool passes a callback; a checked-out client in a transaction awaits a promise).
  pool.on('connect', (pooled) => {
    const query = pooled.query.bind(pooled) as (...args: unknown[]) => unknown;
    pooled.query = ((...args: unknown[]) => {
      const callback = args.at(-1);
      if (typeof callback !== 'function') return timed(watch, query as (...args: unknown[]) => Promise<unknown>)(...args);
      const finish = startTimer(watch);
      return query(...args.slice(0, -1), (...results: unknown[]) => {
        finish();
        return (callback as (...results: unknown[]) => unknown)(...results);
      });
    }) as typeof pooled.query;
  });
  // Fail at start, not on the first request, when the server cannot be reached.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePostgres({ client: pool, schema, logger });
  queryWatches.set(db as unknown as Database, watch);
  queryWatches.set(db as unknown as Database, watch);
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    migrate: () => migratePostgres(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}
