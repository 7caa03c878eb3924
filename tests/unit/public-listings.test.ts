import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { services, type ListingState } from '../../db/schema/services';
import { seedReferenceData } from '../../demo';
import { listFeaturedServices, listNearbyServices } from '../../server/modules/catalog';
import { addWishlistService, voteService } from '../../server/modules/engagement';
import { findServiceChat, sendEnquiry, startConversation } from '../../server/modules/messaging';
import { createService } from '../factories/services';
import { createAdmin, createCouple, createVendor, type TestPerson } from '../factories/users';
import { expectRefusal } from '../setup/assertions';
import { testContext } from '../setup/context';
import { createTestDatabase } from '../setup/database';

// Issue 29, item 4: one rule for a public listing (catalog's isPublished) behind every read and
// write a visitor or couple can reach. A draft and an unpublished listing are as if they did not exist.

let database: DatabaseHandle;
let vendor: TestPerson;
let couple: TestPerson;
let admin: TestPerson;
let published: number;
const hidden: Record<Exclude<ListingState, 'published'>, number> = { draft: 0, unpublished: 0 };

const as = (viewer: TestPerson | null) => testContext(database.db, viewer);

beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.db);
  [vendor, couple, admin] = await Promise.all([createVendor(database.db), createCouple(database.db), createAdmin(database.db)]);
  // Four verified venues of one vendor in one region: neighbours of one another, featured candidates.
  published = await createService(database.db, { owner: vendor, category: 'venue', isVendorVerified: true });
  for (const state of ['draft', 'unpublished'] as const) {
    hidden[state] = await createService(database.db, { owner: vendor, category: 'venue', isVendorVerified: true });
    await database.db.update(services).set({ listingState: state }).where(eq(services.id, hidden[state]));
  }
});
afterAll(() => database.close());

describe.each(['draft', 'unpublished'] as const)('a %s listing', (state) => {
  const id = () => hidden[state];

  it('has no chat for a visitor, a couple, or anyone else (getServiceChat answers null)', async () => {
    expect(await findServiceChat(as(couple), { id: published })).toMatchObject({ serviceId: published, canMessage: true });
    for (const viewer of [null, couple, admin]) expect(await findServiceChat(as(viewer), { id: id() })).toBeNull();
  });

  it('cannot be written about: a conversation or an enquiry about it is refused as no such service', async () => {
    await expectRefusal(startConversation(as(couple), { serviceId: id(), message: 'Is 14 March free?' }), 'NOT_FOUND');
    const enquiry = await sendEnquiry(as(couple), { serviceIds: [id()], message: 'Is 14 March free?' });
    expect(enquiry.sent).toEqual([]);
    // The failure does not name the listing either.
    expect(enquiry.failed).toEqual([{ serviceId: id(), name: `Service ${id()}`, reason: 'There is no such service.' }]);
  });

  it('cannot be wishlisted or rated', async () => {
    await expectRefusal(addWishlistService(as(couple), { id: id() }), 'NOT_FOUND');
    await expectRefusal(voteService(as(couple), { id: id(), vote: 5 }), 'NOT_FOUND');
    expect((await addWishlistService(as(couple), { id: published })).inWishlist).toBe(true);
  });

  it('is never a neighbour, and has none itself but for its vendor and administrators', async () => {
    const nearby = async (viewer: TestPerson | null, serviceId: number) => (await listNearbyServices(as(viewer), { category: 'venue', serviceId, distance: 400 })).map((card) => card.id);
    expect(await nearby(couple, published)).not.toContain(id());
    for (const viewer of [null, couple]) expect(await nearby(viewer, id())).toEqual([]);
    for (const viewer of [vendor, admin]) expect(await nearby(viewer, id())).toContain(published);
  });

  it('is never featured', async () => {
    const featured = (await listFeaturedServices(as(null), { category: 'venue', limit: 24 })).map((card) => card.id);
    expect(featured).toContain(published);
    expect(featured).not.toContain(id());
  });
});
