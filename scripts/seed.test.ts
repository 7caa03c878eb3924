import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../db/paths';
import { createScratchDatabase } from '../tests/setup/database';

// npm run seed, as a person runs it: into PGlite under DATA_DIR, or into TEST_DATABASE_URL's server.
const tsx = join(projectRoot, 'node_modules', '.bin', 'tsx');
let dataDir: string;
let env: NodeJS.ProcessEnv;
let dropDatabase: (() => Promise<void>) | undefined;

function seed(...args: string[]) {
  const result = spawnSync(tsx, ['scripts/seed.ts', ...args], { cwd: projectRoot, env, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'ever-after-seed-cli-'));
  env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
  if (process.env.TEST_DATABASE_URL) {
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL);
    env.DATABASE_URL = scratch.url;
    dropDatabase = scratch.drop;
  }
});
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await dropDatabase?.();
});

describe('npm run seed', () => {
  it('seeds N services with their pictures into the configured database, then adds more on a second run', () => {
    const first = seed('--services', '40');
    expect(first.status, first.output).toBe(0);
    expect(first.output).toContain('Reference data: 2 countries, 23 states');
    expect(first.output).toMatch(/Services: 40 \(owned by \d+ new vendors\), [\d,]+ meta values, ([\d,]+) photos \(\1 SVG files\)/);
    const pictures = readdirSync(join(dataDir, 'images', 'demo')).length;
    expect(pictures).toBeGreaterThanOrEqual(40 * 3);

    const second = seed('--services', '10');
    expect(second.status, second.output).toBe(0);
    expect(second.output).toContain('Reference data already present: adding services only');
    expect(second.output).toMatch(/Services: 10 /);
    expect(readdirSync(join(dataDir, 'images', 'demo')).length).toBeGreaterThanOrEqual(pictures + 30);
  }, 120_000); // two seed processes one after the other: slow on a busy machine

  it.each([['--services', 'many'], ['--services', '-3'], ['--colour', 'blue']])('refuses %s %s with one line and exit code 1', (...args) => {
    const { status, output } = seed(...args);
    expect(status).toBe(1);
    expect(output).toMatch(/^\[seed\] .*usage: npm run seed -- \[--services N\]/m);
    expect(output).not.toMatch(/\n\s+at /);
  });
});
