/**
 * npm test: everything CI runs, in order, ending with one line "N passed, N failed" that counts
 * every test of every runner (typecheck, lint, the use-case shape check and build count as one test each).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../db/paths';
import { headlessShellPath, testBrowserPath } from '../tests/setup/browser';
import { databaseTestFiles } from './database-test-files';

const testStartedAt = Date.now();

type Tally = { passed: number; failed: number; skipped: number };
const total: Tally = { passed: 0, failed: 0, skipped: 0 };
const reportDir = join(projectRoot, 'test-results');
mkdirSync(reportDir, { recursive: true });

const secondsSince = (started: number) => `${Math.round((Date.now() - started) / 1000)} s`;

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): boolean {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const ok = spawnSync(command, args, { cwd: projectRoot, env, stdio: 'inherit' }).status === 0;
  console.log(`(${secondsSince(started)})`);
  return ok;
}

/**
 * Runs the commands at the same time (each is single-threaded: two cores run two), each one's
 * output kept and printed whole once it ends, in the order given. Whether each passed.
 */
async function runTogether(commands: [string, string[]][]): Promise<boolean[]> {
  const started = Date.now();
  const runs = commands.map(
    ([command, args]) =>
      new Promise<{ ok: boolean; output: string; seconds: string }>((resolve) => {
        const child = spawn(command, args, { cwd: projectRoot, env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('error', (error) => resolve({ ok: false, output: `${output}${error.message}\n`, seconds: secondsSince(started) }));
        child.on('close', (code) => resolve({ ok: code === 0, output, seconds: secondsSince(started) }));
      }),
  );
  const results: boolean[] = [];
  for (const [index, result] of runs.entries()) {
    const { ok, output, seconds } = await result;
    const [command, args] = commands[index];
    console.log(`\n$ ${[command, ...args].join(' ')}`);
    process.stdout.write(output);
    console.log(`(${seconds})`);
    results.push(ok);
  }
  return results;
}

function step(name: string, ok: boolean) {
  total[ok ? 'passed' : 'failed'] += 1;
  console.log(`${ok ? '✓' : '✗'} ${name}`);
}

function vitest(name: string, project: 'unit' | 'e2e', env: NodeJS.ProcessEnv = process.env, files: string[] = []) {
  const report = join(reportDir, `${name}.json`);
  rmSync(report, { force: true });
  const started = Date.now();
  const ok = run('npx', ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...files], env);
  if (!existsSync(report)) {
    step(`${name}: the runner produced no report`, false);
    return;
  }
  const result = JSON.parse(readFileSync(report, 'utf8'));
  total.passed += result.numPassedTests;
  total.failed += result.numFailedTests;
  total.skipped += result.numPendingTests + result.numTodoTests;
  // A suite that failed to load counts as a failure even though no test in it ran.
  const brokenFiles = result.testResults.filter((file: { status: string; assertionResults: unknown[] }) => file.status === 'failed' && file.assertionResults.length === 0).length;
  total.failed += brokenFiles;
  // Vitest also fails a run for errors outside any test (an unhandled rejection): one failure more.
  const outsideTests = !ok && result.numFailedTests + brokenFiles === 0 ? 1 : 0;
  total.failed += outsideTests;
  console.log(`${ok ? '✓' : '✗'} ${name}: ${result.numPassedTests} passed, ${result.numFailedTests + brokenFiles + outsideTests} failed${outsideTests ? ' (errors outside the tests: see above)' : ''} (${secondsSince(started)})`);
}

/** The tests' browser: Debian's headless shell, installed when missing and running as root (else the whole Chromium will do). */
function ensureChromium(): boolean {
  if (process.env.CHROMIUM_PATH ? existsSync(process.env.CHROMIUM_PATH) : existsSync(headlessShellPath)) return true;
  if (process.getuid?.() !== 0) {
    if (existsSync(testBrowserPath())) return true;
    console.error(`Chromium is missing at ${testBrowserPath()}. Install it with "sudo apt-get install -y chromium-headless-shell" (Debian) or set CHROMIUM_PATH.`);
    return false;
  }
  console.log('Installing Debian’s Chromium headless shell for the browser tests…');
  return run('apt-get', ['update', '-qq']) && run('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell']);
}

// The route types first (lint resolves their imports too), then the three checks side by side.
const typegen = run('npx', ['react-router', 'typegen']);
const [typecheck, lint, useCases] = await runTogether([
  ['npx', ['tsc']],
  ['npm', ['run', '-s', 'lint']],
  ['npm', ['run', '-s', 'check:use-cases']],
]);
step('typecheck', typegen && typecheck);
step('lint', lint);
step('use-case shape (scripts/check-use-cases.ts)', useCases);
// TEST_DATABASE_URL (as .ci/run sets it) is for the second pass: the first is on PGlite.
const { TEST_DATABASE_URL: postgresUrl, ...withoutPostgres } = process.env;
vitest('unit and integration (PGlite)', 'unit', withoutPostgres);
if (postgresUrl) {
  // Only the files that open a test database: the others would do the same thing again.
  vitest('unit and integration (PostgreSQL)', 'unit', { ...process.env, TEST_DATABASE_URL: postgresUrl }, databaseTestFiles());
} else {
  console.log('\nTEST_DATABASE_URL is not set: the integration tests ran on PGlite only.');
}
const built = run('npm', ['run', '-s', 'build']);
step('build', built);
const browserReady = ensureChromium();
step('chromium for end-to-end tests', browserReady);
if (built && browserReady) vitest('end-to-end (Chromium)', 'e2e');

const startedAt = Number(process.env.CI_STARTED_AT) * 1000 || testStartedAt;
const seconds = Math.round((Date.now() - startedAt) / 1000);
console.log(`\n${process.env.CI_STARTED_AT ? 'CI (npm ci and npm test)' : 'npm test'} took ${Math.floor(seconds / 60)} min ${seconds % 60} s`);
console.log(`\n${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(total.failed > 0 ? 1 : 0);
