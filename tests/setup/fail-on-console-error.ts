import { afterEach } from 'vitest';

// Epic Stack's rule: an error logged during a test is a bug the test did not look at. A test that
// expects one (an unexpected error's log line) silences it with vi.spyOn(console, 'error').mockImplementation.
// The unit project runs its files one after another in the same workers (isolate: false): this file
// runs again for each, and console.error is wrapped once per worker, not once more per file.
type ErrorLog = { logged: unknown[][] };
const key = Symbol.for('ever-after.console-error-log');
const holder = globalThis as typeof globalThis & { [key]?: ErrorLog };

const log: ErrorLog = (holder[key] ??= (() => {
  const state: ErrorLog = { logged: [] };
  const original = console.error;
  console.error = (...args: unknown[]) => {
    state.logged.push(args);
    original(...args);
  };
  return state;
})());

afterEach(() => {
  const errors = log.logged;
  log.logged = [];
  if (errors.length > 0) throw new Error(`console.error was called during the test:\n${errors.map((args) => args.map(String).join(' ')).join('\n')}`);
});
