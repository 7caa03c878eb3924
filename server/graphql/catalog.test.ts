import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../../demo';
import { createTestApi, type TestApi } from '../../tests/setup/api';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
  await seedReferenceData(api.database.db);
});
afterAll(() => api.close());

type Category = {
  id: string;
  name: string;
  order: number;
  title: string;
  category_slug: string;
  plural_name: string;
  singular_name: string;
  description: string | null;
  attributes: { name: string; group: string; type: string; options: Record<string, unknown>; primary: boolean }[];
  billingPlans: { amount: number; currency: string; interval: string; country_code: string; metadata: { attribute: string | null } }[];
};

describe('query categories', () => {
  let categories: Category[];
  beforeAll(async () => {
    const result = await api.graphql<{ categories: Category[] }>(`{
      categories {
        id name order title category_slug plural_name singular_name description
        attributes { name group type options primary }
        billingPlans { amount currency interval country_code metadata { attribute } }
      }
    }`);
    expect(result.errors).toBeUndefined();
    categories = result.data!.categories;
  });

  it('lists the seven categories of spec §2 in order', () => {
    expect(categories.map((category) => category.category_slug)).toEqual([
      'wedding-venues',
      'wedding-flowers',
      'wedding-photography',
      'wedding-videography',
      'wedding-cakes',
      'wedding-celebrant',
      'wedding-photo-booth',
    ]);
    expect(categories.map((category) => category.order)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(categories[0]).toMatchObject({ name: 'venue', plural_name: 'Wedding Venues' });
    for (const category of categories) {
      expect(category.title).not.toBe('');
      expect(category.singular_name).not.toBe('');
      expect(category.description?.length).toBeGreaterThan(40);
    }
  });

  it('gives attributes of every type, in the groups of spec §3', () => {
    const attributes = categories.flatMap((category) => category.attributes);
    expect(new Set(attributes.map((attribute) => attribute.type))).toEqual(
      new Set(['range', 'number', 'checkbox_group', 'radio', 'radius']),
    );
    for (const attribute of attributes) {
      expect(['attributes.group.additional_info', 'attributes.group.optional_info', 'attributes.group.hidden']).toContain(attribute.group);
    }
    const venue = categories[0].attributes;
    expect(venue.find((attribute) => attribute.name === 'number_of_people')).toMatchObject({
      type: 'number',
      options: { min: 0, max: 500, default: 70 },
    });
    expect(venue.find((attribute) => attribute.name === 'min_price_per_person')?.options).toMatchObject({ min: 0, max: 400 });
    for (const category of categories) expect(category.attributes.some((attribute) => attribute.primary)).toBe(true);
  });

  it('has monthly and yearly plans per country in minor units, and add-ons naming their attribute', () => {
    for (const category of categories) {
      for (const country of ['au', 'nz']) {
        const plans = category.billingPlans.filter((plan) => plan.country_code === country);
        expect(plans.map((plan) => plan.interval)).toEqual(expect.arrayContaining(['month', 'year']));
        for (const plan of plans) {
          expect(Number.isInteger(plan.amount)).toBe(true);
          expect(plan.amount).toBeGreaterThan(0);
          expect(plan.currency).toBe(country === 'au' ? 'aud' : 'nzd');
        }
        const addOns = plans.filter((plan) => plan.metadata.attribute);
        expect(addOns.length).toBeGreaterThan(0);
      }
    }
  });
});
