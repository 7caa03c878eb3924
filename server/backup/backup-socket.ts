import { chmodSync, createWriteStream, existsSync, readdirSync, rmSync } from 'node:fs';
import { mkdtemp, open, rename, rm } from 'node:fs/promises';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { DatabaseHandle } from '../../db/client';
import { BackupError, backupSocketName, endsLikeZip, stagingPrefix, takeBackup, writeBackupArchive } from './backup-archive';

/**
 * PGlite is one process's database: only the server that opened DATA_DIR/pglite may read it. So a
 * running server answers backups itself, on a Unix socket in DATA_DIR (docs/backups.md): whoever
 * may connect to it may read DATA_DIR anyway (it is made 0600, the folder's owner alone), it is
 * never on the network, and no secret or port has to be handed to the backup script.
 */
export const backupSocketOf = (dataDir: string) => join(dataDir, backupSocketName);

// sockaddr_un holds 108 bytes on Linux, 104 on macOS, the final NUL included.
const socketPathLimit = 103;

export type BackupListener = {
  /** Backups are answered from now on (the migrations are applied: the manifest names their level). */
  ready(): void;
  close(): Promise<void>;
};

/**
 * Listens for backups on DATA_DIR/backup.sock. Fails when another server already answers there:
 * two processes on one PGlite data dir would corrupt it.
 */
export async function listenForBackups(options: { dataDir: string; database: DatabaseHandle; log: (line: string) => void }): Promise<BackupListener> {
  const { dataDir, database, log } = options;
  const socketPath = backupSocketOf(dataDir);
  if (socketPath.length > socketPathLimit) {
    log(`DATA_DIR's path is too long for the backup socket (${socketPath.length} > ${socketPathLimit} bytes): npm run backup works only while the server is stopped`);
    return { ready() {}, close: async () => {} };
  }
  if ((await probe(socketPath)) === 'answers') throw new BackupError(`another server is running on ${dataDir} (it answers on ${backupSocketName}): stop it first`);
  // What a server that was killed mid-way left: its socket and the links of an unfinished backup.
  rmSync(socketPath, { force: true });
  for (const entry of readdirSync(dataDir)) if (entry.startsWith(stagingPrefix)) rmSync(join(dataDir, entry), { recursive: true, force: true });

  let accepting = false;
  const server: Server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/backup') {
      res.writeHead(404).end();
      return;
    }
    if (!accepting) {
      res.writeHead(503, { 'Content-Type': 'text/plain' }).end('the server is still starting (applying migrations): try again in a moment');
      return;
    }
    void answerBackup(dataDir, database, res, log);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  chmodSync(socketPath, 0o600);
  return {
    ready: () => (accepting = true),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function answerBackup(dataDir: string, database: DatabaseHandle, res: ServerResponse, log: (line: string) => void) {
  const started = Date.now();
  const staging = await mkdtemp(join(dataDir, stagingPrefix));
  try {
    const { manifest, dump, files } = await takeBackup(database, dataDir, staging);
    res.writeHead(200, { 'Content-Type': 'application/zip' });
    await pipeline(Readable.from(writeBackupArchive(manifest, dump, files)), res);
    log(`Backup sent: the database and ${files.length} files in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } catch (error) {
    log(`Backup failed: ${(error as Error).message}`);
    // Cut short, the archive has no end record: the script sees that and keeps nothing.
    if (res.headersSent) res.destroy();
    else res.writeHead(500, { 'Content-Type': 'text/plain' }).end((error as Error).message);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Whether a server answers on the socket; 'absent' when none does (no socket, or one left by a stopped server). */
export function probe(socketPath: string): Promise<'answers' | 'absent'> {
  if (!existsSync(socketPath)) return Promise.resolve('absent');
  return new Promise((resolve, reject) => {
    const socket = connect(socketPath);
    socket.once('connect', () => {
      socket.end();
      resolve('answers');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') resolve('absent');
      else reject(error);
    });
  });
}

/**
 * Asks the server running on DATA_DIR for a backup and writes it to `file` (through a temporary
 * file beside it, renamed once the archive is whole). The number of bytes written.
 */
export async function requestBackup(dataDir: string, file: string): Promise<number> {
  const partial = `${file}.partial-${process.pid}`;
  try {
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      const req = request({ socketPath: backupSocketOf(dataDir), method: 'POST', path: '/backup' }, resolve);
      req.once('error', reject);
      req.end();
    });
    if (response.statusCode !== 200) {
      let text = '';
      for await (const chunk of response) text += chunk;
      throw new BackupError(`the running server could not make the backup: ${text || `status ${response.statusCode}`}`);
    }
    await pipeline(response, createWriteStream(partial, { mode: 0o600 }));
    const size = await checkWhole(partial);
    await rename(partial, file);
    return size;
  } catch (error) {
    await rm(partial, { force: true });
    if ((error as NodeJS.ErrnoException).code === 'ECONNRESET' || (error as Error).message === 'aborted') throw new BackupError('the running server stopped sending the backup before its end (see its log)');
    throw error;
  }
}

/** The archive's size, once its end record shows it is whole. */
export async function checkWhole(path: string): Promise<number> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    const tail = new Uint8Array(Math.min(size, 22));
    await handle.read(tail, 0, tail.length, size - tail.length);
    if (!endsLikeZip(tail)) throw new BackupError('the backup was cut short (no end record): nothing was kept');
    return size;
  } finally {
    await handle.close();
  }
}
