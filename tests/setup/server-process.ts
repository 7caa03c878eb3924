import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../../db/paths';

export type RunningServer = {
  url: string;
  dataDir: string;
  process: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
  stop: () => Promise<number | null>;
};

/**
 * Starts the built server (npm run build first) on a free port with its own data folder (or the
 * given one, to restart on the same data) and resolves once it listens and /healthz says "ready".
 * SIGTERM stops it without draining unless SHUTDOWN_DRAIN_SECONDS is given. Its output is kept for
 * assertions and for failures; stop() removes the data folder.
 */
export async function startServer(
  env: Record<string, string> = {},
  dataDir = mkdtempSync(join(tmpdir(), 'ever-after-e2e-')),
): Promise<RunningServer> {
  const child = spawn(process.execPath, ['build/server/index.js'], {
    cwd: projectRoot,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', SEED_SERVICES: '120', SHUTDOWN_DRAIN_SECONDS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /Listening on (http:\/\/localhost:\d+)[^]*Ready \(/.exec(output);
      if (match) {
        clearInterval(timer);
        resolve(match[1].replace('localhost', '127.0.0.1'));
      }
    }, 50);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`server exited with ${code} before listening:\n${output}`));
    });
  });

  return {
    url,
    dataDir,
    process: child,
    exited,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      const code = await exited;
      rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}

/**
 * A new data folder holding a copy of `dataDir` (a stopped server's): a server started on it finds
 * its database migrated and seeded, and neither creates nor seeds one again.
 */
export function copyOfDataDir(dataDir: string): string {
  const copy = mkdtempSync(join(tmpdir(), 'ever-after-e2e-'));
  cpSync(dataDir, copy, { recursive: true });
  return copy;
}
