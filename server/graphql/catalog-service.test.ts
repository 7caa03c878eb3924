import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { services } from '../../db/schema';
import { seedReferenceData, seedServices } from '../../demo';
import { createTestApi, type TestApi } from '../../tests/setup/api';

let api: TestApi;
let venueIds: number[];
beforeAll(async () => {
  api = await createTestApi();
  await seedReferenceData(api.database.db);
  venueIds = (await seedServices(api.database.db, { count: 16, imagesDir: api.imagesDir, categories: ['venue'], regions: ['hunter-valley'] })).serviceIds;
});
afterAll(() => api.close());

type GraphQLError = { message: string; extensions?: { code?: string; validation?: Record<string, string[]> } };

const serviceQuery = `query($id: Int!) {
  services(id: $id) {
    id name slug path city shortAddress address business_address description features radius status website phone
    brouchure_file isVendorVerified inWishlist rating availability availabilityStatus
    country { code name } state { code name } region { name link }
    images { url alt } media { url isImage }
    location { lat lng } business_location { lat lng }
    metaAttributes { name label value } facilities { name label value yes }
    allMetaAttributes { meta_id meta_key meta_value primary type categoryBased }
    user { id nickname avatar isvendor created_at }
    category { id name title category_slug }
    videos socialLinks { network url } note { id text }
  }
}`;

describe('services(id)', () => {
  it('answers the full detail of a service page', async () => {
    const id = venueIds[0];
    const [row] = await api.database.db.select().from(services).where(eq(services.id, id));
    const result = await api.graphql<{ services: Record<string, unknown> & { availability: string[]; facilities: { yes: boolean | null }[] } }>(
      serviceQuery,
      { id },
    );
    expect(result.errors).toBeUndefined();
    const service = result.data!.services;
    expect(service).toMatchObject({
      id,
      name: row.name,
      slug: row.slug,
      path: `/au/nsw/wedding-venues/${id}/${row.slug}`,
      city: row.city,
      address: row.address,
      business_address: row.businessAddress,
      radius: null,
      status: null,
      website: row.website,
      phone: row.phone,
      brouchure_file: null,
      isVendorVerified: row.isVendorVerified,
      inWishlist: false,
      rating: null,
      note: null,
      country: { code: 'au', name: 'Australia' },
      state: { code: 'NSW', name: 'New South Wales' },
      region: { name: 'Hunter Valley', link: 'hunter-valley' },
      location: { lat: row.lat, lng: row.lng },
      business_location: { lat: row.businessLat, lng: row.businessLng },
      category: { name: 'venue', title: 'Venues', category_slug: 'wedding-venues' },
      user: { id: String(row.userId), isvendor: true },
    });
    expect(service.features).toEqual(row.features);
    expect((service.user as { created_at: string }).created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((service.images as unknown[]).length).toBeGreaterThanOrEqual(3);
    expect(service.metaAttributes).toContainEqual({ name: 'min_price_per_person', label: 'Price per person from', value: expect.stringMatching(/^\$[\d,]+ per person$/) });
    expect(service.facilities.some((facility) => typeof facility.yes === 'boolean')).toBe(true);
    expect(service.allMetaAttributes).toContainEqual(
      expect.objectContaining({ meta_key: 'number_of_people', primary: true, type: 'number', categoryBased: true }),
    );
    for (const date of service.availability) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(service.availabilityStatus).toBe(service.availability.length === 0 ? 'available' : 'partially_booked');
  });

  it('answers null for an unknown or impossible id, and refuses one beyond Int as bad input rather than failing', async () => {
    for (const id of [2_000_000_000, 0, -1]) {
      const result = await api.graphql(serviceQuery, { id });
      expect(result.errors).toBeUndefined();
      expect(result.data).toEqual({ services: null });
    }
    // GraphQL's Int is 32-bit: 2^31 is refused by variable coercion (400), never a server error.
    const tooBig = await api.graphql(serviceQuery, { id: 2 ** 31 });
    expect(tooBig.status).toBe(400);
    expect(tooBig.errors?.[0].message).toMatch(/Int cannot represent/);
  });

  it('never exposes the vendor’s e-mail address', async () => {
    const result = await api.graphql(`query($id: Int!) { services(id: $id) { user { id email } } }`, { id: venueIds[0] });
    expect(result.status).toBe(400);
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0].message).toMatch(/Cannot query field "email" on type "ServiceUser"/);
  });
});

describe('getNearByServicesByCategory', () => {
  type Card = { id: number; path: string; categoryName: string; images: { url: string }[] };
  const query = `query($category: String!, $service_id: Int!, $distance: Float, $limit: Int) {
    getNearByServicesByCategory(category: $category, service_id: $service_id, distance: $distance, limit: $limit) { id path categoryName images { url } }
  }`;

  it('gives other services of the category near the service, as cards', async () => {
    const serviceId = venueIds[0];
    const result = await api.graphql<{ getNearByServicesByCategory: Card[] }>(query, { category: 'venue', service_id: serviceId, distance: 400 });
    expect(result.errors).toBeUndefined();
    const cards = result.data!.getNearByServicesByCategory;
    expect(cards).toHaveLength(10);
    expect(cards.map((card) => card.id)).not.toContain(serviceId);
    for (const card of cards) {
      expect(card.categoryName).toBe('venue');
      expect(card.path).toMatch(new RegExp(`^/au/nsw/wedding-venues/${card.id}/`));
      expect(card.images.length).toBeGreaterThan(0);
    }
    const two = await api.graphql<{ getNearByServicesByCategory: Card[] }>(query, { category: 'venue', service_id: serviceId, distance: 400, limit: 2 });
    expect(two.data!.getNearByServicesByCategory.map((card) => card.id)).toEqual(cards.slice(0, 2).map((card) => card.id));
    const unknown = await api.graphql<{ getNearByServicesByCategory: Card[] }>(query, { category: 'dragons', service_id: serviceId });
    expect(unknown.data).toEqual({ getNearByServicesByCategory: [] });
  });

  it('refuses a bad limit or distance with a validation error, not a server error, and logs nothing', async () => {
    const logged = vi.spyOn(console, 'error');
    for (const [variables, field] of [
      [{ limit: 0 }, 'limit'],
      [{ distance: -1 }, 'distance'],
    ] as const) {
      const result = await api.graphql(query, { category: 'venue', service_id: venueIds[0], ...variables });
      expect(result.status).toBe(200);
      const [error] = result.errors as GraphQLError[];
      expect(error.message).toBe('validation');
      expect(error.extensions?.code).toBe('BAD_USER_INPUT');
      expect(Object.keys(error.extensions?.validation ?? {})).toEqual([field]);
    }
    // Refused input is the client's mistake, not the server's: nothing for the error log.
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
  });
});
