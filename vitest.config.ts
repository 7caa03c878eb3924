import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { mantineThemeCss } from './app/styles/theme-css.vite.ts';

const alias = { '~': fileURLToPath(new URL('./app', import.meta.url)) };
const resolve = { alias };
// graphql 17 ships a separate "development" build that Vitest's resolver and Node's may each pick:
// run graphql and everything that builds or executes schemas through one resolver, so one copy.
const inlineGraphQL = { deps: { inline: ['graphql', '@pothos/core', 'graphql-yoga', /@graphql-tools/, /@envelop/, /@graphql-yoga/, /@escape\.tech/] } };

export default defineConfig({
  resolve,
  test: {
    // Vitest keeps one core for itself by default, which on a two-core machine leaves one worker;
    // its main process does little while files run (measured in docs/performance.md).
    maxWorkers: availableParallelism(),
    projects: [
      {
        resolve,
        // The root imports the theme's stylesheet that this plugin makes.
        plugins: [mantineThemeCss()],
        test: {
          name: 'unit',
          include: ['{app,server,db,demo,scripts,shared,tests/unit}/**/*.test.{ts,tsx}'],
          environment: 'node',
          // The migrations, applied once to the template every test database copies.
          globalSetup: ['tests/setup/test-databases.ts'],
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
          // Files share their workers' module cache instead of importing the server afresh each:
          // every test file opens its own database, and the server's caches are per database.
          isolate: false,
          server: inlineGraphQL,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.spec.ts'],
          environment: 'node',
          globalSetup: ['tests/setup/e2e-server.ts'],
          setupFiles: ['tests/setup/e2e-file.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // Lanes: one worker each, with its own server (tests/setup/e2e-server.ts): two finish in
          // about 830 s instead of 930 s. Which files share a lane, and in what order, changes from
          // run to run, so no spec may lean on what another left in the demo data (run them with
          // --sequence.shuffle.files to check; docs/performance.md, "Test suite time").
          maxWorkers: 2,
          // One worker runs the files one after another without importing everything afresh for each.
          isolate: false,
          // What the browser paints comes later on a busy machine: polls wait up to 10 s.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
