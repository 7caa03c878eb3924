/**
 * npm run backup -- <file>
 *
 * Writes one zip holding the embedded database and the files under DATA_DIR (docs/backups.md).
 * While a server runs on DATA_DIR it makes the backup itself, over DATA_DIR/backup.sock (PGlite is
 * one process's); with none running, this script opens the data dir itself.
 */
import { createWriteStream, existsSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/client';
import { BackupError, postgresBackupAdvice, takeBackup, writeBackupArchive } from '../server/backup/backup-archive';
import { backupSocketOf, checkWhole, probe, requestBackup } from '../server/backup/backup-socket';
import { ConfigError, loadConfig } from '../server/config';

const usage = 'usage: npm run backup -- <file>   (DATA_DIR names the installation, default ./data)';

const log = (line: string) => console.log(`[backup] ${line}`);

function fail(line: string): never {
  console.error(`[backup] ${line}`);
  process.exit(1);
}

async function main() {
  let positionals: string[];
  try {
    ({ positionals } = parseArgs({ allowPositionals: true, options: {} }));
  } catch (error) {
    return fail(`${(error as Error).message}; ${usage}`);
  }
  if (positionals.length !== 1) return fail(usage);
  const file = resolve(positionals[0]);
  const config = loadConfig();
  if (config.databaseUrl) return fail(postgresBackupAdvice);
  if (config.s3) log(`S3_BUCKET is set: uploads in the bucket are not in this backup; keep the bucket's versioning on (docs/backups.md)`);
  const started = Date.now();
  let size: number;
  if ((await probe(backupSocketOf(config.dataDir))) === 'answers') {
    log(`A server is running on ${config.dataDir}: it writes the backup`);
    size = await requestBackup(config.dataDir, file);
  } else {
    if (!existsSync(join(config.pgliteDir, 'PG_VERSION'))) return fail(`there is no embedded database in ${config.pgliteDir}: is DATA_DIR right?`);
    log(`No server is running on ${config.dataDir}: reading it directly`);
    size = await backupStoppedInstallation(config.dataDir, config.pgliteDir, file);
  }
  log(`Backup written to ${file} (${(size / 1024 / 1024).toFixed(1)} MB) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Nothing else writes while the server is stopped: the files need no links. */
async function backupStoppedInstallation(dataDir: string, pgliteDir: string, file: string): Promise<number> {
  const database = await openDatabase({ dataDir: pgliteDir });
  const partial = `${file}.partial-${process.pid}`;
  try {
    const { manifest, dump, files } = await takeBackup(database, dataDir);
    await writeFile(partial, '', { mode: 0o600 });
    await pipeline(Readable.from(writeBackupArchive(manifest, dump, files)), createWriteStream(partial));
    const size = await checkWhole(partial);
    await rename(partial, file);
    return size;
  } finally {
    await rm(partial, { force: true });
    await database.close();
  }
}

main().catch((error) => {
  if (error instanceof ConfigError) fail(`Configuration error: ${error.message}`);
  if (error instanceof BackupError) fail(error.message);
  console.error(error);
  process.exit(1);
});
