import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { seedReferenceData } from '../../../demo';
import { createTestDatabase } from '../../../tests/setup/database';
import { testContext } from '../../../tests/setup/context';
import { locatePlaceName } from './locate-place-name';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.db);
});
afterAll(() => database.close());

describe('locatePlaceName', () => {
  it('finds a town or suburb as the location search does', async () => {
    expect(await locatePlaceName(testContext(database.db), { name: 'Queenstown, Otago' })).toMatchObject({ label: 'Queenstown, Otago', lat: expect.closeTo(-45.03, 1) });
    expect(await locatePlaceName(testContext(database.db), { name: 'Pokolbin NSW 2320' })).toMatchObject({ label: 'Pokolbin NSW' });
  });

  it('falls back to a wedding region or a state of that name', async () => {
    expect(await locatePlaceName(testContext(database.db), { name: 'Hunter Valley, NSW' })).toMatchObject({ label: 'Hunter Valley', lat: expect.closeTo(-32.8, 0) });
    expect(await locatePlaceName(testContext(database.db), { name: 'Tasmania' })).toMatchObject({ label: 'Tasmania' });
  });

  it('answers null for nothing it knows, and for no text', async () => {
    expect(await locatePlaceName(testContext(database.db), { name: 'Atlantis' })).toBeNull();
    expect(await locatePlaceName(testContext(database.db), { name: '  ' })).toBeNull();
    expect(await locatePlaceName(testContext(database.db), { name: null })).toBeNull();
  });
});
