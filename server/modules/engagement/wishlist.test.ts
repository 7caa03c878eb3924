import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { categories } from '../../../db/schema/catalog';
import { serviceVotes, wishlistNotes, wishlists, wishlistServices } from '../../../db/schema/engagement';
import { services } from '../../../db/schema/services';
import { seedReferenceData, seedServices } from '../../../db/seed';
import { createUser } from '../../../tests/factories/users';
import { createTestDatabase } from '../../../tests/setup/database';
import { loadViewer, type Viewer } from '../accounts/viewer';
import { listFeaturedServices } from '../catalog/list-featured-services';
import { InvalidInputError, RefusedError } from '../platform/errors';
import { addWishlistService } from './add-wishlist-service';
import { compareWishlistServices } from './compare-wishlist-services';
import { findServiceEngagement } from './find-service-engagement';
import { findWishlistedIds, markWishlisted } from './find-wishlisted-ids';
import { listWishlist } from './list-wishlist';
import { maxWishlistServices } from './policy';
import { removeWishlistService } from './remove-wishlist-service';
import { saveWishlistNote } from './save-wishlist-note';
import { voteService } from './vote-service';

let database: DatabaseHandle;
let imagesDir: string;
let venueIds: number[];
let photographerIds: number[];
let couple: Viewer;
let otherCouple: Viewer;
/** The vendor who owns venueIds[0]. */
let vendor: Viewer;
// Every statement the database runs while `counting` is on.
let counting = false;
const statements: string[] = [];

async function viewerOf(id: number): Promise<Viewer> {
  const viewer = await loadViewer(database.db, id);
  if (!viewer) throw new Error(`no user ${id}`);
  return viewer;
}

async function countQueries<T>(work: () => Promise<T>): Promise<{ result: T; queries: number }> {
  statements.length = 0;
  counting = true;
  try {
    const result = await work();
    return { result, queries: statements.length };
  } finally {
    counting = false;
  }
}

/** The refusal a promise ends in (fails the test when it succeeds). */
async function refusal(promise: Promise<unknown>): Promise<RefusedError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(RefusedError);
  return error as RefusedError;
}

async function invalidInput(promise: Promise<unknown>): Promise<Record<string, string[]>> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (error instanceof InvalidInputError) return error.fields;
  // A zod refusal: the adapters show both the same way.
  expect(error).toHaveProperty('issues');
  const fields: Record<string, string[]> = {};
  for (const issue of (error as { issues: { path: string[]; message: string }[] }).issues) (fields[issue.path.join('.')] ??= []).push(issue.message);
  return fields;
}

beforeAll(async () => {
  database = await createTestDatabase({ logQueries: { logQuery: (query) => void (counting && statements.push(query)) } });
  imagesDir = mkdtempSync(join(tmpdir(), 'ever-after-wishlist-'));
  await seedReferenceData(database.db);
  venueIds = (await seedServices(database.db, { count: 5, imagesDir, categories: ['venue'], regions: ['hunter-valley'] })).serviceIds;
  photographerIds = (await seedServices(database.db, { count: 3, imagesDir, categories: ['photographer'], regions: ['yarra-valley'], seed: 2 }))
    .serviceIds;
  couple = await viewerOf((await createUser(database.db, { weddingLocation: 'Pokolbin NSW' })).id);
  otherCouple = await viewerOf((await createUser(database.db)).id);
  const [owned] = await database.db.select({ userId: services.userId }).from(services).where(eq(services.id, venueIds[0]));
  vendor = await viewerOf(owned.userId!);
});
afterAll(async () => {
  await database.close();
  rmSync(imagesDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await database.db.delete(wishlists);
  await database.db.delete(serviceVotes);
});

describe('adding and removing', () => {
  it('puts a service in the wishlist once and takes it out again', async () => {
    expect(await addWishlistService(database.db, couple, { id: venueIds[1] })).toMatchObject({ serviceId: venueIds[1], inWishlist: true });
    expect(await addWishlistService(database.db, couple, { id: venueIds[1] })).toMatchObject({ serviceId: venueIds[1], inWishlist: true });
    expect(await database.db.select().from(wishlists).where(eq(wishlists.userId, couple.id))).toHaveLength(1);
    expect([...(await findWishlistedIds(database.db, couple, venueIds))]).toEqual([venueIds[1]]);

    expect(await removeWishlistService(database.db, couple, { id: venueIds[1] })).toMatchObject({ serviceId: venueIds[1], inWishlist: false });
    expect(await findWishlistedIds(database.db, couple, venueIds)).toEqual(new Set());
    // Removing what is not there changes nothing.
    expect(await removeWishlistService(database.db, couple, { id: venueIds[1] })).toMatchObject({ serviceId: venueIds[1], inWishlist: false });
  });

  it('keeps each couple’s wishlist apart', async () => {
    await addWishlistService(database.db, couple, { id: venueIds[1] });
    await removeWishlistService(database.db, otherCouple, { id: venueIds[1] });
    expect(await findWishlistedIds(database.db, couple, [venueIds[1]])).toEqual(new Set([venueIds[1]]));
    expect(await findWishlistedIds(database.db, otherCouple, [venueIds[1]])).toEqual(new Set());
  });

  it('refuses visitors, and unknown or malformed services without storing anything', async () => {
    expect((await refusal(addWishlistService(database.db, null, { id: venueIds[1] }))).code).toBe('UNAUTHENTICATED');
    expect((await refusal(removeWishlistService(database.db, null, { id: venueIds[1] }))).code).toBe('UNAUTHENTICATED');
    const unknown = await refusal(addWishlistService(database.db, couple, { id: 999_999 }));
    expect(unknown).toMatchObject({ code: 'NOT_FOUND', message: 'There is no such service.' });
    expect((await refusal(removeWishlistService(database.db, couple, { id: 999_999 }))).code).toBe('NOT_FOUND');
    expect(await invalidInput(addWishlistService(database.db, couple, { id: -3 }))).toEqual({ id: ['There is no such service.'] });
    expect(await database.db.select().from(wishlistServices)).toEqual([]);
  });

  it(`holds ${maxWishlistServices} services at most, refusing the next without storing it`, async () => {
    const wishlistId = (await database.db.insert(wishlists).values({ userId: couple.id }).returning({ id: wishlists.id }))[0].id;
    // Fill it to the brim with copies of the seeded listings' ids (the size check counts entries).
    const [template] = await database.db.select().from(services).where(eq(services.id, venueIds[0]));
    const { id: _id, ...copy } = template;
    const fillers = await database.db
      .insert(services)
      .values(Array.from({ length: maxWishlistServices }, (_, index) => ({ ...copy, slug: `filler-${index}` })))
      .returning({ id: services.id });
    await database.db.insert(wishlistServices).values(fillers.map((row) => ({ wishlistId, serviceId: row.id })));
    const refused = await refusal(addWishlistService(database.db, couple, { id: venueIds[1] }));
    expect(refused.message).toMatch(/at most/);
    expect(await findWishlistedIds(database.db, couple, [venueIds[1]])).toEqual(new Set());
    // A vote would add it too: refused as a whole, so no vote is stored either.
    await refusal(voteService(database.db, couple, { id: venueIds[1], vote: 4 }));
    expect(await database.db.select().from(serviceVotes)).toEqual([]);
    await database.db.delete(services).where(
      inArray(
        services.id,
        fillers.map((row) => row.id),
      ),
    );
  });
});

describe('marking cards', () => {
  it('adds inWishlist to copies of cached cards in one query, and none for a visitor', async () => {
    await addWishlistService(database.db, couple, { id: photographerIds[0] });
    const featured = await listFeaturedServices(database.db, { category: 'photographer' });
    expect(featured.length).toBeGreaterThan(0);
    const { result: marked, queries } = await countQueries(() => markWishlisted(database.db, couple, featured));
    expect(queries).toBe(1);
    expect(marked.filter((card) => card.inWishlist).map((card) => card.id)).toEqual(featured.some((card) => card.id === photographerIds[0]) ? [photographerIds[0]] : []);
    // The cached cards themselves carry no one's facts.
    expect((await listFeaturedServices(database.db, { category: 'photographer' }))[0]).not.toHaveProperty('inWishlist');
    const forVisitor = await countQueries(() => markWishlisted(database.db, null, featured));
    expect(forVisitor.queries).toBe(0);
    expect(forVisitor.result.every((card) => card.inWishlist === false)).toBe(true);
  });
});

describe('votes', () => {
  it('sets, replaces and resets one vote per user; the rating is the average with its count', async () => {
    const id = venueIds[2];
    const first = await voteService(database.db, couple, { id, vote: 4 });
    expect(first).toMatchObject({ serviceId: id, vote: 4, rating: 4, votes: 1, inWishlist: true });
    expect(await voteService(database.db, otherCouple, { id, vote: 1 })).toMatchObject({ vote: 1, rating: 2.5, votes: 2 });
    // A new vote replaces the old one.
    expect(await voteService(database.db, couple, { id, vote: 5 })).toMatchObject({ vote: 5, rating: 3, votes: 2 });
    expect(await database.db.select().from(serviceVotes).where(eq(serviceVotes.serviceId, id))).toHaveLength(2);
    // 0 takes the vote back; the service stays in the wishlist.
    expect(await voteService(database.db, couple, { id, vote: 0 })).toMatchObject({ vote: 0, rating: 1, votes: 1, inWishlist: true });
    expect(await voteService(database.db, otherCouple, { id, vote: 0 })).toMatchObject({ vote: 0, rating: null, votes: 0 });
  });

  it('puts the service in the wishlist first; a reset does not, and removal keeps the vote', async () => {
    await voteService(database.db, couple, { id: venueIds[3], vote: 0 });
    expect(await findWishlistedIds(database.db, couple, [venueIds[3]])).toEqual(new Set());
    await voteService(database.db, couple, { id: venueIds[3], vote: 2 });
    expect(await findWishlistedIds(database.db, couple, [venueIds[3]])).toEqual(new Set([venueIds[3]]));
    // Taking it out of the wishlist keeps the vote: the rating is the service's, not the list's.
    expect(await removeWishlistService(database.db, couple, { id: venueIds[3] })).toMatchObject({ inWishlist: false, vote: 2, rating: 2, votes: 1 });
  });

  it('refuses a vote outside 0–5 or not whole, an unknown service, a visitor and the listing’s own vendor', async () => {
    const message = 'Rating must be a whole number from 0 to 5.';
    for (const vote of [-1, 6, 2.5, Number.NaN]) {
      expect(await invalidInput(voteService(database.db, couple, { id: venueIds[1], vote }))).toEqual({ vote: [message] });
    }
    expect((await refusal(voteService(database.db, couple, { id: 999_999, vote: 3 }))).code).toBe('NOT_FOUND');
    expect((await refusal(voteService(database.db, null, { id: venueIds[1], vote: 3 }))).code).toBe('UNAUTHENTICATED');
    expect(await refusal(voteService(database.db, vendor, { id: venueIds[0], vote: 5 }))).toMatchObject({
      code: 'FORBIDDEN',
      message: 'You cannot rate your own listing.',
    });
    expect(await database.db.select().from(serviceVotes)).toEqual([]);
    expect(await database.db.select().from(wishlistServices)).toEqual([]);
  });
});

describe('notes', () => {
  async function wishlistWith(viewer: Viewer, serviceId: number): Promise<number> {
    await addWishlistService(database.db, viewer, { id: serviceId });
    return (await findServiceEngagement(database.db, viewer, serviceId)).wishlistId!;
  }

  it('saves, replaces and removes the couple’s note, keeping HTML as plain text', async () => {
    const wishlist = await wishlistWith(couple, venueIds[1]);
    const saved = await saveWishlistNote(database.db, couple, { wishlist, service: venueIds[1], text: '  Ask about the <b>rain</b> plan\r\n<script>alert(1)</script>  ' });
    expect(saved).toEqual({ id: expect.any(Number), text: 'Ask about the <b>rain</b> plan\n<script>alert(1)</script>' });
    const edited = await saveWishlistNote(database.db, couple, { wishlist, service: venueIds[1], text: 'Booked a visit' });
    expect(edited).toEqual({ id: saved!.id, text: 'Booked a visit' });
    expect((await findServiceEngagement(database.db, couple, venueIds[1])).note).toEqual(edited);
    // Blank text removes the note: the card shows the entry form again.
    expect(await saveWishlistNote(database.db, couple, { wishlist, service: venueIds[1], text: ' \n ' })).toBeNull();
    expect(await database.db.select().from(wishlistNotes)).toEqual([]);
  });

  it('takes 2,000 characters (counted as characters, not UTF-16 units) and refuses one more', async () => {
    const wishlist = await wishlistWith(couple, venueIds[1]);
    const hearts = '💕'.repeat(2000);
    expect((await saveWishlistNote(database.db, couple, { wishlist, service: venueIds[1], text: hearts }))?.text).toBe(hearts);
    expect(await invalidInput(saveWishlistNote(database.db, couple, { wishlist, service: venueIds[1], text: 'x'.repeat(2001) }))).toEqual({
      text: ['Comment must be at most 2,000 characters.'],
    });
    expect((await database.db.select().from(wishlistNotes))[0].text).toBe(hearts);
  });

  it('is the couple’s alone: another couple cannot write to their wishlist or read the note', async () => {
    const wishlist = await wishlistWith(couple, venueIds[1]);
    await saveWishlistNote(database.db, couple, { wishlist, service: venueIds[1], text: 'Our favourite' });
    const refused = await refusal(saveWishlistNote(database.db, otherCouple, { wishlist, service: venueIds[1], text: 'Mine now' }));
    expect(refused.code).toBe('FORBIDDEN');
    expect((await refusal(saveWishlistNote(database.db, null, { wishlist, service: venueIds[1], text: 'x' }))).code).toBe('UNAUTHENTICATED');
    // Another couple (or the listing's vendor) sees no note on the service, even with it in their own wishlist.
    await addWishlistService(database.db, otherCouple, { id: venueIds[1] });
    expect((await findServiceEngagement(database.db, otherCouple, venueIds[1])).note).toBeNull();
    expect((await findServiceEngagement(database.db, vendor, venueIds[1])).note).toBeNull();
    expect((await findServiceEngagement(database.db, null, venueIds[1])).note).toBeNull();
    expect((await database.db.select().from(wishlistNotes))[0].text).toBe('Our favourite');
  });

  it('needs the service in the wishlist, and goes with it when it is removed', async () => {
    const wishlist = await wishlistWith(couple, venueIds[1]);
    expect(await invalidInput(saveWishlistNote(database.db, couple, { wishlist, service: venueIds[2], text: 'Not listed' }))).toEqual({
      service: ['Add the service to your wishlist before writing a comment on it.'],
    });
    expect((await refusal(saveWishlistNote(database.db, couple, { wishlist, service: 999_999, text: 'x' }))).code).toBe('NOT_FOUND');
    expect((await refusal(saveWishlistNote(database.db, couple, { wishlist: 999_999, service: venueIds[1], text: 'x' }))).code).toBe('NOT_FOUND');
    await saveWishlistNote(database.db, couple, { wishlist, service: venueIds[1], text: 'Gone soon' });
    await removeWishlistService(database.db, couple, { id: venueIds[1] });
    expect(await database.db.select().from(wishlistNotes)).toEqual([]);
  });
});

describe('listing the wishlist', () => {
  it('lists the owner’s services newest first with their votes and notes, in a bounded number of queries', async () => {
    for (const id of [venueIds[0], photographerIds[0], venueIds[2]]) await addWishlistService(database.db, couple, { id });
    await voteService(database.db, couple, { id: venueIds[0], vote: 4 });
    await voteService(database.db, couple, { id: photographerIds[0], vote: 2 });
    const wishlist = (await findServiceEngagement(database.db, couple, venueIds[0])).wishlistId!;
    await saveWishlistNote(database.db, couple, { wishlist, service: venueIds[0], text: 'Lovely gardens' });

    await listWishlist(database.db, couple, { userId: couple.id }); // warms the cached reference data
    const { result: all, queries } = await countQueries(() => listWishlist(database.db, couple, { userId: couple.id }));
    // Entries with votes and notes, 3 for the cards, 1 for the vendors.
    expect(queries).toBe(5);
    expect(all.map((entry) => entry.id)).toEqual([venueIds[2], photographerIds[0], venueIds[0]]);
    expect(all.map((entry) => entry.vote)).toEqual([0, 2, 4]);
    expect(all[2]).toMatchObject({ wishlistId: wishlist, note: { text: 'Lovely gardens' }, categoryName: 'venue' });
    expect(all[2].owner).toMatchObject({ id: vendor.id, isVendor: true });
    expect(all[2].owner).not.toHaveProperty('email');
  });

  it('filters by the couple’s own rating (0 lists all) and by category (0 lists all)', async () => {
    for (const id of [venueIds[1], photographerIds[0], venueIds[2]]) await addWishlistService(database.db, couple, { id });
    await voteService(database.db, couple, { id: venueIds[1], vote: 4 });
    await voteService(database.db, couple, { id: photographerIds[0], vote: 2 });
    const [venue] = await database.db.select({ id: categories.id }).from(categories).where(eq(categories.name, 'venue'));
    const ids = async (input: { categoryId?: number; rating?: number }) => (await listWishlist(database.db, couple, { userId: couple.id, ...input })).map((entry) => entry.id);
    expect(await ids({ rating: 0 })).toHaveLength(3);
    expect(await ids({ rating: 2 })).toEqual([photographerIds[0], venueIds[1]]);
    expect(await ids({ rating: 3 })).toEqual([venueIds[1]]);
    expect(await ids({ rating: 5 })).toEqual([]);
    expect(await ids({ categoryId: venue.id })).toEqual([venueIds[2], venueIds[1]]);
    expect(await ids({ categoryId: venue.id, rating: 3 })).toEqual([venueIds[1]]);
    expect(await ids({ categoryId: 0 })).toHaveLength(3);
    expect(await invalidInput(listWishlist(database.db, couple, { userId: couple.id, rating: 6 }))).toEqual({ rating: ['Choose a rating from 0 to 5.'] });
  });

  it('is refused for another couple’s wishlist and for visitors', async () => {
    await addWishlistService(database.db, couple, { id: venueIds[1] });
    expect((await refusal(listWishlist(database.db, otherCouple, { userId: couple.id }))).code).toBe('FORBIDDEN');
    expect((await refusal(listWishlist(database.db, null, { userId: couple.id }))).code).toBe('UNAUTHENTICATED');
    expect(await listWishlist(database.db, otherCouple, { userId: otherCouple.id })).toEqual([]);
  });
});

describe('comparing', () => {
  it('sets services of the wishlist side by side with prices, capacity, ratings and distance from the wedding location', async () => {
    for (const id of [venueIds[1], venueIds[2], photographerIds[0]]) await addWishlistService(database.db, couple, { id });
    await voteService(database.db, couple, { id: venueIds[1], vote: 5 });
    await voteService(database.db, otherCouple, { id: venueIds[1], vote: 3 });
    const ids = [venueIds[1], photographerIds[0], venueIds[3]];
    await compareWishlistServices(database.db, couple, { ids }); // warms the cached reference data
    const { result, queries } = await countQueries(() => compareWishlistServices(database.db, couple, { ids }));
    // Entries with votes and averages, 2 for the facts, 1 for the wedding place, 3 for the cards.
    expect(queries).toBe(7);
    expect(result.weddingPlace).toBe('Pokolbin NSW');
    // venueIds[3] is not in the wishlist: left out.
    expect(result.services.map((service) => service.id)).toEqual([venueIds[1], photographerIds[0]]);
    const [venue, photographer] = result.services;
    expect(venue).toMatchObject({ vote: 5, rating: 4, votes: 2, categoryName: 'venue' });
    expect(venue.capacity?.max).toBeGreaterThan(0);
    expect(venue.prices.length).toBeGreaterThan(0);
    expect(venue.prices.every((price) => price.value.startsWith('$'))).toBe(true);
    // Hunter Valley venues lie near Pokolbin; Yarra Valley photographers are 700 km or more away.
    expect(venue.distanceKm).toBeLessThan(60);
    expect(photographer.distanceKm).toBeGreaterThan(600);
    expect(photographer.capacity).toBeNull();
  });

  it('has no distances without a wedding location, and refuses visitors and too few or too many services', async () => {
    for (const id of [venueIds[1], venueIds[2]]) await addWishlistService(database.db, otherCouple, { id });
    const result = await compareWishlistServices(database.db, otherCouple, { ids: [venueIds[1], venueIds[2]] });
    expect(result.weddingPlace).toBeNull();
    expect(result.services.map((service) => service.distanceKm)).toEqual([null, null]);
    // Another couple's selection is not theirs to see: none of it is in this couple's wishlist.
    expect((await compareWishlistServices(database.db, couple, { ids: [venueIds[1], venueIds[2]] })).services).toEqual([]);
    expect((await refusal(compareWishlistServices(database.db, null, { ids: [venueIds[1], venueIds[2]] }))).code).toBe('UNAUTHENTICATED');
    expect(await invalidInput(compareWishlistServices(database.db, couple, { ids: [venueIds[1]] }))).toEqual({ ids: ['Select at least two services to compare.'] });
    expect(await invalidInput(compareWishlistServices(database.db, couple, { ids: venueIds }))).toEqual({ ids: ['Select at most 4 services to compare.'] });
  });
});

describe('the service page’s facts', () => {
  it('reads the rating, the viewer’s vote, wishlist and note in one query', async () => {
    await voteService(database.db, couple, { id: venueIds[4], vote: 3 });
    const { result, queries } = await countQueries(() => findServiceEngagement(database.db, couple, venueIds[4]));
    expect(queries).toBe(1);
    expect(result).toMatchObject({ serviceId: venueIds[4], rating: 3, votes: 1, vote: 3, inWishlist: true, note: null });
    expect(await findServiceEngagement(database.db, null, venueIds[4])).toEqual({
      serviceId: venueIds[4],
      rating: 3,
      votes: 1,
      vote: 0,
      inWishlist: false,
      wishlistId: null,
      note: null,
    });
    const rows = await database.db.select().from(serviceVotes).where(and(eq(serviceVotes.serviceId, venueIds[4]), eq(serviceVotes.userId, couple.id)));
    expect(rows).toHaveLength(1);
  });
});
