import { afterEach } from 'vitest';

// Epic Stack's rule: an error logged during a test is a bug the test did not look at. A test that
// expects one (an unexpected error's log line) silences it with vi.spyOn(console, 'error').mockImplementation.
let logged: unknown[][] = [];
const original = console.error;

console.error = (...args: unknown[]) => {
  logged.push(args);
  original(...args);
};

afterEach(() => {
  const errors = logged;
  logged = [];
  if (errors.length > 0) throw new Error(`console.error was called during the test:\n${errors.map((args) => args.map(String).join(' ')).join('\n')}`);
});
