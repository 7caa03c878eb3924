import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { categories } from '../../../db/schema/catalog';
import { serviceVotes, wishlistNotes, wishlists, wishlistServices } from '../../../db/schema/engagement';
import { services } from '../../../db/schema/services';
import { seedReferenceData, seedServices } from '../../../demo';
import { maxWishlistServices } from '../../../shared/engagement/limits';
import { createCouple } from '../../../tests/factories/users';
import { expectInvalid, expectRefusal } from '../../../tests/setup/assertions';
import { testContext } from '../../../tests/setup/context';
import { createTestDatabase } from '../../../tests/setup/database';
import type { Viewer } from '../../kernel';
import { loadViewer } from '../accounts/viewer';
import { listFeaturedServices } from '../catalog/list-featured-services';
import { addWishlistService } from './add-wishlist-service';
import { compareWishlistServices } from './compare-wishlist-services';
import { findServiceEngagement } from './find-service-engagement';
import { findWishlistedIds } from './find-wishlisted-ids';
import { listWishlist } from './list-wishlist';
import { markWishlisted } from '../../../shared/engagement/wishlist-flags';
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

/** The request context of a use case called by `viewer` (a visitor for null). */
const as = (viewer: Viewer | null) => testContext(database.db, viewer);

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

beforeAll(async () => {
  database = await createTestDatabase({ logQueries: { logQuery: (query) => void (counting && statements.push(query)) } });
  imagesDir = mkdtempSync(join(tmpdir(), 'ever-after-wishlist-'));
  await seedReferenceData(database.db);
  venueIds = (await seedServices(database.db, { count: 5, imagesDir, categories: ['venue'], regions: ['hunter-valley'] })).serviceIds;
  photographerIds = (await seedServices(database.db, { count: 3, imagesDir, categories: ['photographer'], regions: ['yarra-valley'], seed: 2 }))
    .serviceIds;
  couple = await createCouple(database.db, { weddingLocation: 'Pokolbin NSW' });
  otherCouple = await createCouple(database.db);
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
    expect(await addWishlistService(as(couple), { id: venueIds[1] })).toMatchObject({ serviceId: venueIds[1], inWishlist: true });
    expect(await addWishlistService(as(couple), { id: venueIds[1] })).toMatchObject({ serviceId: venueIds[1], inWishlist: true });
    expect(await database.db.select().from(wishlists).where(eq(wishlists.userId, couple.id))).toHaveLength(1);
    expect([...(await findWishlistedIds(as(couple), { serviceIds: venueIds }))]).toEqual([venueIds[1]]);

    expect(await removeWishlistService(as(couple), { id: venueIds[1] })).toMatchObject({ serviceId: venueIds[1], inWishlist: false });
    expect(await findWishlistedIds(as(couple), { serviceIds: venueIds })).toEqual(new Set());
    // Removing what is not there changes nothing.
    expect(await removeWishlistService(as(couple), { id: venueIds[1] })).toMatchObject({ serviceId: venueIds[1], inWishlist: false });
  });

  it('keeps each couple’s wishlist apart', async () => {
    await addWishlistService(as(couple), { id: venueIds[1] });
    await removeWishlistService(as(otherCouple), { id: venueIds[1] });
    expect(await findWishlistedIds(as(couple), { serviceIds: [venueIds[1]] })).toEqual(new Set([venueIds[1]]));
    expect(await findWishlistedIds(as(otherCouple), { serviceIds: [venueIds[1]] })).toEqual(new Set());
  });

  it('refuses visitors, and unknown or malformed services without storing anything', async () => {
    await expectRefusal(addWishlistService(as(null), { id: venueIds[1] }), 'UNAUTHENTICATED');
    await expectRefusal(removeWishlistService(as(null), { id: venueIds[1] }), 'UNAUTHENTICATED');
    const unknown = await expectRefusal(addWishlistService(as(couple), { id: 999_999 }), 'NOT_FOUND');
    expect(unknown.message).toBe('There is no such service.');
    await expectRefusal(removeWishlistService(as(couple), { id: 999_999 }), 'NOT_FOUND');
    expect(await expectInvalid(addWishlistService(as(couple), { id: -3 }), ['id'])).toEqual({ id: ['There is no such service.'] });
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
    const refused = await expectRefusal(addWishlistService(as(couple), { id: venueIds[1] }), 'CONFLICT');
    expect(refused.message).toMatch(/at most/);
    expect(await findWishlistedIds(as(couple), { serviceIds: [venueIds[1]] })).toEqual(new Set());
    // A vote would add it too: refused as a whole, so no vote is stored either.
    await expectRefusal(voteService(as(couple), { id: venueIds[1], vote: 4 }), 'CONFLICT');
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
    await addWishlistService(as(couple), { id: photographerIds[0] });
    const featured = await listFeaturedServices(as(null), { category: 'photographer' });
    expect(featured.length).toBeGreaterThan(0);
    const { result: marked, queries } = await countQueries(async () => markWishlisted(featured, await findWishlistedIds(as(couple), { serviceIds: featured.map((card) => card.id) })));
    expect(queries).toBe(1);
    expect(marked.filter((card) => card.inWishlist).map((card) => card.id)).toEqual(featured.some((card) => card.id === photographerIds[0]) ? [photographerIds[0]] : []);
    // The cached cards themselves carry no one's facts.
    expect((await listFeaturedServices(as(null), { category: 'photographer' }))[0]).not.toHaveProperty('inWishlist');
    const forVisitor = await countQueries(async () => markWishlisted(featured, await findWishlistedIds(as(null), { serviceIds: featured.map((card) => card.id) })));
    expect(forVisitor.queries).toBe(0);
    expect(forVisitor.result.every((card) => card.inWishlist === false)).toBe(true);
  });
});

describe('votes', () => {
  it('sets, replaces and resets one vote per user; the rating is the average with its count', async () => {
    const id = venueIds[2];
    const first = await voteService(as(couple), { id, vote: 4 });
    expect(first).toMatchObject({ serviceId: id, vote: 4, rating: 4, votes: 1, inWishlist: true });
    expect(await voteService(as(otherCouple), { id, vote: 1 })).toMatchObject({ vote: 1, rating: 2.5, votes: 2 });
    // A new vote replaces the old one.
    expect(await voteService(as(couple), { id, vote: 5 })).toMatchObject({ vote: 5, rating: 3, votes: 2 });
    expect(await database.db.select().from(serviceVotes).where(eq(serviceVotes.serviceId, id))).toHaveLength(2);
    // 0 takes the vote back; the service stays in the wishlist.
    expect(await voteService(as(couple), { id, vote: 0 })).toMatchObject({ vote: 0, rating: 1, votes: 1, inWishlist: true });
    expect(await voteService(as(otherCouple), { id, vote: 0 })).toMatchObject({ vote: 0, rating: null, votes: 0 });
  });

  it('puts the service in the wishlist first; a reset does not, and removal keeps the vote', async () => {
    await voteService(as(couple), { id: venueIds[3], vote: 0 });
    expect(await findWishlistedIds(as(couple), { serviceIds: [venueIds[3]] })).toEqual(new Set());
    await voteService(as(couple), { id: venueIds[3], vote: 2 });
    expect(await findWishlistedIds(as(couple), { serviceIds: [venueIds[3]] })).toEqual(new Set([venueIds[3]]));
    // Taking it out of the wishlist keeps the vote: the rating is the service's, not the list's.
    expect(await removeWishlistService(as(couple), { id: venueIds[3] })).toMatchObject({ inWishlist: false, vote: 2, rating: 2, votes: 1 });
  });

  it('refuses a vote outside 0–5 or not whole, an unknown service, a visitor and the listing’s own vendor', async () => {
    const message = 'Rating must be a whole number from 0 to 5.';
    for (const vote of [-1, 6, 2.5, Number.NaN]) {
      expect(await expectInvalid(voteService(as(couple), { id: venueIds[1], vote }), ['vote'])).toEqual({ vote: [message] });
    }
    await expectRefusal(voteService(as(couple), { id: 999_999, vote: 3 }), 'NOT_FOUND');
    await expectRefusal(voteService(as(null), { id: venueIds[1], vote: 3 }), 'UNAUTHENTICATED');
    expect((await expectRefusal(voteService(as(vendor), { id: venueIds[0], vote: 5 }), 'FORBIDDEN')).message).toBe('You cannot rate your own listing.');
    expect(await database.db.select().from(serviceVotes)).toEqual([]);
    expect(await database.db.select().from(wishlistServices)).toEqual([]);
  });
});

describe('notes', () => {
  async function wishlistWith(viewer: Viewer, serviceId: number): Promise<number> {
    await addWishlistService(as(viewer), { id: serviceId });
    return (await findServiceEngagement(as(viewer), { serviceId: serviceId })).wishlistId!;
  }

  it('saves, replaces and removes the couple’s note, keeping HTML as plain text', async () => {
    const wishlist = await wishlistWith(couple, venueIds[1]);
    const saved = await saveWishlistNote(as(couple), { wishlist, service: venueIds[1], text: '  Ask about the <b>rain</b> plan\r\n<script>alert(1)</script>  ' });
    expect(saved).toEqual({ id: expect.any(Number), text: 'Ask about the <b>rain</b> plan\n<script>alert(1)</script>' });
    const edited = await saveWishlistNote(as(couple), { wishlist, service: venueIds[1], text: 'Booked a visit' });
    expect(edited).toEqual({ id: saved!.id, text: 'Booked a visit' });
    expect((await findServiceEngagement(as(couple), { serviceId: venueIds[1] })).note).toEqual(edited);
    // Blank text removes the note: the card shows the entry form again.
    expect(await saveWishlistNote(as(couple), { wishlist, service: venueIds[1], text: ' \n ' })).toBeNull();
    expect(await database.db.select().from(wishlistNotes)).toEqual([]);
  });

  it('takes 2,000 characters (counted as characters, not UTF-16 units) and refuses one more', async () => {
    const wishlist = await wishlistWith(couple, venueIds[1]);
    const hearts = '💕'.repeat(2000);
    expect((await saveWishlistNote(as(couple), { wishlist, service: venueIds[1], text: hearts }))?.text).toBe(hearts);
    expect(await expectInvalid(saveWishlistNote(as(couple), { wishlist, service: venueIds[1], text: 'x'.repeat(2001) }), ['text'])).toEqual({ text: ['Comment must be at most 2,000 characters.'],
    });
    expect((await database.db.select().from(wishlistNotes))[0].text).toBe(hearts);
  });

  it('is the couple’s alone: another couple cannot write to their wishlist or read the note', async () => {
    const wishlist = await wishlistWith(couple, venueIds[1]);
    await saveWishlistNote(as(couple), { wishlist, service: venueIds[1], text: 'Our favourite' });
    await expectRefusal(saveWishlistNote(as(otherCouple), { wishlist, service: venueIds[1], text: 'Mine now' }), 'FORBIDDEN');
    await expectRefusal(saveWishlistNote(as(null), { wishlist, service: venueIds[1], text: 'x' }), 'UNAUTHENTICATED');
    // Another couple (or the listing's vendor) sees no note on the service, even with it in their own wishlist.
    await addWishlistService(as(otherCouple), { id: venueIds[1] });
    expect((await findServiceEngagement(as(otherCouple), { serviceId: venueIds[1] })).note).toBeNull();
    expect((await findServiceEngagement(as(vendor), { serviceId: venueIds[1] })).note).toBeNull();
    expect((await findServiceEngagement(as(null), { serviceId: venueIds[1] })).note).toBeNull();
    expect((await database.db.select().from(wishlistNotes))[0].text).toBe('Our favourite');
  });

  it('needs the service in the wishlist, and goes with it when it is removed', async () => {
    const wishlist = await wishlistWith(couple, venueIds[1]);
    expect(await expectInvalid(saveWishlistNote(as(couple), { wishlist, service: venueIds[2], text: 'Not listed' }), ['service'])).toEqual({ service: ['Add the service to your wishlist before writing a comment on it.'],
    });
    await expectRefusal(saveWishlistNote(as(couple), { wishlist, service: 999_999, text: 'x' }), 'NOT_FOUND');
    await expectRefusal(saveWishlistNote(as(couple), { wishlist: 999_999, service: venueIds[1], text: 'x' }), 'NOT_FOUND');
    await saveWishlistNote(as(couple), { wishlist, service: venueIds[1], text: 'Gone soon' });
    await removeWishlistService(as(couple), { id: venueIds[1] });
    expect(await database.db.select().from(wishlistNotes)).toEqual([]);
  });
});

describe('listing the wishlist', () => {
  it('lists the owner’s services newest first with their votes and notes, in a bounded number of queries', async () => {
    for (const id of [venueIds[0], photographerIds[0], venueIds[2]]) await addWishlistService(as(couple), { id });
    await voteService(as(couple), { id: venueIds[0], vote: 4 });
    await voteService(as(couple), { id: photographerIds[0], vote: 2 });
    const wishlist = (await findServiceEngagement(as(couple), { serviceId: venueIds[0] })).wishlistId!;
    await saveWishlistNote(as(couple), { wishlist, service: venueIds[0], text: 'Lovely gardens' });

    await listWishlist(as(couple), { userId: couple.id }); // warms the cached reference data
    const { result: all, queries } = await countQueries(() => listWishlist(as(couple), { userId: couple.id }));
    // Entries with votes and notes, 3 for the cards, 2 for the vendors (their listings' owners, then their public facts).
    expect(queries).toBe(6);
    expect(all.map((entry) => entry.id)).toEqual([venueIds[2], photographerIds[0], venueIds[0]]);
    expect(all.map((entry) => entry.vote)).toEqual([0, 2, 4]);
    expect(all[2]).toMatchObject({ wishlistId: wishlist, note: { text: 'Lovely gardens' }, categoryName: 'venue' });
    expect(all[2].owner).toMatchObject({ id: vendor.id, isVendor: true });
    expect(all[2].owner).not.toHaveProperty('email');
  });

  it('filters by the couple’s own rating (0 lists all) and by category (0 lists all)', async () => {
    for (const id of [venueIds[1], photographerIds[0], venueIds[2]]) await addWishlistService(as(couple), { id });
    await voteService(as(couple), { id: venueIds[1], vote: 4 });
    await voteService(as(couple), { id: photographerIds[0], vote: 2 });
    const [venue] = await database.db.select({ id: categories.id }).from(categories).where(eq(categories.name, 'venue'));
    const ids = async (input: { categoryId?: number; rating?: number }) => (await listWishlist(as(couple), { userId: couple.id, ...input })).map((entry) => entry.id);
    expect(await ids({ rating: 0 })).toHaveLength(3);
    expect(await ids({ rating: 2 })).toEqual([photographerIds[0], venueIds[1]]);
    expect(await ids({ rating: 3 })).toEqual([venueIds[1]]);
    expect(await ids({ rating: 5 })).toEqual([]);
    expect(await ids({ categoryId: venue.id })).toEqual([venueIds[2], venueIds[1]]);
    expect(await ids({ categoryId: venue.id, rating: 3 })).toEqual([venueIds[1]]);
    expect(await ids({ categoryId: 0 })).toHaveLength(3);
    expect(await expectInvalid(listWishlist(as(couple), { userId: couple.id, rating: 6 }), ['rating'])).toEqual({ rating: ['Choose a rating from 0 to 5.'] });
  });

  it('is refused for another couple’s wishlist and for visitors', async () => {
    await addWishlistService(as(couple), { id: venueIds[1] });
    await expectRefusal(listWishlist(as(otherCouple), { userId: couple.id }), 'FORBIDDEN');
    await expectRefusal(listWishlist(as(null), { userId: couple.id }), 'UNAUTHENTICATED');
    expect(await listWishlist(as(otherCouple), { userId: otherCouple.id })).toEqual([]);
  });
});

describe('comparing', () => {
  it('sets services of the wishlist side by side with prices, capacity, the couple’s own hearts and distance from the wedding location', async () => {
    for (const id of [venueIds[1], venueIds[2], photographerIds[0]]) await addWishlistService(as(couple), { id });
    await voteService(as(couple), { id: venueIds[1], vote: 5 });
    await voteService(as(otherCouple), { id: venueIds[1], vote: 3 });
    const ids = [venueIds[1], photographerIds[0], venueIds[3]];
    await compareWishlistServices(as(couple), { ids }); // warms the cached reference data
    const { result, queries } = await countQueries(() => compareWishlistServices(as(couple), { ids }));
    // Entries with the couple's votes, 2 for the facts, 1 for the wedding place, 3 for the cards.
    expect(queries).toBe(7);
    expect(result.weddingPlace).toBe('Pokolbin NSW');
    // venueIds[3] is not in the wishlist: left out.
    expect(result.services.map((service) => service.id)).toEqual([venueIds[1], photographerIds[0]]);
    const [venue, photographer] = result.services;
    // The couple's own hearts, never everyone's average: the public score is the reviews' (issue 32).
    expect(venue).toMatchObject({ vote: 5, categoryName: 'venue' });
    expect(venue).not.toHaveProperty('rating');
    expect(venue.capacity?.max).toBeGreaterThan(0);
    expect(venue.prices.length).toBeGreaterThan(0);
    expect(venue.prices.every((price) => price.value.startsWith('$'))).toBe(true);
    // Hunter Valley venues lie near Pokolbin; Yarra Valley photographers are 700 km or more away.
    expect(venue.distanceKm).toBeLessThan(60);
    expect(photographer.distanceKm).toBeGreaterThan(600);
    expect(photographer.capacity).toBeNull();
  });

  it('has no distances without a wedding location, and refuses visitors and too few or too many services', async () => {
    for (const id of [venueIds[1], venueIds[2]]) await addWishlistService(as(otherCouple), { id });
    const result = await compareWishlistServices(as(otherCouple), { ids: [venueIds[1], venueIds[2]] });
    expect(result.weddingPlace).toBeNull();
    expect(result.services.map((service) => service.distanceKm)).toEqual([null, null]);
    // Another couple's selection is not theirs to see: none of it is in this couple's wishlist.
    expect((await compareWishlistServices(as(couple), { ids: [venueIds[1], venueIds[2]] })).services).toEqual([]);
    await expectRefusal(compareWishlistServices(as(null), { ids: [venueIds[1], venueIds[2]] }), 'UNAUTHENTICATED');
    expect(await expectInvalid(compareWishlistServices(as(couple), { ids: [venueIds[1]] }), ['ids'])).toEqual({ ids: ['Select at least two services to compare.'] });
    expect(await expectInvalid(compareWishlistServices(as(couple), { ids: venueIds }), ['ids'])).toEqual({ ids: ['Select at most 4 services to compare.'] });
  });
});

describe('the service page’s facts', () => {
  it('says which of the page’s cards the viewer has wishlisted in the same query, and only theirs', async () => {
    await addWishlistService(as(couple), { id: venueIds[2] });
    await addWishlistService(as(otherCouple), { id: venueIds[3] });
    const cardIds = [venueIds[2], venueIds[3], photographerIds[0]];
    const { result, queries } = await countQueries(() => findServiceEngagement(as(couple), { serviceId: venueIds[0], cardIds }));
    expect(queries).toBe(1);
    expect(result.wishlistedCardIds).toEqual([venueIds[2]]);
    expect((await findServiceEngagement(as(otherCouple), { serviceId: venueIds[0], cardIds })).wishlistedCardIds).toEqual([venueIds[3]]);
    expect((await findServiceEngagement(as(vendor), { serviceId: venueIds[0], cardIds })).wishlistedCardIds).toEqual([]);
    expect((await findServiceEngagement(as(null), { serviceId: venueIds[0], cardIds })).wishlistedCardIds).toEqual([]);
    await expectInvalid(findServiceEngagement(as(couple), { serviceId: venueIds[0], cardIds: ['x'] }), ['cardIds.0']);
  });

  it('reads the rating, the viewer’s vote, wishlist and note in one query', async () => {
    await voteService(as(couple), { id: venueIds[4], vote: 3 });
    const { result, queries } = await countQueries(() => findServiceEngagement(as(couple), { serviceId: venueIds[4] }));
    expect(queries).toBe(1);
    expect(result).toMatchObject({ serviceId: venueIds[4], rating: 3, votes: 1, vote: 3, inWishlist: true, note: null });
    expect(await findServiceEngagement(as(null), { serviceId: venueIds[4] })).toEqual({
      serviceId: venueIds[4],
      rating: 3,
      votes: 1,
      vote: 0,
      inWishlist: false,
      wishlistId: null,
      note: null,
      wishlistedCardIds: [],
    });
    const rows = await database.db.select().from(serviceVotes).where(and(eq(serviceVotes.serviceId, venueIds[4]), eq(serviceVotes.userId, couple.id)));
    expect(rows).toHaveLength(1);
  });
});
