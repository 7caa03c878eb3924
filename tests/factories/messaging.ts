import type { Database } from '../../db/client';
import { createService } from './services';
import { createCouple, createVendor, type TestPerson } from './users';

export type ChatWorld = {
  couple: TestPerson;
  otherCouple: TestPerson;
  /** Owns vendorServiceIds. */
  vendor: TestPerson;
  /** Owns otherVendorServiceId. */
  otherVendor: TestPerson;
  vendorServiceIds: number[];
  otherVendorServiceId: number;
  unclaimedServiceId: number;
};

/**
 * Two couples, two vendors and some listings (venues in the Hunter Valley) for chat tests: three
 * services of the first vendor, one of the second, one unclaimed. The couples' nicknames are set;
 * the vendors have none (their first names stand in). Everyone hears of every message
 * (messages_notify_frequently = 1, the default).
 */
export async function createChatWorld(db: Database, imagesDir: string): Promise<ChatWorld> {
  const couple = await createCouple(db, { firstName: 'Emma', nickname: 'Emma & Liam' });
  const otherCouple = await createCouple(db, { firstName: 'Aroha', nickname: 'Aroha & Sam' });
  const vendor = await createVendor(db, { firstName: 'Grace', nickname: null });
  const otherVendor = await createVendor(db, { firstName: 'Oliver', nickname: null });
  const listing = (owner: TestPerson | null) => createService(db, { owner, category: 'venue', region: 'hunter-valley', imagesDir });
  const vendorServiceIds = [await listing(vendor), await listing(vendor), await listing(vendor)];
  return {
    couple,
    otherCouple,
    vendor,
    otherVendor,
    vendorServiceIds,
    otherVendorServiceId: await listing(otherVendor),
    unclaimedServiceId: await listing(null),
  };
}
