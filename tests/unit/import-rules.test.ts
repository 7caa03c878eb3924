import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../db/paths';

/**
 * The import rules of the module contract catch deliberate violations: eslint's zones
 * (eslint.config.js) for who imports what, dependency-cruiser (.dependency-cruiser.cjs) for cycles
 * of type-only imports, which eslint's import-x/no-cycle does not see.
 */
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: projectRoot });
});

async function zoneMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(projectRoot, filePath) });
  return result.messages.filter((message) => message.ruleId === 'import-x/no-restricted-paths').map((message) => message.message);
}

describe('eslint holds the boundaries', () => {
  it('refuses the context importing a module, even for a type', async () => {
    const messages = await zoneMessages('server/context.ts', "import type { ServiceLink } from './modules/catalog';\nexport type Probe = ServiceLink;\n");
    expect(messages).toEqual([expect.stringContaining('server/context.ts imports no module')]);
  });

  it('lets only the listed modules import a module’s internal.ts', async () => {
    const code = "import { isPublished } from '../catalog/internal';\nexport const probe = isPublished;\n";
    expect(await zoneMessages('server/modules/contact/probe.ts', code)).toEqual([expect.stringContaining('internalImporters')]);
    expect(await zoneMessages('server/modules/search/probe.ts', code)).toEqual([]);
    expect(await zoneMessages('server/graphql/probe.ts', "import { isPublished } from '../modules/catalog/internal';\nexport const probe = isPublished;\n")).toEqual([
      expect.stringContaining('only through its index.ts'),
    ]);
  });

  it('keeps the database layer and the kernel below the server and the modules', async () => {
    expect(await zoneMessages('db/probe.ts', "import { parseInput } from '../server/kernel';\nexport const probe = parseInput;\n")).toEqual([expect.stringContaining('The database layer')]);
    expect(await zoneMessages('server/kernel/probe.ts', "import { listCategories } from '../modules/catalog';\nexport const probe = listCategories;\n")).toEqual([expect.stringContaining('The kernel and the media library')]);
  });

  it('keeps the demo seed out of runtime code', async () => {
    expect(await zoneMessages('server/http/probe.ts', "import { seedDemoCatalog } from '../../demo';\nexport const probe = seedDemoCatalog;\n")).toEqual([expect.stringContaining('demo seed')]);
  });
});

describe('dependency-cruiser finds cycles eslint cannot see', () => {
  it('fails on a circle of type-only imports', () => {
    const probe = join(projectRoot, 'tests', 'unit', `cycle-probe-${process.pid}`);
    mkdirSync(probe, { recursive: true });
    try {
      writeFileSync(join(probe, 'first.ts'), "import type { Second } from './second';\nexport type First = { second?: Second };\n");
      writeFileSync(join(probe, 'second.ts'), "import type { First } from './first';\nexport type Second = { first?: First };\n");
      // The output lint prints, and its exit status (npm run lint fails on it).
      const run = spawnSync('npx', ['depcruise', '--config', '.dependency-cruiser.cjs', '--output-type', 'err', probe], { cwd: projectRoot, encoding: 'utf8' });
      expect(run.stdout).toMatch(/error no-cycle: tests\/unit\/cycle-probe-\d+\/(first|second)\.ts/);
      expect(run.status).not.toBe(0);
    } finally {
      rmSync(probe, { recursive: true, force: true });
    }
  });
});
