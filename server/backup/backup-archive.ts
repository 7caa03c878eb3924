import { closeSync, createReadStream, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import { link, mkdir, readdir } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import { sql } from 'drizzle-orm';
import { Unzip, UnzipInflate, Zip, ZipPassThrough, strFromU8, strToU8, type UnzipFile } from 'fflate';
import { z } from 'zod';
import type { Database, DatabaseHandle } from '../../db/client';
import { migrationsFolder } from '../../db/paths';

/**
 * One backup of an embedded installation, as one zip file (docs/backups.md):
 *   manifest.json            what it is (format, version, time, the database's migration level)
 *   database/pglite.tar.gz   the PGlite data dir (PGlite's dumpDataDir), taken between transactions
 *   files/<path>             every other file under DATA_DIR: images/, private/, outbox/
 * Entries are stored, not deflated: the dump is gzipped already and photos are compressed formats.
 */
export const backupFormat = 'ever-after-backup';
export const backupVersion = 1;
const manifestName = 'manifest.json';
const databaseName = 'database/pglite.tar.gz';
const filesPrefix = 'files/';
/** The embedded database's folder in DATA_DIR (config.pgliteDir): archived as the dump, not as files. */
const pgliteFolder = 'pglite';
/** The running server's control socket (backup-socket.ts): not a file to keep. */
export const backupSocketName = 'backup.sock';
/** Where a running server hard-links the files of a backup in progress (inside DATA_DIR: links need one file system). */
export const stagingPrefix = '.backup-';
// fflate writes no ZIP64 records: offsets and sizes past 4 GiB would wrap round silently.
const zipLimit = 0xffff_ffff;

const manifestSchema = z.object({
  format: z.literal(backupFormat),
  version: z.literal(backupVersion),
  createdAt: z.string(),
  database: z.object({
    kind: z.literal('pglite'),
    /** The last drizzle-kit migration applied (its tag in db/migrations/meta/_journal.json), null before any. */
    migration: z.string().nullable(),
    migrationsApplied: z.number().int().min(0),
  }),
  files: z.number().int().min(0),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

/** A file to archive: its path inside DATA_DIR ('images/…') and where to read it now. */
export type CapturedFile = { name: string; path: string };

export class BackupError extends Error {}

/** What the backup and restore scripts say instead of acting when DATABASE_URL is set. */
export const postgresBackupAdvice = [
  'DATABASE_URL is set: the database is PostgreSQL, which these scripts do not copy. Use PostgreSQL\'s own tools:',
  '  pg_dump --format=custom --file=ever-after.dump "$DATABASE_URL"',
  '  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" ever-after.dump',
  'With S3_BUCKET set, keep the bucket\'s versioning on (README, "Backups"; docs/backups.md).',
].join('\n');

/** The migrations this version of the code ships, in order (drizzle-kit's journal). */
function journal(): { tag: string; when: number }[] {
  return (JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string; when: number }[] }).entries;
}

/** How far the database's schema has been migrated: drizzle's own record, named by the journal's tags. */
async function migrationLevel(db: Database): Promise<BackupManifest['database']> {
  const rowsOf = async <Row>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
  const [{ recorded }] = await rowsOf<{ recorded: boolean }>(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as recorded`);
  if (!recorded) return { kind: 'pglite', migration: null, migrationsApplied: 0 };
  // drizzle records each applied migration with its journal time (`when`), which names its tag.
  const [{ applied, newest }] = await rowsOf<{ applied: number; newest: string | null }>(
    sql`select count(*)::int as applied, max(created_at)::text as newest from drizzle.__drizzle_migrations`,
  );
  if (newest === null) return { kind: 'pglite', migration: null, migrationsApplied: 0 };
  const tag = journal().find((entry) => entry.when === Number(newest))?.tag ?? `unknown migration of ${new Date(Number(newest)).toISOString()}`;
  return { kind: 'pglite', migration: tag, migrationsApplied: applied };
}

/**
 * Every file under DATA_DIR but the database's folder, sockets and unfinished writes. With `staging`
 * (a folder inside DATA_DIR), each file is hard-linked there first: called while the database is
 * held still, the links keep each file as it stood at that moment, even if it is replaced or
 * removed before the archive reaches it, and cost no copy.
 */
async function captureFiles(dataDir: string, staging?: string): Promise<CapturedFile[]> {
  const captured: CapturedFile[] = [];
  const walk = async (relative: string) => {
    const entries = await readdir(join(dataDir, relative), { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    for (const entry of entries) {
      const name = relative ? `${relative}/${entry.name}` : entry.name;
      if (!relative && (entry.name === pgliteFolder || entry.name === backupSocketName || entry.name.startsWith(stagingPrefix) || entry.name.startsWith('.write-probe-'))) continue;
      // Disk storage writes `<file>#<uuid>.tmp` and renames it over the file: an unfinished write.
      if (entry.name.endsWith('.tmp') && entry.name.includes('#')) continue;
      if (entry.isDirectory()) await walk(name);
      else if (entry.isFile()) captured.push({ name, path: staging ? await linkInto(staging, dataDir, name, captured.length) : join(dataDir, name) });
    }
  };
  await walk('');
  return captured;
}

async function linkInto(staging: string, dataDir: string, name: string, index: number): Promise<string> {
  const linked = join(staging, String(index));
  await link(join(dataDir, name), linked);
  return linked;
}

/**
 * What one backup holds: the database as it stood between two transactions and, with `staging`,
 * the files as they stood at that same moment (linked while the database was held still).
 */
export async function takeBackup(database: DatabaseHandle, dataDir: string, staging?: string): Promise<{ manifest: BackupManifest; dump: Blob; files: CapturedFile[] }> {
  if (!database.snapshot) throw new BackupError('only the embedded database is backed up this way: on PostgreSQL use pg_dump (docs/backups.md)');
  const createdAt = new Date().toISOString();
  const level = await migrationLevel(database.db);
  let files: CapturedFile[] = [];
  const dump = await database.snapshot(async () => {
    files = await captureFiles(dataDir, staging);
  });
  return { manifest: { format: backupFormat, version: backupVersion, createdAt, database: level, files: files.length }, dump, files };
}

/** The archive's bytes, as they are made: entries are read one at a time, never all in memory. */
export async function* writeBackupArchive(manifest: BackupManifest, database: Blob, files: CapturedFile[]): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  let written = 0;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else ready.push(chunk);
  });
  function* drain() {
    if (failure) throw failure;
    while (ready.length > 0) {
      const chunk = ready.shift()!;
      written += chunk.length;
      if (written > zipLimit) throw new BackupError('the backup would pass 4 GiB, more than this zip format holds: see docs/backups.md ("Limits")');
      yield chunk;
    }
  }
  async function* add(name: string, source: AsyncIterable<Uint8Array>) {
    const entry = new ZipPassThrough(name);
    zip.add(entry);
    for await (const chunk of source) {
      entry.push(chunk);
      yield* drain();
    }
    entry.push(new Uint8Array(0), true);
    yield* drain();
  }
  yield* add(manifestName, once(strToU8(JSON.stringify(manifest, null, 2))));
  yield* add(databaseName, database.stream());
  for (const file of files) yield* add(`${filesPrefix}${file.name}`, createReadStream(file.path));
  zip.end();
  yield* drain();
}

async function* once(bytes: Uint8Array) {
  yield bytes;
}

/** Whether `bytes` end with a zip's end-of-central-directory record: a backup cut short has none. */
export function endsLikeZip(tail: Uint8Array): boolean {
  // The record is 22 bytes (no comment), starting with the signature PK\x05\x06.
  const start = tail.length - 22;
  return start >= 0 && tail[start] === 0x50 && tail[start + 1] === 0x4b && tail[start + 2] === 0x05 && tail[start + 3] === 0x06;
}

/**
 * Unpacks an archive into DATA_DIR, which the caller has checked is empty: the files where they
 * were, readable by this user alone, and the database dump handed to `loadDatabase`. The manifest,
 * the first entry, is checked before anything is written.
 */
export async function readBackupArchive(
  chunks: AsyncIterable<Uint8Array>,
  dataDir: string,
  loadDatabase: (dump: Blob) => Promise<void>,
): Promise<BackupManifest> {
  const known = new Set(journal().map((entry) => entry.tag));
  let manifest: BackupManifest | undefined;
  let failure: Error | undefined;
  let dump: Blob | undefined;
  let first = true;
  const unzip = new Unzip((file) => {
    if (failure) return;
    const isFirst = first;
    first = false;
    if (isFirst !== (file.name === manifestName)) {
      failure = new BackupError('this is not an Ever After backup (its first entry is not manifest.json)');
      return;
    }
    if (file.name === manifestName) return collect(file, (bytes) => (manifest = checkManifest(bytes, known)));
    if (file.name === databaseName) return collect(file, (bytes) => (dump = new Blob([bytes as Uint8Array<ArrayBuffer>])));
    const path = file.name.startsWith(filesPrefix) ? safePath(dataDir, file.name.slice(filesPrefix.length)) : null;
    if (!path) {
      failure = new BackupError(`the backup holds an entry outside its layout: ${file.name}`);
      return;
    }
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
    const fd = openSync(path, 'wx', 0o600);
    file.ondata = (error, chunk, final) => {
      if (error) failure ??= error;
      else writeSync(fd, chunk);
      if (error || final) closeSync(fd);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  // Collects one small entry whole; a problem it finds stops the restore.
  function collect(file: UnzipFile, done: (bytes: Uint8Array) => void) {
    const parts: Uint8Array[] = [];
    file.ondata = (error, chunk, final) => {
      if (error) failure ??= error;
      else parts.push(chunk);
      if (!error && final) {
        try {
          done(Buffer.concat(parts));
        } catch (problem) {
          failure ??= problem as Error;
        }
      }
    };
    file.start();
  }
  for await (const chunk of chunks) {
    unzip.push(chunk);
    if (failure) throw failure;
  }
  unzip.push(new Uint8Array(0), true);
  if (failure) throw failure;
  if (!manifest) throw new BackupError('this is not an Ever After backup (no manifest.json)');
  if (!dump) throw new BackupError('the backup has no database (database/pglite.tar.gz): it was cut short or is not a backup');
  await mkdir(dataDir, { recursive: true });
  await loadDatabase(dump);
  return manifest;
}

function checkManifest(bytes: Uint8Array, known: Set<string>): BackupManifest {
  let parsed: unknown;
  try {
    parsed = JSON.parse(strFromU8(bytes));
  } catch {
    throw new BackupError('this is not an Ever After backup (manifest.json is not JSON)');
  }
  const format = (parsed as { format?: unknown; version?: unknown } | null) ?? {};
  if (format.format !== backupFormat) throw new BackupError('this is not an Ever After backup (manifest.json names another format)');
  if (format.version !== backupVersion) throw new BackupError(`this backup's format is version ${String(format.version)}; this version of Ever After reads version ${backupVersion}: restore it with the version that wrote it`);
  const manifest = manifestSchema.parse(parsed);
  const migration = manifest.database.migration;
  // An older schema is fine: the server migrates it forward on start. A newer one it cannot read.
  if (migration !== null && !known.has(migration)) {
    throw new BackupError(`this backup's database is at migration ${migration}, which this version of Ever After does not know: restore it with the version that wrote it, or a newer one`);
  }
  return manifest;
}

/** The entry's place under DATA_DIR, or null for a name that would leave it or touch the database's folder. */
function safePath(dataDir: string, name: string): string | null {
  const relative = normalize(name);
  if (!relative || relative.startsWith('..') || relative.startsWith(sep) || relative.split(sep).includes('..')) return null;
  if (relative === pgliteFolder || relative.startsWith(`${pgliteFolder}${sep}`)) return null;
  return join(dataDir, relative);
}
