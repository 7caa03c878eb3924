import { afterEach } from 'vitest';
import { log, setLogDestination } from '../../server/observability/log';

// Epic Stack's rule: an error logged during a test is a bug the test did not look at. A test that
// expects one (an unexpected error's log line) silences it with vi.spyOn(console, 'error').mockImplementation.
// The unit project runs its files one after another in the same workers (isolate: false): this file
// runs again for each, and console.error is wrapped once per worker, not once more per file.
type ErrorLog = { logged: unknown[][] };
const key = Symbol.for('ever-after.console-error-log');
const holder = globalThis as typeof globalThis & { [key]?: ErrorLog };

const errorLog: ErrorLog = (holder[key] ??= (() => {
  const state: ErrorLog = { logged: [] };
  const original = console.error;
  console.error = (...args: unknown[]) => {
    state.logged.push(args);
    original(...args);
  };
  // The server's log lines reach the console in tests: errors through console.error (so the rule
  // above holds for them), the rest through console.warn; below warnings, quiet unless LOG_LEVEL says.
  setLogDestination({
    write: (line: string) => {
      const { level } = JSON.parse(line) as { level: string };
      (level === 'error' || level === 'fatal' ? console.error : console.warn)(line.trimEnd());
    },
  });
  log.level = process.env.LOG_LEVEL ?? 'warn';
  return state;
})());

afterEach(() => {
  const errors = errorLog.logged;
  errorLog.logged = [];
  if (errors.length > 0) throw new Error(`console.error was called during the test:\n${errors.map((args) => args.map(String).join(' ')).join('\n')}`);
});
