import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { sharedByCouplePages } from '../../vite.chunks';

const mantine = '/p/node_modules/@mantine/core/esm';
const route = (path: string) => `/p/app/routes/${path}?__react-router-build-client-route`;
const root = '/p/app/root.tsx?__react-router-build-client-route';

/** A module graph as rolldown's chunking sees it: who imports whom, the entries, the code. */
function chunkingContext(modules: Record<string, { importers?: string[]; code?: string }>): Rolldown.ChunkingContext {
  return {
    getModuleInfo: (id: string) => {
      const module = modules[id];
      if (!module) return null;
      return { id, importers: module.importers ?? [], isEntry: id.includes('?__react-router'), code: module.code ?? '' } as unknown as Rolldown.ModuleInfo;
    },
  };
}

// Mantine's index file imports every component; app files import from it by name.
const barrel = `import { Table } from "./components/Table/Table.mjs";\nimport { Button } from "./components/Button/Button.mjs";\nexport { Button, Table };`;
const usesTable = 'import { Table } from "@mantine/core";';
const usesButton = 'import { Button as MantineButton } from "@mantine/core";';

function graph(tableUsers: string[], buttonUsers: string[]) {
  const users = [...new Set([...tableUsers, ...buttonUsers])];
  return chunkingContext({
    [`${mantine}/index.mjs`]: { importers: users, code: barrel },
    [`${mantine}/components/Table/Table.mjs`]: { importers: [`${mantine}/index.mjs`] },
    [`${mantine}/components/Button/Button.mjs`]: { importers: [`${mantine}/index.mjs`] },
    ...Object.fromEntries(
      users.map((id) => [id, { code: [tableUsers.includes(id) ? usesTable : '', buttonUsers.includes(id) ? usesButton : ''].join('\n') }]),
    ),
  });
}

describe('sharedByCouplePages', () => {
  const ui = sharedByCouplePages('ui', 3);
  const admin = ['admin/users.tsx', 'admin/listings.tsx', 'admin/audit.tsx', 'vendors/dashboard.tsx'].map(route);

  it('leaves out what only the admin and vendor pages share, however many they are', () => {
    const ctx = graph(admin, [route('home.tsx'), route('blog.tsx'), route('search/search.tsx')]);
    expect(ui(`${mantine}/components/Table/Table.mjs`, ctx)).toBeNull();
    expect(ui(`${mantine}/components/Button/Button.mjs`, ctx)).toBe('ui');
  });

  it('counts only the importers of the package index that name something from the module', () => {
    const ctx = graph([route('home.tsx')], [route('blog.tsx'), route('search/search.tsx'), route('contact/contact.tsx')]);
    expect(ui(`${mantine}/components/Table/Table.mjs`, ctx)).toBeNull();
  });

  it('takes what the root uses, through the modules between', () => {
    const header = '/p/app/components/header/site-header.tsx';
    const ctx = chunkingContext({
      [`${mantine}/index.mjs`]: { importers: [header], code: barrel },
      [`${mantine}/components/Table/Table.mjs`]: { importers: [`${mantine}/index.mjs`] },
      [header]: { importers: ['/p/app/components/site-chrome.tsx'], code: usesTable },
      '/p/app/components/site-chrome.tsx': { importers: [root] },
      [root]: {},
    });
    expect(ui(`${mantine}/components/Table/Table.mjs`, ctx)).toBe('ui');
  });

  it('puts what the back office shares with fewer couple pages in a file named after them', () => {
    const ctx = graph([...admin, route('search/search.tsx'), route('catalog/category-place.tsx')], []);
    expect(ui(`${mantine}/components/Table/Table.mjs`, ctx)).toBe('ui-category-place-search');
  });

  it('leaves what only couple pages use, too few of them, to the ordinary chunking', () => {
    const ctx = graph([route('search/search.tsx'), route('catalog/category-place.tsx')], []);
    expect(ui(`${mantine}/components/Table/Table.mjs`, ctx)).toBeNull();
  });
});
