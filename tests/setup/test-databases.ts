import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../db/client';
import { withAdminClient } from './database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated embedded database, which each test database starts as (tests/setup/database.ts). */
    pgliteTemplate?: string;
    /** A migrated database on the PostgreSQL server of TEST_DATABASE_URL, the template of each test database. */
    postgresTemplate?: string;
  }
}

/**
 * The unit run's global setup: the migrations applied once, to a template that every test
 * database is a copy of, instead of once per test file. A fresh embedded database costs seconds
 * (PGlite's initdb) before its migrations; a copy of the dump, a fraction of that. On PostgreSQL
 * (TEST_DATABASE_URL), CREATE DATABASE … TEMPLATE copies the migrated one.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `test_template_${Date.now()}_${randomBytes(4).toString('hex')}`;
    await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const template = await openDatabase({ databaseUrl: url.toString() });
    try {
      await template.migrate();
    } finally {
      // A template takes no connections while databases are made from it.
      await template.close();
    }
    project.provide('postgresTemplate', name);
    return () => withAdminClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined);
  }
  const dir = mkdtempSync(join(tmpdir(), 'ever-after-template-'));
  const template = await openDatabase({});
  try {
    await template.migrate();
    const dump = await (template.db as unknown as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } }).$client.dumpDataDir('none');
    writeFileSync(join(dir, 'migrated.tar'), Buffer.from(await dump.arrayBuffer()));
  } finally {
    await template.close();
  }
  project.provide('pgliteTemplate', join(dir, 'migrated.tar'));
  return () => rmSync(dir, { recursive: true, force: true });
}
