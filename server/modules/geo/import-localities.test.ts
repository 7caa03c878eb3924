import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { seedReferenceData } from '../../../demo';
import { testContext } from '../../../tests/setup/context';
import { createTestDatabase } from '../../../tests/setup/database';
import { ensureLocalities } from './ensure-localities';
import { regionRadiusKm } from './import-localities';
import { searchNameOf } from './search-name';

let database: DatabaseHandle;
let seeded: Awaited<ReturnType<typeof seedReferenceData>>;
beforeAll(async () => {
  database = await createTestDatabase();
  seeded = await seedReferenceData(database.db);
});
afterAll(() => database.close());

type Place = { name: string; state: string; postcode: string | null; region: string | null; population: number; search_name: string };

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function place(name: string, state: string): Promise<Place | undefined> {
  const [row] = await rows<Place>(sql`
    select l.name, s.state_code as state, l.postcode, r.name as region, l.population, l.search_name
    from localities l join states s on s.id = l.state_id left join regions r on r.id = l.region_id
    where l.name = ${name} and s.state_code = ${state}`);
  return row;
}

describe('the gazetteer import', () => {
  it('imports the GeoNames places of both countries with the reference data', async () => {
    expect(seeded.localities).toBeGreaterThan(4000);
    const [{ total }] = await rows<{ total: number }>(sql`select count(*)::int as total from localities`);
    expect(total).toBe(seeded.localities);
    const byCountry = await rows<{ code: string; places: number }>(sql`
      select c.code, count(*)::int as places from localities l join countries c on c.id = l.country_id group by c.code order by c.code`);
    expect(byCountry.map((row) => row.code)).toEqual(['au', 'nz']);
    expect(byCountry[1].places).toBeGreaterThan(130);
  });

  it('takes the postcode, region and spelling of a hand-written locality of the same name and state', async () => {
    expect(await place('Pokolbin', 'NSW')).toMatchObject({ postcode: '2320', region: 'Hunter Valley', population: 1309, search_name: 'pokolbin' });
    // GeoNames writes Whakatane; places.ts has the macron.
    expect(await place('Whakatāne', 'BOP')).toMatchObject({ postcode: '3120', region: 'Whakatāne', search_name: 'whakatane' });
    expect(await place('Whakatane', 'BOP')).toBeUndefined();
  });

  it('adds the hand-written localities the package lacks', async () => {
    expect(await place('Lovedale', 'NSW')).toMatchObject({ postcode: '2325', region: 'Hunter Valley', population: 0 });
  });

  it('gives other places no postcode, and the nearest region of their own state within reach', async () => {
    // Yass lies 50 km from Canberra, but Canberra's regions are in the ACT.
    expect(await place('Yass', 'NSW')).toMatchObject({ postcode: null, region: null });
    expect(await place('Katherine', 'NT')).toMatchObject({ postcode: null, region: null });
    expect(await place('Singleton', 'NSW')).toMatchObject({ postcode: null, region: 'Hunter Valley' });
    const strays = await rows<{ name: string }>(sql`
      select l.name from localities l join regions r on r.id = l.region_id
      where r.state_id <> l.state_id`);
    expect(strays).toEqual([]);
    const far = await rows<{ name: string }>(sql`
      select l.name from localities l join regions r on r.id = l.region_id
      where l.population > 0 and l.postcode is null
        and 2 * 6371 * asin(sqrt(power(sin(radians(r.lat - l.lat) / 2), 2) + cos(radians(l.lat)) * cos(radians(r.lat)) * power(sin(radians(r.lng - l.lng) / 2), 2))) > ${regionRadiusKm}`);
    expect(far).toEqual([]);
  });

  it('maps GeoNames regions to our states: Nelson and Tasman are one, the Chatham Islands have none', async () => {
    expect(await place('Motueka', 'NSN')).toBeDefined();
    expect(await place('Nelson', 'NSN')).toBeDefined();
    expect(await place('Waitangi', 'NSN')).toBeUndefined();
    const [{ chatham }] = await rows<{ chatham: number }>(sql`select count(*)::int as chatham from localities where lng < -170 or lng > 180`);
    expect(chatham).toBe(0);
  });

  it('keeps one place per name and state, and search names in their normal form', async () => {
    const twins = await rows<{ search_name: string }>(sql`select search_name from localities group by state_id, search_name having count(*) > 1`);
    expect(twins).toEqual([]);
    expect(await place('O’Halloran Hill', 'SA')).toMatchObject({ search_name: 'ohalloran hill' });
    const all = await rows<{ name: string; search_name: string }>(sql`select name, search_name from localities`);
    expect(all.filter((row) => row.search_name !== searchNameOf(row.name))).toEqual([]);
  });

  it('ensureLocalities imports into an existing database that has none, once', async () => {
    await database.db.execute(sql`delete from localities`);
    expect(await ensureLocalities(testContext(database.db))).toBe(seeded.localities);
    expect(await ensureLocalities(testContext(database.db))).toBe(0);
  });

  it('ensureLocalities leaves a database without reference data alone', async () => {
    const empty = await createTestDatabase();
    try {
      expect(await ensureLocalities(testContext(empty.db))).toBe(0);
    } finally {
      await empty.close();
    }
  });
});

describe('searchNameOf', () => {
  it('drops case, diacritics, apostrophes and full stops, and makes other punctuation one space', () => {
    expect(searchNameOf('Manapōuri')).toBe('manapouri');
    expect(searchNameOf("Hawke's Bay")).toBe('hawkes bay');
    expect(searchNameOf('St. Georges Basin')).toBe('st georges basin');
    expect(searchNameOf('  Koo-Wee-Rup, VIC ')).toBe('koo wee rup vic');
  });
});
