import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { seedReferenceData } from '../../../db/seed';
import { createTestDatabase } from '../../../tests/setup/database';
import { locatePlaceName } from './locate-place-name';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.db);
});
afterAll(() => database.close());

describe('locatePlaceName', () => {
  it('finds a town or suburb as the location search does', async () => {
    expect(await locatePlaceName(database.db, 'Queenstown, Otago')).toMatchObject({ label: 'Queenstown, Otago', lat: expect.closeTo(-45.03, 1) });
    expect(await locatePlaceName(database.db, 'Pokolbin NSW 2320')).toMatchObject({ label: 'Pokolbin NSW' });
  });

  it('falls back to a wedding region or a state of that name', async () => {
    expect(await locatePlaceName(database.db, 'Hunter Valley, NSW')).toMatchObject({ label: 'Hunter Valley', lat: expect.closeTo(-32.8, 0) });
    expect(await locatePlaceName(database.db, 'Tasmania')).toMatchObject({ label: 'Tasmania' });
  });

  it('answers null for nothing it knows, and for no text', async () => {
    expect(await locatePlaceName(database.db, 'Atlantis')).toBeNull();
    expect(await locatePlaceName(database.db, '  ')).toBeNull();
    expect(await locatePlaceName(database.db, null)).toBeNull();
  });
});
