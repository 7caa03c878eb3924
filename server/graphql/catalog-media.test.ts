import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createService } from '../../tests/factories/services';
import { createUser, sessionCookieFrom } from '../../tests/factories/users';
import { createTestApi, type GraphQLErrorBody, type TestApi } from '../../tests/setup/api';

const login = 'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { id } }';
const addMedia = 'mutation ($id: Int!, $files: [Upload!]!) { addServiceMedia(id: $id, files: $files) { photos { id url position } } }';

let api: TestApi;
let owner: string;
let stranger: string;
let couple: string;
let listing: number;

const signIn = async (email: string, password: string) => sessionCookieFrom((await api.graphql(login, { email, password })).headers);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  api = await createTestApi();
  const vendor = await createUser(api.database.db, { role: 'vendor' });
  const other = await createUser(api.database.db, { role: 'vendor' });
  listing = await createService(api.database.db, { owner: vendor });
  owner = await signIn(vendor.email, vendor.password);
  stranger = await signIn(other.email, other.password);
  const person = await createUser(api.database.db);
  couple = await signIn(person.email, person.password);
});
afterAll(() => api.close());

/** addServiceMedia as a GraphQL multipart request with these pictures as $files. */
async function upload(cookie: string, pictures: Buffer[]) {
  const body = new FormData();
  body.set('operations', JSON.stringify({ query: addMedia, variables: { id: listing, files: pictures.map(() => null) } }));
  body.set('map', JSON.stringify(Object.fromEntries(pictures.map((_, index) => [index, [`variables.files.${index}`]]))));
  pictures.forEach((picture, index) => body.set(String(index), new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), `${index}.jpg`));
  const response = await api.app.request('/graphql', { method: 'POST', headers: { Accept: 'application/graphql-response+json', Cookie: cookie, Origin: 'http://localhost' }, body });
  return (await response.json()) as { data?: { addServiceMedia: { photos: { id: string; url: string }[] } }; errors?: GraphQLErrorBody[] };
}

const jpeg = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#88aa99' } }).jpeg().toBuffer();

describe('the listing editor’s media over GraphQL', () => {
  it('adds several photos, names a refused one by its index, reorders them and marks booked days', async () => {
    const added = await upload(owner, [await jpeg(800, 600), await jpeg(640, 480)]);
    expect(added.errors).toBeUndefined();
    const photos = added.data!.addServiceMedia.photos;
    expect(photos.slice(-2).every((photo) => photo.url.startsWith('/images/services/'))).toBe(true);

    const refused = await upload(owner, [await jpeg(250, 150)]);
    expect(refused.errors?.[0].extensions?.validation?.['files.0']).toContain('The picture must be at least 300 px wide.');

    const reversed = photos.map((photo) => photo.id).reverse();
    const reordered = await api.graphql<{ reorderServiceMedia: { photos: { id: string }[] } }>(
      'mutation ($id: Int!, $ids: [ID!]!) { reorderServiceMedia(id: $id, media_ids: $ids) { photos { id } } }',
      { id: listing, ids: reversed },
      { Cookie: owner },
    );
    expect(reordered.data?.reorderServiceMedia.photos.map((photo) => photo.id)).toEqual(reversed);

    const dates = await api.graphql('mutation ($id: Int!, $dates: [String!]!) { setServiceUnavailableDates(id: $id, dates: $dates) }', { id: listing, dates: [day(5), day(6)] }, { Cookie: owner });
    expect(dates.data).toEqual({ setServiceUnavailableDates: [day(5), day(6)] });
    const feed = await api.graphql<{ regenerateCalendarFeed: string }>('mutation ($id: Int!) { regenerateCalendarFeed(id: $id) }', { id: listing }, { Cookie: owner });
    expect(feed.data?.regenerateCalendarFeed).toMatch(/\/calendar\/[\w-]{32}\.ics$/);
  });

  it('answers another vendor and a couple as if the listing did not exist', async () => {
    for (const cookie of [stranger, couple]) {
      const refused = await upload(cookie, [await jpeg(800, 600)]);
      expect(refused.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      for (const [query, variables] of [
        ['query ($id: Int!) { listingPhotos(id: $id) { id } }', { id: listing }],
        ['query ($id: Int!) { listingAvailability(id: $id) { id } }', { id: listing }],
        ['mutation ($id: Int!, $media: ID!) { removeServiceMedia(id: $id, media_id: $media) { id } }', { id: listing, media: '1' }],
        ['mutation ($id: Int!, $ids: [ID!]!) { reorderServiceMedia(id: $id, media_ids: $ids) { id } }', { id: listing, ids: ['1'] }],
        ['mutation ($id: Int!, $media: ID!) { updateServiceMediaAlt(id: $id, media_id: $media, alt: "x") { id } }', { id: listing, media: '1' }],
        ['mutation ($id: Int!) { removeServiceBrochure(id: $id) { id } }', { id: listing }],
        ['mutation ($id: Int!) { setServiceUnavailableDates(id: $id, dates: []) }', { id: listing }],
        ['mutation ($id: Int!) { regenerateCalendarFeed(id: $id) }', { id: listing }],
        ['mutation ($id: Int!) { setCalendarImport(id: $id, url: "") }', { id: listing }],
      ] as const) {
        const answer = await api.graphql(query, variables, { Cookie: cookie });
        expect(answer.errors?.[0].extensions?.code, query).toBe('NOT_FOUND');
      }
    }
  });
});
