import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { categories } from '../../../db/schema/catalog';
import { regions } from '../../../db/schema/geo';
import { services } from '../../../db/schema/services';
import { seedReferenceData, seedServices } from '../../../demo';
import { InvalidInputError } from '../../kernel';
import { testContext } from '../../../tests/setup/context';
import { createTestDatabase } from '../../../tests/setup/database';
import { listNearbyServices } from './list-nearby-services';

type Located = { id: number; category: string; region: string | null; lat: number; lng: number };

let database: DatabaseHandle;
let imagesDir: string;
let all: Located[];

beforeAll(async () => {
  database = await createTestDatabase();
  imagesDir = mkdtempSync(join(tmpdir(), 'ever-after-nearby-'));
  await seedReferenceData(database.db);
  await seedServices(database.db, { count: 60, imagesDir, categories: ['venue', 'photographer'], regions: ['hunter-valley', 'yarra-valley'] });
  all = await database.db
    .select({ id: services.id, category: categories.name, region: regions.link, lat: services.lat, lng: services.lng })
    .from(services)
    .innerJoin(categories, eq(categories.id, services.categoryId))
    .leftJoin(regions, eq(regions.id, services.regionId));
});
afterAll(async () => {
  await database.close();
  rmSync(imagesDir, { recursive: true, force: true });
});

/** Great-circle distance in km, computed here independently of the SQL. */
function haversineKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const h =
    Math.sin(radians(b.lat - a.lat) / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(radians(b.lng - a.lng) / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.sqrt(h));
}

/** What the answer should be: the category's other services within `distance` km, nearest first. */
function expected(origin: Located, category: string, distance: number): { id: number; km: number }[] {
  return all
    .filter((service) => service.category === category && service.id !== origin.id)
    .map((service) => ({ id: service.id, km: haversineKm(origin, service) }))
    .filter((service) => service.km <= distance)
    .sort((a, b) => a.km - b.km || a.id - b.id);
}

const hunterVenues = () => all.filter((service) => service.category === 'venue' && service.region === 'hunter-valley');

describe('listNearbyServices', () => {
  it('gives the same category within the distance, nearest first, without the service itself', async () => {
    let checked = 0;
    for (const origin of hunterVenues().slice(0, 5)) {
      const want = expected(origin, 'venue', 20);
      const cards = await listNearbyServices(testContext(database.db), { category: 'venue', serviceId: origin.id, limit: 24 });
      expect(cards.map((card) => card.id)).toEqual(want.slice(0, 24).map((service) => service.id));
      expect(cards.map((card) => card.id)).not.toContain(origin.id);
      for (const card of cards) expect(card.categoryName).toBe('venue');
      checked += cards.length;
    }
    // The catalog is dense enough that the comparison means something, and has venues out of reach.
    expect(checked).toBeGreaterThan(10);
    expect(all.some((service) => service.category === 'venue' && service.region === 'yarra-valley')).toBe(true);
  });

  it('takes a distance and a category by slug, and another category than the service’s own', async () => {
    const origin = hunterVenues()[0];
    const near = await listNearbyServices(testContext(database.db), { category: 'wedding-venues', serviceId: origin.id, distance: 5, limit: 24 });
    expect(near.map((card) => card.id)).toEqual(expected(origin, 'venue', 5).map((service) => service.id));
    const wide = await listNearbyServices(testContext(database.db), { category: 'venue', serviceId: origin.id, distance: 400, limit: 24 });
    expect(wide.map((card) => card.id)).toEqual(expected(origin, 'venue', 400).slice(0, 24).map((service) => service.id));
    const photographers = await listNearbyServices(testContext(database.db), { category: 'photographer', serviceId: origin.id, limit: 24 });
    expect(photographers.map((card) => card.id)).toEqual(expected(origin, 'photographer', 20).slice(0, 24).map((service) => service.id));
    for (const card of photographers) expect(card.categoryName).toBe('photographer');
  });

  it('honours the limit, defaulting to 10', async () => {
    const origin = hunterVenues()[0];
    const want = expected(origin, 'venue', 400);
    expect(want.length).toBeGreaterThan(10);
    const two = await listNearbyServices(testContext(database.db), { category: 'venue', serviceId: origin.id, distance: 400, limit: 2 });
    expect(two.map((card) => card.id)).toEqual(want.slice(0, 2).map((service) => service.id));
    const byDefault = await listNearbyServices(testContext(database.db), { category: 'venue', serviceId: origin.id, distance: 400 });
    expect(byDefault).toHaveLength(10);
  });

  it('gives nothing for an unknown category or service', async () => {
    const origin = hunterVenues()[0];
    expect(await listNearbyServices(testContext(database.db), { category: 'dragons', serviceId: origin.id })).toEqual([]);
    expect(await listNearbyServices(testContext(database.db), { category: 'venue', serviceId: 2_000_000_000 })).toEqual([]);
  });

  it('rejects bad input with a ZodError', async () => {
    const serviceId = hunterVenues()[0].id;
    for (const input of [
      { category: 'venue', serviceId, limit: 0 },
      { category: 'venue', serviceId, limit: 25 },
      { category: 'venue', serviceId, limit: 1.5 },
      { category: 'venue', serviceId, distance: -1 },
      { category: 'venue', serviceId, distance: 0 },
      { category: 'venue', serviceId, distance: 401 },
      { category: 'venue', serviceId: 0 },
      { category: 'venue', serviceId: 2 ** 31 },
      { category: 'x'.repeat(101), serviceId },
    ]) {
      await expect(listNearbyServices(testContext(database.db), input), JSON.stringify(input)).rejects.toThrow(InvalidInputError);
    }
  });
});
