import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { seedReferenceData } from '../../../demo';
import { expectInvalid } from '../../../tests/setup/assertions';
import { testContext } from '../../../tests/setup/context';
import { createTestDatabase } from '../../../tests/setup/database';
import { findLocality } from './find-locality';
import { suggestLocalities } from './suggest-localities';
import { findPlaceNamed } from './find-place-named';
import { suggestPlaces } from './suggest-places';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.db);
});
afterAll(() => database.close());

const labels = async (text: string, options: { country?: string; limit?: number } = {}) =>
  (await suggestLocalities(testContext(database.db), { text, ...options })).map((place) => place.label);

describe('suggestLocalities', () => {
  it('suggests places by the start of their name, with label and value', async () => {
    const [pokolbin] = await suggestLocalities(testContext(database.db), { text: 'Pokol' });
    expect(pokolbin).toMatchObject({
      name: 'Pokolbin',
      stateCode: 'NSW',
      stateName: 'New South Wales',
      regionName: 'Hunter Valley',
      regionLink: 'hunter-valley',
      countryCode: 'au',
      postcode: '2320',
      label: 'Pokolbin NSW 2320',
      value: 'Pokolbin NSW',
    });
    expect(pokolbin.lat).toBeCloseTo(-32.78, 1);
    expect(pokolbin.lng).toBeCloseTo(151.29, 1);
  });

  it('names New Zealand places with their region, and leaves the postcode out of the value', async () => {
    const [queenstown] = await suggestLocalities(testContext(database.db), { text: 'queenstown', country: 'nz' });
    expect(queenstown).toMatchObject({ label: 'Queenstown, Otago', value: 'Queenstown, Otago', postcode: '9300', regionName: 'Queenstown' });
    expect(await labels('Yass')).toEqual(['Yass NSW']);
  });

  it('puts the exact name first, then the most populous, at most 8 unless asked', async () => {
    expect(await labels('sydney')).toEqual(['Sydney NSW 2000', 'Sydney Central Business District NSW', 'Sydney Olympic Park NSW']);
    // Queenstown in Otago (10,442 people) before Queenstown SA (1,865) and Queenstown TAS (1,800).
    const queens = await labels('queens');
    expect(queens[0]).toBe('Queenstown, Otago');
    expect(queens.indexOf('Queenstown SA')).toBeLessThan(queens.indexOf('Queenstown TAS'));
    const mo = await suggestLocalities(testContext(database.db), { text: 'mo' });
    expect(mo).toHaveLength(8);
    expect(mo.every((place) => place.name.toLowerCase().startsWith('mo'))).toBe(true);
    expect(await suggestLocalities(testContext(database.db), { text: 'mo', limit: 3 })).toHaveLength(3);
    expect(await suggestLocalities(testContext(database.db), { text: 'mo', limit: 500 })).toHaveLength(20);
  });

  it('ignores case, diacritics and punctuation', async () => {
    expect(await labels('MANAPOURI')).toEqual(['Manapōuri, Southland']);
    expect(await labels('whakatāne')).toEqual(['Whakatāne, Bay of Plenty']);
    expect(await labels("o'halloran")).toEqual(['O’Halloran Hill SA']);
  });

  it('still matches with a trailing state, postcode or country, as in a whole address', async () => {
    for (const text of ['pokolbin nsw', 'Pokolbin 2320', 'Pokolbin NSW 2320', 'Pokolbin NSW 2320, Australia', 'Pokolbin, New South Wales']) {
      expect((await labels(text))[0], text).toBe('Pokolbin NSW 2320');
    }
    expect((await labels('Queenstown, Otago'))[0]).toBe('Queenstown, Otago');
    expect((await labels('Queenstown TAS'))[0]).toBe('Queenstown TAS');
    expect((await labels('Queenstown, New Zealand'))[0]).toBe('Queenstown, Otago');
    // A state code at the end narrows rather than spoils, and is not mistaken for the country.
    expect((await labels('Adelaide South Australia'))[0]).toMatch(/^Adelaide SA/);
    expect(await labels('Mount Barker SA')).toEqual(['Mount Barker SA 5251']);
    expect((await labels('Mount Victoria'))[0]).toBe('Mount Victoria NSW 2786');
    // A bare postcode lists its places.
    expect(await labels('2325')).toEqual(expect.arrayContaining(['Cessnock NSW 2325', 'Lovedale NSW 2325', 'Wollombi NSW 2325']));
  });

  it('keeps to the chosen country', async () => {
    expect((await labels('queenstown', { country: 'au' })).every((label) => !label.includes('Otago'))).toBe(true);
    expect(await labels('Queenstown, Otago', { country: 'au' })).toEqual([]);
    expect(await labels('Pokolbin, Australia', { country: 'nz' })).toEqual([]);
  });

  it('answers empty, over-long or odd input with no suggestions rather than an error', async () => {
    expect(await labels('')).toEqual([]);
    expect(await labels('   ')).toEqual([]);
    expect(await labels('!!!')).toEqual([]);
    expect(await labels('a'.repeat(101))).toEqual([]);
    expect(await labels('zzzzqx')).toEqual([]);
    expect(await labels('Pokolbin', { country: 'us' })).toEqual([]);
    expect(await labels("%_'; drop table localities")).toEqual([]);
    // Past any text a person types, or not text at all: refused before any query.
    await expectInvalid(suggestLocalities(testContext(database.db), { text: 'a'.repeat(2_001) }), ['text']);
    await expectInvalid(suggestLocalities(testContext(database.db), { text: 42, limit: 1.5 }), ['text', 'limit']);
  });

  it('finds names by prefix through the search_name index', async () => {
    await database.db.execute(sql`set enable_seqscan = off`);
    try {
      const plan = (await database.db.execute(sql`explain select id from localities where search_name like ${'pokol%'}`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
      expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('localities_search_name_idx');
    } finally {
      await database.db.execute(sql`set enable_seqscan = on`);
    }
  });
});

describe('findLocality', () => {
  it('resolves a typed location to its best place, or null', async () => {
    expect(await findLocality(testContext(database.db), { text: 'Pokolbin NSW' })).toMatchObject({ name: 'Pokolbin', postcode: '2320' });
    expect(await findLocality(testContext(database.db), { text: 'Queenstown, Otago' })).toMatchObject({ name: 'Queenstown', stateCode: 'OTA' });
    expect(await findLocality(testContext(database.db), { text: 'Sydney' })).toMatchObject({ name: 'Sydney', stateCode: 'NSW' });
    expect(await findLocality(testContext(database.db), { text: 'Atlantis' })).toBeNull();
    expect(await findLocality(testContext(database.db), { text: '' })).toBeNull();
  });
});

describe('suggestPlaces', () => {
  const places = async (text: string) => (await suggestPlaces(testContext(database.db), { text })).map(({ kind, label }) => `${kind}: ${label}`);

  it('suggests the wedding regions first, by name and by their usual short forms', async () => {
    expect((await places('Hunter')).slice(0, 2)).toEqual(['region: Hunter Valley NSW (region)', 'locality: Hunters Hill NSW']);
    expect((await places('Hunter Valley'))[0]).toBe('region: Hunter Valley NSW (region)');
    expect((await places('the Barossa'))[0]).toBe('region: Barossa Valley SA (region)');
    expect((await places('Yarra Valley'))[0]).toBe('region: Yarra Valley VIC (region)');
    expect((await places('Blue Mountains'))[0]).toBe('region: Blue Mountains NSW (region)');
    expect((await places('Waiheke'))[0]).toBe('region: Waiheke Island, Auckland (region)');
    expect((await places('Tamar'))[0]).toBe('region: Launceston & Tamar Valley TAS (region)');
    expect(await places('Pokolbin')).toEqual(['locality: Pokolbin NSW 2320']);
  });

  it('finds a typed region by name, and a town as before', async () => {
    expect(await findPlaceNamed(testContext(database.db), { text: 'Hunter Valley NSW' })).toMatchObject({ kind: 'region', name: 'Hunter Valley', regionLink: 'hunter-valley' });
    expect(await findPlaceNamed(testContext(database.db), { text: 'Pokolbin NSW' })).toMatchObject({ kind: 'locality', name: 'Pokolbin' });
  });
});
