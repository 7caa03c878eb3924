/**
 * npm run restore -- <file> [--force]
 *
 * Restores a backup of `npm run backup` into DATA_DIR, which must be empty (--force empties it
 * first), and must have no server running on it. Then start the server on it (docs/backups.md).
 */
import { createReadStream, readdirSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/client';
import { BackupError, postgresBackupAdvice, readBackupArchive } from '../server/backup/backup-archive';
import { backupSocketOf, probe } from '../server/backup/backup-socket';
import { ConfigError, loadConfig } from '../server/config';

const usage = 'usage: npm run restore -- <file> [--force]   (into DATA_DIR, default ./data, which must be empty; --force empties it first)';

const log = (line: string) => console.log(`[restore] ${line}`);

function fail(line: string): never {
  console.error(`[restore] ${line}`);
  process.exit(1);
}

async function main() {
  let parsed: { positionals: string[]; values: { force?: boolean } };
  try {
    parsed = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean' } } });
  } catch (error) {
    return fail(`${(error as Error).message}; ${usage}`);
  }
  if (parsed.positionals.length !== 1) return fail(usage);
  const file = resolve(parsed.positionals[0]);
  // Before anything is deleted (--force): the backup must be there.
  if (!statSync(file, { throwIfNoEntry: false })?.isFile()) return fail(`there is no file ${file}`);
  const config = loadConfig();
  if (config.databaseUrl) return fail(postgresBackupAdvice);
  if ((await probe(backupSocketOf(config.dataDir))) === 'answers') return fail(`a server is running on ${config.dataDir}: stop it before restoring into its folder`);
  const present = readdirSync(config.dataDir);
  if (present.length > 0) {
    if (!parsed.values.force) {
      return fail(`DATA_DIR ${config.dataDir} is not empty (${present.slice(0, 5).join(', ')}${present.length > 5 ? ', …' : ''}): restore into an empty folder, or add --force to delete what it holds first`);
    }
    log(`--force: deleting what ${config.dataDir} holds`);
    // Its contents, not the folder: it may be a mount point.
    for (const entry of present) rmSync(join(config.dataDir, entry), { recursive: true, force: true });
  }
  const started = Date.now();
  const manifest = await readBackupArchive(createReadStream(file), config.dataDir, async (dump) => {
    // PGlite unpacks the dump into its new data dir on first open.
    const database = await openDatabase({ dataDir: config.pgliteDir, loadDataDir: dump });
    await database.close();
  }).catch((error: unknown) => {
    if (error instanceof BackupError) throw new BackupError(`${error.message} (what was unpacked is still in ${config.dataDir}: empty it, or use --force, before trying again)`);
    throw error;
  });
  log(`Restored the backup of ${manifest.createdAt} (database at ${manifest.database.migration ?? 'no migration'}, ${manifest.files} files) into ${config.dataDir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  log('Start the server on it (npm run serve): it applies any newer migrations as it starts');
}

main().catch((error) => {
  if (error instanceof ConfigError) fail(`Configuration error: ${error.message}`);
  if (error instanceof BackupError) fail(error.message);
  console.error(error);
  process.exit(1);
});
