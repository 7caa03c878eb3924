import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { categories } from '../../../db/schema/catalog';
import { reviewScores } from '../../../db/schema/reviews';
import { serviceSearch, type SearchAttributeValue } from '../../../db/schema/search';
import { serviceMeta, serviceUnavailableDates, services } from '../../../db/schema/services';
import { bayesianMean, defaultPriorMean } from '../../../shared/reviews/rules';
import { refreshServiceSearch } from './refresh-service-search';
import { seedReferenceData, seedServices } from '../../../demo';
import { testContext } from '../../../tests/setup/context';
import { createTestDatabase } from '../../../tests/setup/database';
import { listCategoriesWithDetails } from '../catalog';
import { expectInvalid, expectRefusal } from '../../../tests/setup/assertions';
import { listSearchMarkers } from './list-search-markers';
import { runSearch } from './run-search';
import { runSearchMarkers } from './run-search-markers';
import { readSearchParams } from './read-search-params';
import { searchPageSize, type SearchQuery } from './search-query';
import { placeSearchRings, searchQueries, searchServices } from './search-services';

type Listing = {
  id: number;
  category: string;
  lat: number;
  lng: number;
  radius: number | null;
  verified: boolean;
  peopleMin: number | null;
  peopleMax: number | null;
  attributes: Record<string, SearchAttributeValue>;
  booked: Set<string>;
};

let database: DatabaseHandle;
let imagesDir: string;
let all: Listing[];

beforeAll(async () => {
  database = await createTestDatabase();
  imagesDir = mkdtempSync(join(tmpdir(), 'ever-after-search-'));
  await seedReferenceData(database.db);
  await seedServices(database.db, {
    count: 90,
    imagesDir,
    categories: ['venue', 'photographer'],
    regions: ['hunter-valley', 'yarra-valley', 'sydney', 'queenstown'],
  });
  const rows = await database.db
    .select({
      id: services.id,
      category: categories.name,
      lat: services.lat,
      lng: services.lng,
      radius: services.radius,
      verified: services.isVendorVerified,
      peopleMin: services.peopleMin,
      peopleMax: services.peopleMax,
      attributes: serviceSearch.attributes,
    })
    .from(services)
    .innerJoin(categories, eq(categories.id, services.categoryId))
    .innerJoin(serviceSearch, eq(serviceSearch.serviceId, services.id));
  const dates = await database.db.select().from(serviceUnavailableDates);
  all = rows.map((row) => ({ ...row, booked: new Set(dates.filter((date) => date.serviceId === row.id).map((date) => date.date)) }));
});
afterAll(async () => {
  await database.close();
  rmSync(imagesDir, { recursive: true, force: true });
});

async function read(search: string): Promise<ReturnType<typeof readSearchParams>> {
  return readSearchParams(new URLSearchParams(search), { categories: await listCategoriesWithDetails(testContext(database.db)) });
}

/** Every id the search finds, page by page. */
async function allIds(query: SearchQuery): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const result = await searchServices(testContext(database.db), { ...query, page });
    ids.push(...result.results.map((card) => card.id));
    if (page >= result.pageCount) return ids;
  }
}

function haversine(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const h = Math.sin(radians(b.lat - a.lat) / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(radians(b.lng - a.lng) / 2) ** 2;
  return 6_371_000 * 2 * Math.asin(Math.sqrt(h));
}

const byVerifiedThenNewest = (a: Listing, b: Listing) => Number(b.verified) - Number(a.verified) || b.id - a.id;
const ids = (listings: Listing[]) => listings.map((listing) => listing.id);
const pokolbin = { lat: -32.7833, lng: 151.2833 };

describe('searchServices', () => {
  it('lists a category 12 to a page, verified first then newest, with the total', async () => {
    const { query } = await read('category=venue');
    const venues = all.filter((listing) => listing.category === 'venue').sort(byVerifiedThenNewest);
    const first = await searchServices(testContext(database.db), query);
    expect(first.total).toBe(venues.length);
    expect(first.moreThanTotal).toBe(false);
    expect(first.pageCount).toBe(Math.ceil(venues.length / searchPageSize));
    expect(first.results).toHaveLength(Math.min(searchPageSize, venues.length));
    expect(await allIds(query)).toEqual(ids(venues));
  });

  it('finds venues within 200 km of a place, nearest first by 10 km step, verified first within a step', async () => {
    const { query } = await read(`category=venue&location=${JSON.stringify({ location: 'Pokolbin NSW', distance: 200000 })}&geometry=${JSON.stringify(pokolbin)}`);
    const want = all
      .filter((listing) => listing.category === 'venue')
      .map((listing) => ({ listing, distance: haversine(pokolbin, listing) }))
      .filter(({ distance }) => distance <= 200_000)
      .sort((a, b) => Math.floor(a.distance / 10_000) - Math.floor(b.distance / 10_000) || Number(b.listing.verified) - Number(a.listing.verified) || a.distance - b.distance)
      .map(({ listing }) => listing.id);
    expect(want.length).toBeGreaterThan(0);
    expect(want.length).toBeLessThan(all.filter((listing) => listing.category === 'venue').length);
    expect(await allIds(query)).toEqual(want);
    const first = await searchServices(testContext(database.db), query);
    expect(first.results[0].distance).toBeCloseTo(haversine(pokolbin, all.find((listing) => listing.id === want[0])!), -1);
  });

  it('reads a dense place\'s page from its nearest circle, in the same order as the whole search', async () => {
    const venues = all.filter((listing) => listing.category === 'venue');
    const ring = placeSearchRings[0];
    // A venue with a full page of venues nearer than the first circle: the circle alone answers page 1.
    const centre = venues.find((venue) => venues.filter((other) => haversine(venue, other) < ring).length >= searchPageSize);
    expect(centre).toBeDefined();
    const place = { lat: centre!.lat, lng: centre!.lng };
    const { query } = await read(`category=venue&location=${JSON.stringify({ location: 'Here', distance: 200000 })}&geometry=${JSON.stringify(place)}`);
    const queries = searchQueries(database.db, query);
    const circle = await queries.page(1, ring);
    const whole = await queries.page(1);
    expect(circle).toHaveLength(searchPageSize);
    expect(circle.map((row) => row.id)).toEqual(whole.map((row) => row.id));
    expect((await searchServices(testContext(database.db), query)).results.map((card) => card.id)).toEqual(whole.map((row) => row.id));
  });

  it('finds vendors whose travel area covers the place, or within the chosen distance', async () => {
    const queenstown = { lat: -45.0312, lng: 168.6626 };
    const photographers = all.filter((listing) => listing.category === 'photographer');
    for (const distance of [undefined, 50_000, 400_000]) {
      const location = JSON.stringify(distance ? { location: 'Queenstown', distance } : { location: 'Queenstown' });
      const { query } = await read(`category=photographer&location=${location}&geometry=${JSON.stringify(queenstown)}`);
      const want = photographers.filter((listing) => haversine(queenstown, listing) <= Math.max(listing.radius ?? 0, distance ?? 0));
      if (distance === 400_000) expect(want.length).toBeGreaterThan(0);
      expect((await allIds(query)).sort()).toEqual(ids(want).sort());
    }
  });

  it('applies guests, availability, choices, budget, range and yes/no filters exactly', async () => {
    const venues = all.filter((listing) => listing.category === 'venue');
    const date = [...venues[0].booked][0];
    const style = (venues[1].attributes.venue_style as string[])[0];
    const cases: [string, (listing: Listing) => boolean][] = [
      ['number_of_people=[120,500]', (l) => (l.peopleMin ?? 0) <= 120 && (l.peopleMax ?? 0) >= 120],
      [`availability=${date}`, (l) => !l.booked.has(date)],
      [`venue_style=${JSON.stringify([style])}`, (l) => (l.attributes.venue_style as string[]).includes(style)],
      ['min_price_per_person=[0,150]', (l) => (l.attributes.min_price_per_person as number) <= 150],
      ['min_total_cost=[10000,100000]', (l) => (l.attributes.min_total_cost as number) >= 10000],
      ['reception_hours=[9,12]', (l) => (l.attributes.reception_hours as number[])[1] >= 9],
      ['indoor_ceremony=yes', (l) => l.attributes.indoor_ceremony === 'yes'],
    ];
    for (const [search, keep] of cases) {
      const { query, notices } = await read(`category=venue&${search}`);
      expect(notices).toEqual([]);
      const want = venues.filter(keep).sort(byVerifiedThenNewest);
      expect(want.length, search).toBeGreaterThan(0);
      expect(want.length, search).toBeLessThan(venues.length);
      expect(await allIds(query), search).toEqual(ids(want));
    }
  });

  it('keeps to the map area when one is given, and gives at most the first 500 markers in result order', async () => {
    const { query } = await read('category=venue&bounds=[[-34,150.5],[-32,152]]');
    const want = all
      .filter((l) => l.category === 'venue' && l.lat >= -34 && l.lat <= -32 && l.lng >= 150.5 && l.lng <= 152)
      .sort(byVerifiedThenNewest);
    expect(want.length).toBeGreaterThan(0);
    expect(await allIds(query)).toEqual(ids(want));
    const markers = await listSearchMarkers(testContext(database.db), query);
    expect(markers.map((marker) => marker.id)).toEqual(ids(want));
    // Each pin is named after its listing (the name comes from the catalog).
    const [first] = await database.db.select({ name: services.name }).from(services).where(eq(services.id, markers[0].id));
    expect(markers[0]).toMatchObject({ name: first.name, lat: expect.any(Number), lng: expect.any(Number) });
  });

  it('follows a listing whose values and booked days change once its search index row is refreshed', async () => {
    const venue = all.find((listing) => listing.category === 'venue' && listing.attributes.indoor_ceremony === 'no')!;
    const day = '2031-06-14';
    const found = async (search: string) => (await allIds((await read(`category=venue&${search}`)).query)).includes(venue.id);
    expect(await found('indoor_ceremony=yes')).toBe(false);
    expect(await found(`availability=${day}`)).toBe(true);
    await database.db.update(serviceMeta).set({ metaValue: 'yes' }).where(and(eq(serviceMeta.serviceId, venue.id), eq(serviceMeta.metaKey, 'indoor_ceremony')));
    await database.db.insert(serviceUnavailableDates).values({ serviceId: venue.id, date: day });
    await refreshServiceSearch(testContext(database.db), { serviceIds: [venue.id] });
    expect(await found('indoor_ceremony=yes')).toBe(true);
    expect(await found(`availability=${day}`)).toBe(false);
  });

  it('answers "nothing to search yet" (not found, not a server error) on a new site with no categories', async () => {
    const empty = await createTestDatabase();
    try {
      const refusal = await expectRefusal(runSearch(testContext(empty.db), { params: '?category=venue' }), 'NOT_FOUND');
      expect(refusal.message).toBe('There is nothing to search yet: no categories have been added.');
      await expectRefusal(runSearchMarkers(testContext(empty.db), { params: 'category=venue' }), 'NOT_FOUND');
    } finally {
      await empty.close();
    }
  });

  it('runs from the URL\'s query string for pages and the map alike, and refuses one longer than any URL', async () => {
    const search = 'category=venue&bounds=[[-34,150.5],[-32,152]]';
    const page = await runSearch(testContext(database.db), { params: `?${search}` });
    const markers = await runSearchMarkers(testContext(database.db), { params: search });
    expect(page.results.map((result) => result.id)).toEqual(markers.slice(0, searchPageSize).map((marker) => marker.id));
    expect(page.state.bounds).toEqual([
      [-34, 150.5],
      [-32, 152],
    ]);
    await expectInvalid(runSearch(testContext(database.db), { params: `category=venue&x=${'a'.repeat(20_000)}` }), ['params']);
    await expectInvalid(runSearchMarkers(testContext(database.db), { params: 'category=venue', fixed: { categoryName: 'venue', stateId: -1, regionId: null } }), ['fixed.stateId']);
  });

  it('shows the last page, and says so, when asked for a page past it', async () => {
    const { query } = await read('category=venue&page=999');
    const result = await searchServices(testContext(database.db), query);
    expect(result.page).toBe(result.pageCount);
    expect(result.pageBeyondLast).toBe(999);
    expect(result.results.length).toBeGreaterThan(0);
  });

  it('ranks by the published Bayesian mean: one 5-heart review does not outrank forty 4.8s, and both lead listings without reviews', async () => {
    const venues = all.filter((listing) => listing.category === 'venue').sort(byVerifiedThenNewest);
    // The lone 5-heart review goes to the listing that leads without reviews; the forty 4.8s to the last.
    const [lone, forty] = [venues[0], venues[venues.length - 1]];
    const scores = [
      { serviceId: lone.id, reviews: 1, ratingSum: 5, hearts5: 1, bayesian: bayesianMean(5, 1, defaultPriorMean) },
      { serviceId: forty.id, reviews: 40, ratingSum: 192, hearts4: 8, hearts5: 32, bayesian: bayesianMean(192, 40, defaultPriorMean) },
    ];
    // The published figures: (4 × 5 + 5) / 6 = 4.17 and (4 × 5 + 192) / 45 = 4.71.
    expect(scores[0].bayesian).toBeCloseTo(4.17, 2);
    expect(scores[1].bayesian).toBeCloseTo(4.71, 2);
    await database.db.insert(reviewScores).values(scores);
    try {
      await refreshServiceSearch(testContext(database.db), { serviceIds: [lone.id, forty.id], reviewScoresOnly: true });
      const { query } = await read('category=venue');
      const found = await allIds(query);
      expect(found.slice(0, 2)).toEqual([forty.id, lone.id]);
      // The rest (no reviews: the prior C each) keep verified first, then newest.
      expect(found.slice(2)).toEqual(ids(venues.filter((listing) => listing !== lone && listing !== forty)));
      // A place search ranks by the same score within each 10 km step.
      const [row] = await database.db.select({ score: serviceSearch.reviewScore }).from(serviceSearch).where(eq(serviceSearch.serviceId, forty.id));
      expect(row.score).toBeCloseTo(212 / 45, 6);
      // A full refresh writes the same score.
      await refreshServiceSearch(testContext(database.db), { serviceIds: [forty.id] });
      const [again] = await database.db.select({ score: serviceSearch.reviewScore }).from(serviceSearch).where(eq(serviceSearch.serviceId, forty.id));
      expect(again.score).toBeCloseTo(212 / 45, 6);
    } finally {
      await database.db.delete(reviewScores).where(inArray(reviewScores.serviceId, [lone.id, forty.id]));
      await refreshServiceSearch(testContext(database.db), { reviewScoresOnly: true });
    }
    const [restored] = await database.db.select({ score: serviceSearch.reviewScore }).from(serviceSearch).where(eq(serviceSearch.serviceId, forty.id));
    expect(restored.score).toBe(defaultPriorMean);
  });
});
