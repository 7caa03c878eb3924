import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../db/schema/catalog';
import { serviceSearch } from '../../db/schema/search';
import { serviceHolds, services } from '../../db/schema/services';
import { seedReferenceData } from '../../demo';
import { createSubscription } from '../../tests/factories/billing';
import { createService } from '../../tests/factories/services';
import { createVendor, sessionCookieFrom, type TestPerson } from '../../tests/factories/users';
import { createTestApi, type TestApi } from '../../tests/setup/api';
import { testContext } from '../../tests/setup/context';
import { holdListings } from '../modules/catalog/hold-listings';

const login = 'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { id } }';
const move = 'mutation ($id: Int!, $category: Int!) { updateService(id: $id, category_id: $category) { id listing_state category { name } } }';
const read = 'query ($id: Int!) { services(id: $id) { id } }';

let api: TestApi;
let categoryIds: Record<string, number>;

const cookieOf = async (person: TestPerson) => ({ Cookie: sessionCookieFrom((await api.graphql(login, { email: person.email, password: person.password })).headers) });
const listing = async (id: number) => (await api.database.db.select({ categoryId: services.categoryId, listingState: services.listingState }).from(services).where(eq(services.id, id)))[0];
const indexed = async (id: number) => (await api.database.db.select().from(serviceSearch).where(eq(serviceSearch.serviceId, id))).length === 1;
const billingHeld = async (id: number) => (await api.database.db.select().from(serviceHolds).where(and(eq(serviceHolds.serviceId, id), eq(serviceHolds.kind, 'billing')))).length === 1;

beforeAll(async () => {
  api = await createTestApi();
  await seedReferenceData(api.database.db);
  categoryIds = Object.fromEntries((await api.database.db.select({ id: categories.id, name: categories.name }).from(categories)).map((row) => [row.name, row.id]));
});
afterAll(() => api.close());

describe('moving a listing to another category over GraphQL (issue 29)', () => {
  it('refuses to move a published listing into a category its vendor does not pay for, and nothing changes', async () => {
    const vendor = await createVendor(api.database.db);
    await createSubscription(api.database.db, vendor, 'venue');
    const id = await createService(api.database.db, { owner: vendor, category: 'venue' });

    const answer = await api.graphql(move, { id, category: categoryIds.cakes }, await cookieOf(vendor));
    expect(answer.errors?.[0].extensions?.validation).toEqual({
      category_id: ['A published listing moves only to a category you subscribe to: choose a plan for Cakes, or unpublish the listing first'],
    });
    expect(await listing(id)).toEqual({ categoryId: categoryIds.venue, listingState: 'published' });
    expect(await indexed(id)).toBe(true);
  });

  it('moves a published listing where its vendor pays, unpublished until it has what the new category asks for', async () => {
    const vendor = await createVendor(api.database.db);
    await Promise.all([createSubscription(api.database.db, vendor, 'venue'), createSubscription(api.database.db, vendor, 'cakes')]);
    const id = await createService(api.database.db, { owner: vendor, category: 'venue' });

    const answer = await api.graphql<{ updateService: { listing_state: string; category: { name: string } } }>(move, { id, category: categoryIds.cakes }, await cookieOf(vendor));
    expect(answer.errors).toBeUndefined();
    // Cakes ask for a price ("Cakes from"), which a venue never had.
    expect(answer.data?.updateService).toEqual({ id, listing_state: 'unpublished', category: { name: 'cakes' } });
    expect(await indexed(id)).toBe(false);
    expect((await api.graphql<{ services: null }>(read, { id })).data?.services).toBeNull();
    const publish = await api.graphql('mutation ($id: Int!) { publishService(id: $id) { id } }', { id }, await cookieOf(vendor));
    expect(Object.keys(publish.errors?.[0].extensions?.validation ?? {})).toContain('meta.min_cost');
  });

  it('lets a draft move anywhere: publishing it there is what the subscription gates', async () => {
    const vendor = await createVendor(api.database.db);
    const id = await createService(api.database.db, { owner: vendor, category: 'venue' });
    await api.database.db.update(services).set({ listingState: 'draft' }).where(eq(services.id, id));
    const answer = await api.graphql<{ updateService: { listing_state: string } }>(move, { id, category: categoryIds.cakes }, await cookieOf(vendor));
    expect(answer.data?.updateService.listing_state).toBe('draft');
  });

  it('makes a listing’s billing hold follow its category: it goes where the vendor pays, stays where they do not', async () => {
    const vendor = await createVendor(api.database.db);
    await createSubscription(api.database.db, vendor, 'cakes');
    const [paid, unpaid] = [await createService(api.database.db, { owner: vendor, category: 'venue' }), await createService(api.database.db, { owner: vendor, category: 'venue' })];
    await api.database.db.update(services).set({ listingState: 'unpublished' }).where(eq(services.id, unpaid));
    // The venue subscription lapsed: billing held the vendor's venues.
    await holdListings(testContext(api.database.db), { vendorId: vendor.id, categoryId: categoryIds.venue, kind: 'billing', reason: 'Subscription lapsed', heldBy: null });
    const headers = await cookieOf(vendor);

    await api.graphql(move, { id: paid, category: categoryIds.cakes }, headers);
    expect(await billingHeld(paid)).toBe(false);
    await api.graphql(move, { id: unpaid, category: categoryIds.flowers }, headers);
    expect(await billingHeld(unpaid)).toBe(true);
  });
});
