import { basename, dirname, resolve } from 'node:path';
import type { Rolldown } from 'vite';

type ChunkingContext = Rolldown.ChunkingContext;

/** Packages whose index file re-exports every component, hook or icon they have. */
const barrelPackages = [
  { name: '@mantine/core', index: /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]index\.mjs$/ },
  { name: '@mantine/hooks', index: /node_modules[\\/]@mantine[\\/]hooks[\\/]esm[\\/]index\.mjs$/ },
  { name: '@tabler/icons-react', index: /node_modules[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]tabler-icons-react\.mjs$/ },
];
const backOffice = /[\\/]app[\\/]routes[\\/](admin|vendors)[\\/]/;
const rootModule = /[\\/]app[\\/]root\.tsx/;
const namedImports = /(?:import|export)\s*(?:[\w$]+\s*,\s*)?(\*(?:\s*as\s+[\w$]+)?|\{[^}]*\})\s*from\s*["']([^"']+)["']/g;

/**
 * A chunk group's `name` that counts only the pages couples visit. A module goes in `name` when
 * the root or `routes` couple-facing route modules use it. The admin area's and the vendors' pages
 * are many route modules sharing tables, badges, charts and switches: counted like the others
 * (`minShareCount` alone), they put all of that on every page. What the back office shares with
 * fewer couple-facing pages goes in a file named after those pages (`ui-service`), so that they
 * load one file more rather than many small ones; the rest is left to rolldown's own chunking.
 */
export function sharedByCouplePages(name: string, routes: number) {
  return (id: string, ctx: ChunkingContext): string | null => {
    const users = [...routesUsing(id, ctx, graphOf(ctx))];
    const couples = users.filter((route) => !backOffice.test(route));
    if (couples.length >= routes || couples.some((route) => rootModule.test(route))) return name;
    if (couples.length === 0 || couples.length === users.length) return null;
    return [name, ...couples.map((route) => basename(route).replace(/\..*$/, '')).sort()].join('-');
  };
}

type Graph = {
  usedBy: Map<string, Set<string>>;
  barrels: Map<string, { pkg: string; names: Map<string, Set<string>> } | null>;
  imported: Map<string, Map<string, Set<string>>>;
};

// What one build's chunking has read of its module graph (every group gets the same context).
const graphs = new WeakMap<ChunkingContext, Graph>();

function graphOf(ctx: ChunkingContext): Graph {
  let graph = graphs.get(ctx);
  if (!graph) graphs.set(ctx, (graph = { usedBy: new Map(), barrels: new Map(), imported: new Map() }));
  return graph;
}

/**
 * The route modules (the build's entries) that use a module, through its importers. A package's
 * index file imports all the package has, so an edge through it counts only for an importer that
 * names something coming from the module.
 */
function routesUsing(id: string, ctx: ChunkingContext, graph: Graph): Set<string> {
  const known = graph.usedBy.get(id);
  if (known) return known;
  const routes = new Set<string>();
  const seen = new Set([id]);
  const queue = [id];
  const visit = (importer: string) => {
    if (seen.has(importer)) return;
    seen.add(importer);
    const done = graph.usedBy.get(importer);
    if (done) for (const route of done) routes.add(route);
    else queue.push(importer);
  };
  for (let current = queue.pop(); current !== undefined; current = queue.pop()) {
    const info = ctx.getModuleInfo(current);
    if (info?.isEntry) routes.add(current);
    for (const importer of info?.importers ?? []) {
      const barrel = barrelOf(importer, ctx, graph);
      if (!barrel) {
        visit(importer);
        continue;
      }
      const names = [...(barrel.names.get(current) ?? [])];
      for (const user of ctx.getModuleInfo(importer)?.importers ?? []) {
        const used = barrelOf(user, ctx, graph) ? undefined : importedNames(user, ctx, graph).get(barrel.pkg);
        if (used && (used.has('*') || names.some((name) => used.has(name)))) visit(user);
      }
    }
  }
  graph.usedBy.set(id, routes);
  return routes;
}

/** A package's index file: the names it exports, by the module each comes from. */
function barrelOf(id: string, ctx: ChunkingContext, graph: Graph) {
  if (graph.barrels.has(id)) return graph.barrels.get(id)!;
  const pkg = barrelPackages.find(({ index }) => index.test(id));
  const code = pkg ? ctx.getModuleInfo(id)?.code : null;
  let barrel = null;
  if (pkg && code) {
    const locals = new Map<string, string>();
    const names = new Map<string, Set<string>>();
    for (const [, keyword, list, from] of code.matchAll(/(import|export)\s*\{([^}]*)\}\s*(?:from\s*["']([^"']+)["'])?/g)) {
      for (const part of list.split(',').map((text) => text.trim()).filter(Boolean)) {
        const [local, alias = local] = part.split(/\s+as\s+/);
        const source = from ? resolve(dirname(id), from) : locals.get(local);
        if (!source) continue;
        if (keyword === 'import') locals.set(alias, source);
        else names.set(source, (names.get(source) ?? new Set()).add(alias));
      }
    }
    barrel = { pkg: pkg.name, names };
  }
  graph.barrels.set(id, barrel);
  return barrel;
}

/** The names a module imports from each package (`*` for a namespace import). */
function importedNames(id: string, ctx: ChunkingContext, graph: Graph): Map<string, Set<string>> {
  const known = graph.imported.get(id);
  if (known) return known;
  const byPackage = new Map<string, Set<string>>();
  for (const [, list, from] of ctx.getModuleInfo(id)?.code?.matchAll(namedImports) ?? []) {
    const names = byPackage.get(from) ?? new Set();
    if (list.startsWith('*')) names.add('*');
    for (const part of list.startsWith('*') ? [] : list.slice(1, -1).split(',')) {
      const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0];
      if (name) names.add(name);
    }
    byPackage.set(from, names);
  }
  graph.imported.set(id, byPackage);
  return byPackage;
}
