import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { serviceSearch } from '../../../db/schema/search';
import { seedReferenceData } from '../../../demo';
import { createService } from '../../../tests/factories/services';
import { createAdmin, createCouple, createVendor, type TestPerson } from '../../../tests/factories/users';
import { testContext } from '../../../tests/setup/context';
import { createTestDatabase } from '../../../tests/setup/database';
import { findServiceDetail } from './find-service-detail';
import { listServiceCards } from './list-service-cards';
import { holdListings } from './hold-listings';
import { releaseListings } from './release-listings';

let database: DatabaseHandle;
let vendor: TestPerson;
let couple: TestPerson;
let admin: TestPerson;

const indexed = async (id: number) => (await database.db.select().from(serviceSearch).where(eq(serviceSearch.serviceId, id))).length === 1;
const visibleTo = async (viewer: TestPerson | null, id: number) => (await findServiceDetail(testContext(database.db, viewer), { serviceId: id })) !== null;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.db);
  [vendor, couple, admin] = await Promise.all([createVendor(database.db), createCouple(database.db), createAdmin(database.db)]);
});
afterAll(() => database.close());

describe('holdListings and releaseListings', () => {
  it('hide a published listing from search, cards and its page for visitors, not from its vendor and administrators', async () => {
    const id = await createService(database.db, { owner: vendor });
    expect(await indexed(id)).toBe(true);

    expect(await holdListings(testContext(database.db), { serviceIds: [id], kind: 'administrator', reason: 'Misleading photos', heldBy: admin.id })).toEqual([id]);
    expect(await indexed(id)).toBe(false);
    expect(await visibleTo(null, id)).toBe(false);
    expect(await visibleTo(couple, id)).toBe(false);
    expect(await listServiceCards(testContext(database.db, null), { serviceIds: [id] })).toEqual([]);
    expect(await visibleTo(vendor, id)).toBe(true);
    expect(await visibleTo(admin, id)).toBe(true);

    await releaseListings(testContext(database.db), { serviceIds: [id], kind: 'administrator' });
    expect(await indexed(id)).toBe(true);
    expect(await visibleTo(null, id)).toBe(true);
  });

  it('keep a listing hidden while any cause still holds it, and cover a vendor’s listings in one category', async () => {
    const owner = await createVendor(database.db);
    const venue = { id: await createService(database.db, { owner, category: 'venue' }) };
    const florist = { id: await createService(database.db, { owner, category: 'flowers' }) };
    const held = await holdListings(testContext(database.db), { vendorId: owner.id, kind: 'suspension', reason: 'Fraud report', heldBy: admin.id });
    expect(held).toEqual(expect.arrayContaining([venue.id, florist.id]));
    const venueCategory = (await findServiceDetail(testContext(database.db, admin), { serviceId: venue.id }))!.category.id;
    expect(await holdListings(testContext(database.db), { vendorId: owner.id, categoryId: venueCategory, kind: 'billing', reason: 'Subscription lapsed', heldBy: null })).toEqual([venue.id]);

    await releaseListings(testContext(database.db), { vendorId: owner.id, kind: 'suspension' });
    expect(await indexed(florist.id)).toBe(true);
    expect(await indexed(venue.id)).toBe(false);
    await releaseListings(testContext(database.db), { vendorId: owner.id, categoryId: venueCategory, kind: 'billing' });
    expect(await indexed(venue.id)).toBe(true);
  });
});
