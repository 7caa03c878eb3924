/**
 * The import rules eslint's import-x cannot hold: it skips type-only imports when it looks for
 * cycles, and a circle of `import type` still ties files together (a newcomer reading one must read
 * them all). Run by `npm run lint` (docs/architecture.md, "Boundaries held by lint").
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'Files never import each other in a circle, type-only imports included: move the shared part to where both can import it.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'context-imports-no-module',
      severity: 'error',
      comment: 'server/context.ts holds the types of the request context only: the types it needs live in server/kernel (or integrations), never in a module.',
      from: { path: '^server/context\\.ts$' },
      to: { path: '^server/(modules|graphql|http|media)/|^server/(build-context|index|start)\\.ts$' },
    },
    {
      name: 'kernel-imports-no-module',
      severity: 'error',
      comment: 'The kernel is what every module stands on: it imports no module, adapter or library above it.',
      from: { path: '^server/kernel/' },
      to: { path: '^server/(modules|graphql|http|media)/|^server/(build-context|index|start)\\.ts$|^app/|^demo/' },
    },
    {
      name: 'database-layer-imports-nothing-above-it',
      severity: 'error',
      comment: 'db/ (the schema, the client, migrations) knows nothing of the server, the pages or the demo seed.',
      from: { path: '^db/' },
      to: { path: '^(server|app|demo)/' },
    },
    {
      name: 'runtime-never-imports-the-demo-seed',
      severity: 'error',
      comment: 'Only the entry point (server/start.ts) and scripts wire the demo seed in.',
      from: { path: '^(server|app|shared|db)/', pathNot: '^server/start\\.ts$|\\.test\\.tsx?$' },
      to: { path: '^demo/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|build|data|\\.react-router|test-results|\\.scratch)/' },
    // Type-only imports count: a cycle of types is still a cycle.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
    moduleSystems: ['es6', 'cjs'],
  },
};
