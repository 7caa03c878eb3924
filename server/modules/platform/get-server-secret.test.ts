import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../../db/client';
import { serverSecrets } from '../../../db/schema/platform';
import { createTestDatabase } from '../../../tests/setup/database';
import { getServerSecret } from './get-server-secret';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('getServerSecret', () => {
  it('makes a random secret once, keeps it in the database and answers it ever after', async () => {
    const secret = await getServerSecret(database, { name: 'test.once' });
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await getServerSecret(database, { name: 'test.once' })).toBe(secret);
    const rows = await database.db.select().from(serverSecrets).where(eq(serverSecrets.name, 'test.once'));
    expect(rows.map((row) => row.value)).toEqual([secret]);
    expect(await getServerSecret(database, { name: 'test.other' })).not.toBe(secret);
  });

  it('gives every server instance the same secret when they all ask first at once', async () => {
    // Each proxy is a separate instance to the per-database cache, on the same database.
    const instances = Array.from({ length: 6 }, () => new Proxy(database.db, {}) as Database);
    const secrets = await Promise.all(instances.map((db) => getServerSecret({ db }, { name: 'test.race' })));
    expect(new Set(secrets).size).toBe(1);
    expect(await database.db.select().from(serverSecrets).where(eq(serverSecrets.name, 'test.race'))).toHaveLength(1);
  });
});
