import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../db/schema/catalog';
import { seedReferenceData } from '../../demo';
import { createUser, sessionCookieFrom, type TestUser } from '../../tests/factories/users';
import { createTestApi, type TestApi } from '../../tests/setup/api';

const login = 'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { id } }';
const create = 'mutation ($category: Int!) { createService(category_id: $category, name: "Wire Hall") { id listing_state address } }';
const update = 'mutation ($id: Int!, $meta: [MetaInput!]) { updateService(id: $id, meta: $meta) { id allMetaAttributes { meta_key meta_value } } }';

let api: TestApi;
let vendor: TestUser;
let other: TestUser;
let venue: number;

const cookieOf = async (user: TestUser) => ({ Cookie: sessionCookieFrom((await api.graphql(login, { email: user.email, password: user.password })).headers) });

beforeAll(async () => {
  api = await createTestApi();
  await seedReferenceData(api.database.db);
  [vendor, other] = await Promise.all([createUser(api.database.db, { role: 'vendor' }), createUser(api.database.db, { role: 'vendor' })]);
  [{ id: venue }] = await api.database.db.select({ id: categories.id }).from(categories).where(eq(categories.name, 'venue'));
});
afterAll(() => api.close());

describe('the listing editor over GraphQL', () => {
  it('creates a draft, saves meta under its wire names, lists it in myServices, hides it from others', async () => {
    const headers = await cookieOf(vendor);
    const created = await api.graphql<{ createService: { id: number; listing_state: string; address: string } }>(create, { category: venue }, headers);
    expect(created.data?.createService).toMatchObject({ listing_state: 'draft', address: '' });
    const id = created.data!.createService.id;

    const saved = await api.graphql<{ updateService: { allMetaAttributes: { meta_key: string; meta_value: string }[] } }>(
      update,
      { id, meta: [{ meta_key: 'venue_style', meta_value: '["garden"]' }] },
      headers,
    );
    expect(saved.data?.updateService.allMetaAttributes).toContainEqual({ meta_key: 'venue_style', meta_value: '["garden"]' });
    const refused = await api.graphql(update, { id, meta: [{ meta_key: 'venue_style', meta_value: '["garden","barn","beach","rustic"]' }] }, headers);
    expect(refused.errors?.[0].extensions?.validation).toEqual({ 'meta.venue_style': ['Venue styles are limited to a maximum of 3 options'] });

    const mine = await api.graphql<{ myServices: { id: number; listing_state: string }[] }>('{ myServices { id listing_state } }', {}, headers);
    expect(mine.data?.myServices).toEqual([{ id, listing_state: 'draft' }]);

    // Another vendor and a couple: as if the listing did not exist.
    for (const otherHeaders of [await cookieOf(other), await cookieOf(await createUser(api.database.db))]) {
      expect((await api.graphql(update, { id, meta: [] }, otherHeaders)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
      for (const mutation of ['publishService(id: $id) { id }', 'unpublishService(id: $id) { id }', 'deleteService(id: $id)']) {
        expect((await api.graphql(`mutation ($id: Int!) { ${mutation} }`, { id }, otherHeaders)).errors?.[0].extensions?.code, mutation).toBe('NOT_FOUND');
      }
      expect((await api.graphql<{ services: null }>('query ($id: Int!) { services(id: $id) { id } }', { id }, otherHeaders)).data?.services).toBeNull();
    }
    expect((await api.graphql<{ services: null }>('query ($id: Int!) { services(id: $id) { id } }', { id })).data?.services).toBeNull();
    const incomplete = await api.graphql('mutation ($id: Int!) { publishService(id: $id) { id } }', { id }, headers);
    expect(Object.keys(incomplete.errors?.[0].extensions?.validation ?? {})).toEqual(expect.arrayContaining(['address', 'photos']));
    expect((await api.graphql<{ deleteService: boolean }>('mutation ($id: Int!) { deleteService(id: $id) }', { id }, headers)).data?.deleteService).toBe(true);
  });
});
