/**
 * The module contract's use-case shape, checked (ARCHITECTURE.md, docs/architecture.md): every
 * value a module's index.ts exports is
 *
 * - a use case `name(ctx: RequestContext)` or `name(ctx: RequestContext, input: unknown)` whose body
 *   reads its input through `parseInput(schema, input)` (a zod schema), declared in a file of its
 *   module named after it (`saveWishlistNote` in `save-wishlist-note.ts`) that declares no other
 *   function the index exports; or
 * - a job, `const name: Job = …` (the kernel's job shape, run by the one job runner), in a file
 *   named after it likewise.
 *
 * Types are free. Prints every breach and exits 1 when there is one; `--list` prints every export.
 */
import { readdirSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { projectRoot } from '../db/paths';

/** `saveWishlistNote` → `save-wishlist-note` */
export function fileNameOf(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/([A-Z])([A-Z][a-z])/g, '$1-$2').toLowerCase();
}

export type Export = { module: string; name: string; file: string; kind: 'use case' | 'job' | 'other' };

function typeText(node: ts.TypeNode | undefined): string {
  return node ? node.getText().replace(/\s+/g, ' ') : '';
}

/** Whether the body calls parseInput(…, input). */
function readsInputThroughSchema(body: ts.Node): boolean {
  let found = false;
  const visit = (node: ts.Node) => {
    if (found) return;
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'parseInput') {
      const [schema, value] = node.arguments;
      if (schema && value && ts.isIdentifier(value) && value.text === 'input') found = true;
    }
    ts.forEachChild(node, visit);
  };
  visit(body);
  return found;
}

function checkFunction(where: string, parameters: ts.NodeArray<ts.ParameterDeclaration>, body: ts.Node | undefined): string[] {
  const problems: string[] = [];
  const [ctx, input, ...rest] = parameters;
  if (!ctx || !['ctx', '_ctx'].includes(ctx.name.getText()) || typeText(ctx.type) !== 'RequestContext') problems.push(`${where}: the first parameter must be "ctx: RequestContext"`);
  if (input) {
    if (input.name.getText() !== 'input' || typeText(input.type) !== 'unknown' || input.questionToken || input.initializer) problems.push(`${where}: the second parameter must be "input: unknown"`);
    else if (!body || !readsInputThroughSchema(body)) problems.push(`${where}: the input must be read through parseInput(schema, input)`);
  }
  if (rest.length > 0) problems.push(`${where}: a use case takes (ctx) or (ctx, input), nothing more`);
  return problems;
}

/** Every export of the modules under `modulesDir` and every breach of the shape, as lines to print. */
export function checkUseCases(modulesDir: string): { exports: Export[]; breaches: string[] } {
  const moduleNames = readdirSync(modulesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  const program = ts.createProgram(
    moduleNames.map((name) => join(modulesDir, name, 'index.ts')),
    { target: ts.ScriptTarget.ES2023, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, allowImportingTsExtensions: true, noEmit: true, skipLibCheck: true, strict: true },
  );
  const checker = program.getTypeChecker();
  const exportsFound: Export[] = [];
  const breaches: string[] = [];
  for (const moduleName of moduleNames) {
    const index = program.getSourceFile(join(modulesDir, moduleName, 'index.ts'));
    if (!index) {
      breaches.push(`${relative(projectRoot, join(modulesDir, moduleName))}: no index.ts`);
      continue;
    }
    const moduleSymbol = checker.getSymbolAtLocation(index);
    if (!moduleSymbol) continue;
    const valueNamesByFile = new Map<string, string[]>();
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      if (!(symbol.flags & ts.SymbolFlags.Value)) continue;
      const name = exported.getName();
      const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
      if (!declaration) continue;
      const file = declaration.getSourceFile().fileName;
      const where = `${relative(projectRoot, file)}: ${name}`;
      const entry: Export = { module: moduleName, name, file: relative(projectRoot, file), kind: 'other' };
      exportsFound.push(entry);
      if (dirname(file) !== join(modulesDir, moduleName)) {
        breaches.push(`${where}: exported by module ${moduleName} but declared outside it`);
        continue;
      }
      if (basename(file, '.ts') !== fileNameOf(name)) breaches.push(`${where}: declared in ${basename(file)}, expected ${fileNameOf(name)}.ts`);
      valueNamesByFile.set(file, [...(valueNamesByFile.get(file) ?? []), name]);

      if (ts.isFunctionDeclaration(declaration)) {
        entry.kind = 'use case';
        breaches.push(...checkFunction(where, declaration.parameters, declaration.body));
      } else if (ts.isVariableDeclaration(declaration) && declaration.type && typeText(declaration.type) === 'Job') {
        entry.kind = 'job';
      } else if (ts.isVariableDeclaration(declaration) && declaration.initializer && (ts.isArrowFunction(declaration.initializer) || ts.isFunctionExpression(declaration.initializer))) {
        entry.kind = 'use case';
        breaches.push(...checkFunction(where, declaration.initializer.parameters, declaration.initializer.body));
      } else {
        breaches.push(`${where}: an index.ts exports use cases, jobs (": Job") and types only; trusted helpers go to internal.ts, pure rules to server/kernel or shared/`);
      }
    }
    for (const [file, names] of valueNamesByFile) {
      if (names.length > 1) breaches.push(`${relative(projectRoot, file)}: one use case per file, found ${names.join(', ')}`);
    }
  }
  return { exports: exportsFound, breaches };
}

function main() {
  const { exports: exportsFound, breaches } = checkUseCases(join(projectRoot, 'server/modules'));
  const moduleCount = new Set(exportsFound.map((entry) => entry.module)).size;
  if (process.argv.includes('--list')) {
    for (const entry of exportsFound) console.log(`${entry.kind.padEnd(8)} ${entry.module}.${entry.name}  (${entry.file})`);
  }
  const counts = { useCases: exportsFound.filter((entry) => entry.kind === 'use case').length, jobs: exportsFound.filter((entry) => entry.kind === 'job').length };
  if (breaches.length > 0) {
    for (const breach of breaches) console.error(breach);
    console.error(`\n${breaches.length} breaches of the use-case shape in ${exportsFound.length} exports of ${moduleCount} modules.`);
    process.exit(1);
  }
  console.log(`${counts.useCases} use cases and ${counts.jobs} jobs in ${moduleCount} modules keep the use-case shape.`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
