import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { settings } from '../../../db/schema/platform';
import { createTestDatabase } from '../../../tests/setup/database';
import { testContext } from '../../../tests/setup/context';
import { getPublicSettings } from './get-public-settings';
import { getSettings } from './get-settings';
import { forgetReferenceData } from '../../kernel';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
const server = () => testContext(database.db);

describe('getSettings', () => {
  it('falls back to the defaults', async () => {
    const values = await getSettings(server(), { env: {} });
    expect(values['app.name']).toBe('Ever After');
    expect(values['app.maintenance']).toBe(false);
    expect(values['app.header_categories']).toBe(4);
  });

  it('reads stored values, and environment variables override them', async () => {
    await database.db.insert(settings).values([
      { key: 'app.maintenance', value: true },
      { key: 'app.name', value: 'Happily' },
    ]);
    // What the administrator's use case for saving settings does after writing.
    forgetReferenceData(database.db, 'settings');
    expect((await getSettings(server(), { env: {} }))['app.maintenance']).toBe(true);
    const overridden = await getSettings(server(), { env: { APP_MAINTENANCE: 'false', APP_NAME: 'Ever After', APP_HEADER_CATEGORIES: '1' } });
    expect(overridden['app.maintenance']).toBe(false);
    expect(overridden['app.name']).toBe('Ever After');
    expect(overridden['app.header_categories']).toBe(1);
    expect((await getSettings(server(), { env: { APP_MAINTENANCE: '1' } }))['app.maintenance']).toBe(true);
  });

  it('ignores invalid values instead of breaking the site', async () => {
    await database.db.insert(settings).values({ key: 'app.header_categories', value: 'many' });
    forgetReferenceData(database.db, 'settings');
    expect((await getSettings(server(), { env: { APP_MAINTENANCE: 'perhaps' } }))['app.header_categories']).toBe(4);
  });

  it('keeps secret settings out of the public ones', async () => {
    const values = await getSettings(server(), { env: { SERVICES_GRAPHCMS_READ_TOKEN: 'secret-token' } });
    expect(values['services.graphcms.read_token']).toBe('secret-token');
    expect(await getPublicSettings(testContext(database.db, null, { settings: values }))).not.toHaveProperty('services.graphcms.read_token');
  });
});
