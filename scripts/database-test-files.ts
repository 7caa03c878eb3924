/**
 * The unit test files that open a test database (tests/setup/database.ts, directly or through the
 * helpers that do): the files a second pass on PostgreSQL (TEST_DATABASE_URL) runs. The others do
 * the same on either database, so running them twice would only cost time.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { projectRoot } from '../db/paths';

const testDatabaseModule = resolve(projectRoot, 'tests/setup/database.ts');
const testRoots = ['app', 'server', 'db', 'demo', 'scripts', 'shared', 'tests/unit'];
const importPattern = /(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g;

function sourceFile(path: string): string | undefined {
  for (const candidate of [path, `${path}.ts`, `${path}.tsx`, join(path, 'index.ts'), join(path, 'index.tsx')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return undefined;
}

function importsOf(file: string): string[] {
  const found: string[] = [];
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(importPattern)) {
    const base = specifier.startsWith('~/') ? join(projectRoot, 'app', specifier.slice(2)) : specifier.startsWith('.') ? resolve(dirname(file), specifier) : undefined;
    const target = base && sourceFile(base);
    if (target) found.push(target);
  }
  return found;
}

function testFiles(directory: string): string[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.test\.tsx?$/.test(entry.name) && !entry.parentPath.includes('node_modules'))
    .map((entry) => join(entry.parentPath, entry.name));
}

export function databaseTestFiles(): string[] {
  const reaches = new Map<string, boolean>();
  const reachesTestDatabase = (file: string, visiting: Set<string>): boolean => {
    if (file === testDatabaseModule) return true;
    const known = reaches.get(file);
    if (known !== undefined) return known;
    if (visiting.has(file)) return false;
    visiting.add(file);
    const result = importsOf(file).some((target) => reachesTestDatabase(target, visiting));
    visiting.delete(file);
    reaches.set(file, result);
    return result;
  };
  return testRoots
    .flatMap((root) => testFiles(join(projectRoot, root)))
    .filter((file) => reachesTestDatabase(file, new Set()))
    .map((file) => relative(projectRoot, file))
    .sort();
}
