import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewScores } from '../../db/schema/reviews';
import { seedReferenceData, seedServices } from '../../demo';
import { createTestApi, type TestApi } from '../../tests/setup/api';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
  await seedReferenceData(api.database.db);
  await seedServices(api.database.db, { count: 40, imagesDir: api.imagesDir, categories: ['venue', 'photographer'], regions: ['hunter-valley', 'yarra-valley', 'queenstown'] });
});
afterAll(() => api.close());

describe('getCategory', () => {
  it('finds a category by machine name or slug, with its attributes', async () => {
    for (const name of ['venue', 'wedding-venues']) {
      const result = await api.graphql<{ getCategory: { name: string; plural_name: string; attributes: { name: string }[] } }>(
        `query($name: String!) { getCategory(name: $name) { name plural_name attributes { name } } }`,
        { name },
      );
      expect(result.data?.getCategory.name).toBe('venue');
      expect(result.data?.getCategory.attributes.map((attribute) => attribute.name)).toContain('number_of_people');
    }
  });

  it('answers null for an unknown category', async () => {
    const result = await api.graphql(`{ getCategory(name: "dragons") { name } }`);
    expect(result.data).toEqual({ getCategory: null });
  });
});

describe('getFeaturedServicesByCategory', () => {
  type Card = { id: number; name: string; path: string; isVendorVerified: boolean; categoryName: string; images: { url: string }[]; primaryAttributes: { label: string; value: string }[] };
  const query = `query($category: String!, $limit: Int) {
    getFeaturedServicesByCategory(category: $category, limit: $limit) { id name path isVendorVerified categoryName images { url } primaryAttributes { label value } }
  }`;

  it('returns verified services of the category only, with pictures and readable primary attributes', async () => {
    const result = await api.graphql<{ getFeaturedServicesByCategory: Card[] }>(query, { category: 'venue', limit: 24 });
    const cards = result.data!.getFeaturedServicesByCategory;
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(card).toMatchObject({ isVendorVerified: true, categoryName: 'venue' });
      expect(card.path).toMatch(new RegExp(`^/(au|nz)/[a-z]+/wedding-venues/${card.id}/[a-z0-9-]+$`));
      expect(card.images.length).toBeGreaterThanOrEqual(1);
      expect(card.images.length).toBeLessThanOrEqual(4);
      const price = card.primaryAttributes.find((attribute) => attribute.label === 'Price per person from');
      expect(price?.value).toMatch(/^\$\d+ per person$/);
    }
  });

  it('keeps the limit and the order from one call to the next', async () => {
    const first = await api.graphql<{ getFeaturedServicesByCategory: Card[] }>(query, { category: 'venue', limit: 2 });
    const again = await api.graphql<{ getFeaturedServicesByCategory: Card[] }>(query, { category: 'venue', limit: 2 });
    expect(first.data!.getFeaturedServicesByCategory).toHaveLength(2);
    expect(again.data).toEqual(first.data);
  });

  it('gives each card its reviews’ figures: the count, and the average from 3 reviews (issue 32)', async () => {
    const scoreQuery = `query { getFeaturedServicesByCategory(category: "venue", limit: 3) { id reviewScore { count average } } }`;
    const [first, second, third] = (await api.graphql<{ getFeaturedServicesByCategory: { id: number }[] }>(scoreQuery)).data!.getFeaturedServicesByCategory;
    await api.database.db.insert(reviewScores).values([
      { serviceId: first.id, reviews: 11, ratingSum: 46, bayesian: 4.1 },
      { serviceId: second.id, reviews: 2, ratingSum: 7, bayesian: 3.9 },
    ]);
    try {
      expect((await api.graphql(scoreQuery)).data).toEqual({
        getFeaturedServicesByCategory: [
          { id: first.id, reviewScore: { count: 11, average: 4.2 } },
          { id: second.id, reviewScore: { count: 2, average: null } },
          { id: third.id, reviewScore: { count: 0, average: null } },
        ],
      });
    } finally {
      await api.database.db.delete(reviewScores);
    }
  });

  it('has none for a category without verified services or an unknown one', async () => {
    for (const category of ['cakes', 'dragons']) {
      const result = await api.graphql<{ getFeaturedServicesByCategory: Card[] }>(query, { category });
      expect(result.data!.getFeaturedServicesByCategory).toEqual([]);
    }
  });

  it('refuses a limit out of range with a validation error, not a crash', async () => {
    const result = await api.graphql(query, { category: 'venue', limit: 500 });
    expect(result.errors?.[0].message).toBe('validation');
  });
});

describe('states and statesWithCategories', () => {
  it('lists, per category, only the states and regions that have services in it', async () => {
    const result = await api.graphql<{
      statesWithCategories: { category: string; category_slug: string; country_code: string; states: { state_code: string; services: number; regions: { link: string; services: number }[] }[] }[];
    }>(`{ statesWithCategories(country_code: "au") { category category_slug country_code states { state_code services regions { link services } } } }`);
    const entries = result.data!.statesWithCategories;
    expect(entries.map((entry) => entry.category).sort()).toEqual(['photographer', 'venue']);
    for (const entry of entries) {
      expect(entry.country_code).toBe('au');
      expect(entry.states.map((state) => state.state_code).sort()).toEqual(['NSW', 'VIC'].filter((code) => entry.states.some((state) => state.state_code === code)));
      for (const state of entry.states) {
        expect(state.services).toBe(state.regions.reduce((sum, region) => sum + region.services, 0));
        expect(state.regions.every((region) => ['hunter-valley', 'yarra-valley'].includes(region.link))).toBe(true);
      }
    }
  });

  it('treats any country code but nz as Australia (spec §2)', async () => {
    const query = `query($code: String) { statesWithCategories(country_code: $code) { country_code } }`;
    const other = await api.graphql<{ statesWithCategories: { country_code: string }[] }>(query, { code: 'xx' });
    expect(new Set(other.data!.statesWithCategories.map((entry) => entry.country_code))).toEqual(new Set(['au']));
    const nz = await api.graphql<{ statesWithCategories: { country_code: string }[] }>(query, { code: 'NZ' });
    expect(new Set(nz.data!.statesWithCategories.map((entry) => entry.country_code))).toEqual(new Set(['nz']));
  });

  it('gives every state of a country with its regions and counts by category', async () => {
    const result = await api.graphql<{
      states: { state_code: string; services: number; category_services: { category_slug: string; services: number }[]; regions: { link: string; category_services: { services: number }[] }[] }[];
    }>(`{ states(country_code: "nz") { state_code services category_services { category_slug services } regions { link category_services { services } } } }`);
    const states = result.data!.states;
    expect(states.length).toBeGreaterThan(10);
    const otago = states.find((state) => state.state_code === 'OTA')!;
    expect(otago.services).toBeGreaterThan(0);
    expect(otago.category_services.reduce((sum, entry) => sum + entry.services, 0)).toBe(otago.services);
    const queenstown = otago.regions.find((region) => region.link === 'queenstown')!;
    expect(queenstown.category_services.reduce((sum, entry) => sum + entry.services, 0)).toBe(otago.services);
  });
});
