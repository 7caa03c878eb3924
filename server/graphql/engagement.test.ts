import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData, seedServices } from '../../demo';
import { createUser, sessionCookieFrom, type TestUser } from '../../tests/factories/users';
import { createTestApi, type TestApi } from '../../tests/setup/api';

/** Spec §7's wishlist, rating and note operations over HTTP, as a client calls them. */

let api: TestApi;
let venueIds: number[];
let couple: TestUser;
let coupleCookie: string;
let otherCookie: string;

const login = `mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { id } }`;
const add = `mutation ($id: Int!) { wishlistAddService(id: $id) { id inWishlist } }`;
const remove = `mutation ($id: Int!) { wishlistRemoveService(id: $id) { id inWishlist } }`;
const vote = `mutation ($id: Int!, $vote: Int!) { serviceVoting(id: $id, vote: $vote) { id rating votes vote inWishlist } }`;
const addNote = `mutation ($wishlist: ID!, $service: Int!, $text: String!) { wishlistAddNote(wishlist: $wishlist, service: $service, text: $text) { id text } }`;
const check = `query ($id: Int!) { checkInWishlist(service_id: $id) }`;
const wishlistQuery = `query ($user: ID!, $category: Int, $rating: Int) {
  wishlist(user_id: $user, category_id: $category, rating: $rating) {
    id wishlist_id rating name slug path state { code name } note { id text } media { url isImage }
    category { id name title } user { id nickname isvendor } metaAttributes { name label value }
  }
}`;
const serviceQuery = `query ($id: Int!) { services(id: $id) { id inWishlist rating votes vote note { id text } } }`;

async function signIn(user: TestUser): Promise<string> {
  const result = await api.graphql(login, { email: user.email, password: user.password });
  expect(result.errors).toBeUndefined();
  return sessionCookieFrom(result.headers);
}

beforeAll(async () => {
  api = await createTestApi();
  await seedReferenceData(api.database.db);
  venueIds = (await seedServices(api.database.db, { count: 4, imagesDir: api.imagesDir, categories: ['venue'], regions: ['hunter-valley'] })).serviceIds;
  couple = await createUser(api.database.db);
  coupleCookie = await signIn(couple);
  otherCookie = await signIn(await createUser(api.database.db));
});
afterAll(() => api.close());

describe('wishlist operations over /graphql', () => {
  it('adds and removes a service, and checkInWishlist follows', async () => {
    const as = { Cookie: coupleCookie };
    expect((await api.graphql(add, { id: venueIds[0] }, as)).data).toEqual({ wishlistAddService: { id: venueIds[0], inWishlist: true } });
    expect((await api.graphql(check, { id: venueIds[0] }, as)).data).toEqual({ checkInWishlist: true });
    expect((await api.graphql(check, { id: venueIds[0] }, { Cookie: otherCookie })).data).toEqual({ checkInWishlist: false });
    expect((await api.graphql(check, { id: venueIds[0] })).data).toEqual({ checkInWishlist: false });
    expect((await api.graphql(remove, { id: venueIds[0] }, as)).data).toEqual({ wishlistRemoveService: { id: venueIds[0], inWishlist: false } });
    expect((await api.graphql(check, { id: venueIds[0] }, as)).data).toEqual({ checkInWishlist: false });
  });

  it('votes, answering the new average at once; services(id) shows the rating to all and the vote to the voter', async () => {
    const first = await api.graphql(vote, { id: venueIds[1], vote: 5 }, { Cookie: coupleCookie });
    expect(first.data).toEqual({ serviceVoting: { id: venueIds[1], rating: 5, votes: 1, vote: 5, inWishlist: true } });
    const second = await api.graphql(vote, { id: venueIds[1], vote: 2 }, { Cookie: otherCookie });
    expect(second.data).toEqual({ serviceVoting: { id: venueIds[1], rating: 3.5, votes: 2, vote: 2, inWishlist: true } });
    expect((await api.graphql(serviceQuery, { id: venueIds[1] })).data).toEqual({
      services: { id: venueIds[1], inWishlist: false, rating: 3.5, votes: 2, vote: 0, note: null },
    });
    expect((await api.graphql(serviceQuery, { id: venueIds[1] }, { Cookie: coupleCookie })).data).toEqual({
      services: { id: venueIds[1], inWishlist: true, rating: 3.5, votes: 2, vote: 5, note: null },
    });
    const reset = await api.graphql(vote, { id: venueIds[1], vote: 0 }, { Cookie: otherCookie });
    expect(reset.data).toEqual({ serviceVoting: { id: venueIds[1], rating: 5, votes: 1, vote: 0, inWishlist: true } });
  });

  it('saves a note that only its couple reads, as plain text', async () => {
    await api.graphql(add, { id: venueIds[2] }, { Cookie: coupleCookie });
    const listed = await api.graphql<{ wishlist: { id: number; wishlist_id: string }[] }>(wishlistQuery, { user: couple.id }, { Cookie: coupleCookie });
    const wishlist = listed.data!.wishlist.find((entry) => entry.id === venueIds[2])!.wishlist_id;
    const text = '<img src=x onerror=alert(1)> Call Tuesday';
    const saved = await api.graphql(addNote, { wishlist, service: venueIds[2], text }, { Cookie: coupleCookie });
    expect(saved.data).toEqual({ wishlistAddNote: { id: expect.any(String), text } });
    expect((await api.graphql(serviceQuery, { id: venueIds[2] }, { Cookie: coupleCookie })).data?.services).toMatchObject({ note: { text } });
    // Nobody else reads it: not another couple, not a visitor.
    expect((await api.graphql(serviceQuery, { id: venueIds[2] }, { Cookie: otherCookie })).data?.services).toMatchObject({ note: null });
    expect((await api.graphql(serviceQuery, { id: venueIds[2] })).data?.services).toMatchObject({ note: null });

    const stolen = await api.graphql(addNote, { wishlist, service: venueIds[2], text: 'Overwritten' }, { Cookie: otherCookie });
    expect(stolen.errors?.[0]).toMatchObject({ message: 'You are not allowed to do that.', extensions: { code: 'FORBIDDEN' } });
    const tooLong = await api.graphql(addNote, { wishlist, service: venueIds[2], text: 'a'.repeat(2001) }, { Cookie: coupleCookie });
    expect(tooLong.errors?.[0]).toMatchObject({ message: 'validation', extensions: { validation: { text: ['Comment must be at most 2,000 characters.'] } } });
    expect((await api.graphql(serviceQuery, { id: venueIds[2] }, { Cookie: coupleCookie })).data?.services).toMatchObject({ note: { text } });
  });

  it('lists the wishlist with spec §7’s fields for its owner, filtered by category and rating', async () => {
    await api.graphql(vote, { id: venueIds[3], vote: 4 }, { Cookie: coupleCookie });
    const result = await api.graphql<{ wishlist: Record<string, unknown>[] }>(wishlistQuery, { user: couple.id, rating: 4 }, { Cookie: coupleCookie });
    expect(result.errors).toBeUndefined();
    const [entry] = result.data!.wishlist;
    expect(result.data!.wishlist).toHaveLength(2);
    expect(entry).toMatchObject({
      id: venueIds[3],
      rating: 4,
      state: { code: 'NSW', name: 'New South Wales' },
      category: { name: 'venue', title: 'Venues' },
      note: null,
      user: { isvendor: true },
    });
    expect(entry.slug).toEqual(expect.any(String));
    expect(entry.path).toMatch(new RegExp(`^/au/nsw/wedding-venues/${venueIds[3]}/`));
    expect((entry.media as { isImage: boolean }[]).every((item) => item.isImage)).toBe(true);
    expect(entry.metaAttributes).toContainEqual(expect.objectContaining({ name: 'min_price_per_person', value: expect.stringMatching(/^\$/) }));
    expect(entry.user).not.toHaveProperty('email');
    const otherCategory = await api.graphql<{ wishlist: unknown[] }>(wishlistQuery, { user: couple.id, category: 999 }, { Cookie: coupleCookie });
    expect(otherCategory.data).toEqual({ wishlist: [] });
  });

  it('refuses another couple’s wishlist, and visitors everything that needs an account', async () => {
    const other = await api.graphql(wishlistQuery, { user: couple.id }, { Cookie: otherCookie });
    expect(other.data).toBeNull();
    expect(other.errors?.[0]).toMatchObject({ message: 'You are not allowed to do that.', extensions: { code: 'FORBIDDEN' } });
    for (const [query, variables] of [
      [wishlistQuery, { user: couple.id }],
      [add, { id: venueIds[0] }],
      [remove, { id: venueIds[0] }],
      [vote, { id: venueIds[0], vote: 3 }],
      [addNote, { wishlist: 1, service: venueIds[0], text: 'x' }],
    ] as const) {
      const result = await api.graphql(query, variables);
      expect(result.errors?.[0]).toMatchObject({ message: 'Please sign in to continue.', extensions: { code: 'UNAUTHENTICATED' } });
    }
  });

  it('answers bad input clearly: a vote outside 0–5 or not whole, an unknown service', async () => {
    const as = { Cookie: coupleCookie };
    const outOfRange = await api.graphql(vote, { id: venueIds[0], vote: 6 }, as);
    expect(outOfRange.errors?.[0]).toMatchObject({ message: 'validation', extensions: { validation: { vote: ['Rating must be a whole number from 0 to 5.'] } } });
    // Not an integer: GraphQL's Int refuses it before any resolver runs.
    const fraction = await api.graphql(vote, { id: venueIds[0], vote: 2.5 }, as);
    expect(fraction.status).toBe(400);
    expect(fraction.errors?.[0].message).toMatch(/Int cannot represent non-integer value: 2.5/);
    const unknown = await api.graphql(add, { id: 987_654 }, as);
    expect(unknown.errors?.[0]).toMatchObject({ message: 'There is no such service.', extensions: { code: 'NOT_FOUND' } });
    const unknownVote = await api.graphql(vote, { id: 987_654, vote: 3 }, as);
    expect(unknownVote.errors?.[0]).toMatchObject({ message: 'There is no such service.', extensions: { code: 'NOT_FOUND' } });
  });
});

describe('cards over /graphql', () => {
  it('carry inWishlist for the viewer in featured and nearby lists', async () => {
    // All four venues are in the couple's wishlist by now, but for the one taken out here.
    await api.graphql(add, { id: venueIds[0] }, { Cookie: coupleCookie });
    await api.graphql(remove, { id: venueIds[2] }, { Cookie: coupleCookie });
    const featured = `{ getFeaturedServicesByCategory(category: "venue", limit: 24) { id inWishlist } }`;
    const mine = await api.graphql<{ getFeaturedServicesByCategory: { id: number; inWishlist: boolean }[] }>(featured, {}, { Cookie: coupleCookie });
    const visitor = await api.graphql<{ getFeaturedServicesByCategory: { id: number; inWishlist: boolean }[] }>(featured);
    const listed = mine.data!.getFeaturedServicesByCategory.filter((card) => card.inWishlist).map((card) => card.id);
    const verified = visitor.data!.getFeaturedServicesByCategory.map((card) => card.id);
    expect(verified.length).toBeGreaterThan(0);
    expect(listed).toEqual(verified.filter((id) => id !== venueIds[2]));
    expect(visitor.data!.getFeaturedServicesByCategory.every((card) => !card.inWishlist)).toBe(true);

    const nearby = `query ($id: Int!) { getNearByServicesByCategory(category: "venue", service_id: $id, distance: 400) { id inWishlist } }`;
    const around = await api.graphql<{ getNearByServicesByCategory: { id: number; inWishlist: boolean }[] }>(nearby, { id: venueIds[3] }, { Cookie: coupleCookie });
    expect(around.data!.getNearByServicesByCategory.find((card) => card.id === venueIds[0])).toEqual({ id: venueIds[0], inWishlist: true });
  });
});
