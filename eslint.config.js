import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const folders = (path) => readdirSync(path, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const modules = folders('server/modules');
const features = folders('app/features');

/**
 * The tables each module owns (db/schema/<file>.ts): a module reads and writes only its own and
 * asks another module's use cases for the rest.
 */
const schemaFilesOf = {
  accounts: ['accounts'],
  // Read models spanning domains (the audit log, the dashboard's counts): it reads, never writes.
  admin: ['audit', 'accounts', 'vendors', 'contact', 'platform', 'messaging', 'services'],
  audit: ['audit'],
  billing: ['billing'],
  bookings: ['bookings'],
  'bot-check': ['bot-check'],
  catalog: ['catalog', 'services'],
  contact: ['contact'],
  content: ['content'],
  engagement: ['engagement'],
  geo: ['geo'],
  guests: ['guests'],
  'mailing-list': ['mailing-list'],
  planning: ['planning'],
  messaging: ['messaging'],
  platform: ['platform'],
  privacy: ['privacy'],
  reviews: ['reviews'],
  search: ['search'],
  vendors: ['vendors'],
};
for (const name of modules) if (!schemaFilesOf[name]) throw new Error(`eslint.config.js: say which db/schema files module ${name} owns`);

/**
 * Who may import a module's internal.ts: its trusted helpers, which check no permission, for the
 * use cases of these modules that have already decided (ARCHITECTURE.md, "Surface").
 */
const internalImporters = {
  accounts: ['admin', 'billing', 'bookings', 'catalog', 'contact', 'guests', 'messaging', 'planning', 'privacy', 'reviews', 'vendors'],
  audit: ['accounts', 'admin', 'billing', 'bookings', 'catalog', 'contact', 'content', 'platform', 'privacy', 'reviews', 'vendors'],
  billing: ['privacy'],
  bookings: ['privacy', 'reviews'],
  catalog: ['search', 'admin', 'billing', 'bookings', 'privacy', 'reviews', 'vendors'],
  engagement: ['privacy'],
  geo: ['catalog'],
  guests: ['planning', 'privacy'],
  'mailing-list': ['privacy'],
  messaging: ['bookings', 'privacy', 'reviews'],
  platform: ['accounts', 'bot-check', 'content', 'guests', 'mailing-list', 'messaging', 'planning'],
  planning: ['privacy'],
  reviews: ['privacy', 'search'],
  vendors: ['billing', 'privacy'],
};
for (const [name, importers] of Object.entries(internalImporters)) {
  if (!modules.includes(name)) throw new Error(`eslint.config.js: internalImporters names ${name}, which is not a module`);
  for (const importer of importers) if (!modules.includes(importer)) throw new Error(`eslint.config.js: internalImporters.${name} names ${importer}, which is not a module`);
}

// Code that serves requests: it never reaches the demo seed (server/start.ts, the composition root, wires it in).
const runtime = ['./server/modules', './server/kernel', './server/media', './server/http', './server/graphql', './server/integrations', './server/index.ts', './server/config.ts', './server/context.ts', './server/build-context.ts', './server/job-runner.ts', './server/connect-database.ts', './app', './shared', './db'];

/** The module contract of ARCHITECTURE.md, as import rules (ARCHITECTURE.md, docs/architecture.md). */
const boundaryZones = [
  // A module's index.ts is its public surface: other modules reach it only there, and its
  // internal.ts only when internalImporters lists them.
  ...modules.flatMap((name) =>
    modules
      .filter((other) => other !== name)
      .map((other) => ({
        target: `./server/modules/${name}`,
        from: `./server/modules/${other}`,
        except: internalImporters[other]?.includes(name) ? ['./index.ts', './internal.ts'] : ['./index.ts'],
        message: internalImporters[other]?.includes(name)
          ? `Module ${name} may use module ${other} only through its index.ts and internal.ts.`
          : `Module ${name} may use module ${other} only through server/modules/${other}/index.ts (its internal.ts only if eslint.config.js's internalImporters lists ${name} for it).`,
      })),
  ),
  // …and so do the adapters, the seed and scripts, never an internal.ts.
  {
    target: ['./server/http', './server/graphql', './server/integrations', './server/index.ts', './server/start.ts', './server/build-context.ts', './server/job-runner.ts', './app', './db', './demo', './scripts', './shared'],
    from: './server/modules',
    except: modules.map((name) => `./${name}/index.ts`),
    message: 'Use a module only through its index.ts (its public surface).',
  },
  // A module reads only its own tables.
  ...modules.map((name) => ({
    target: `./server/modules/${name}`,
    from: './db/schema',
    except: schemaFilesOf[name].map((file) => `./${file}.ts`),
    message: `Module ${name} owns ${schemaFilesOf[name].map((file) => `db/schema/${file}.ts`).join(', ') || 'no tables'}: ask the owning module's use cases for other data.`,
  })),
  {
    target: './server/modules',
    from: ['./server/graphql', './server/http', './server/index.ts', './server/start.ts', './server/main.ts', './app'],
    message: 'Modules must not depend on adapters (GraphQL, HTTP, pages): adapters call modules.',
  },
  { target: './server/integrations', from: ['./server/modules', './server/kernel', './server/media', './server/graphql', './server/http', './app'], message: 'Integrations are adapters to outside services: they know nothing of the domain.' },
  // The kernel and the media library stand under every module: they import none.
  { target: ['./server/kernel', './server/media'], from: ['./server/modules', './server/graphql', './server/http', './server/index.ts', './server/start.ts', './server/build-context.ts', './app', './demo'], message: 'The kernel and the media library import no module or adapter: modules import them.' },
  { target: './server/media', from: './server/kernel', except: ['./index.ts'], message: 'The media library uses the kernel through server/kernel/index.ts.' },
  // The context holds types only, and none of a module's (dependency-cruiser also checks type-only cycles).
  { target: './server/context.ts', from: ['./server/modules', './server/media', './server/graphql', './server/http', './server/build-context.ts'], message: 'server/context.ts imports no module: the types it needs live in server/kernel.' },
  { target: runtime, from: './demo', message: 'Runtime code never imports the demo seed; the seed calls modules (server/start.ts wires it in).' },
  // The database layer knows nothing above it.
  { target: './db', from: ['./app', './server', './demo'], message: 'The database layer (schema, client, migrations) imports nothing of the server, the pages or the demo seed.' },
  {
    target: './demo',
    from: './server',
    except: ['./context.ts', './build-context.ts', './kernel/index.ts', './media/index.ts', './integrations', ...modules.map((name) => `./modules/${name}/index.ts`)],
    message: 'The seed reaches the server only through module index files, the kernel, the media library and the context builder.',
  },
  { target: './shared', from: ['./server', './app', './db'], message: 'shared/ holds pure rules both sides need: it imports nothing of server, app or db.' },
  // A feature never reaches into another feature or a route: compose them in routes.
  ...features.flatMap((name) => [
    ...features
      .filter((other) => other !== name)
      .map((other) => ({
        target: `./app/features/${name}`,
        from: `./app/features/${other}`,
        except: ['./index.ts'],
        message: `Feature ${name} may use feature ${other} only through app/features/${other}/index.ts.`,
      })),
    { target: `./app/features/${name}`, from: './app/routes', message: 'Features never import routes.' },
  ]),
];

export default tseslint.config(
  // scripts/fixtures/ holds deliberately malformed code (the use-case check's test).
  { ignores: ['build/', 'data/', '.scratch/', '.react-router/', 'node_modules/', 'test-results/', 'db/migrations/', 'scripts/fixtures/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['app/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // Tests and benchmarks are white-box: they may seed, read any table and call a module's internals
  // (a benchmark opens 500 sessions without 500 password checks).
  {
    files: ['**/*.{ts,tsx,js}'],
    ignores: ['**/*.test.{ts,tsx}', 'tests/**', 'bench/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaryZones }] },
  },
  // The browser bundle: app/ reaches server and database code only from *.server.ts files (types excepted: they leave no code).
  {
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/**/*.server.{ts,tsx}', 'app/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '**/db/**'], allowTypeImports: true, message: 'app/ reaches server code only from *.server.ts files (type imports are fine).' },
          ],
        },
      ],
    },
  },
);
