import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { services } from '../../db/schema';
import { seedReferenceData, seedServices } from '../../db/seed';
import { loadViewer, type Viewer } from '../../server/modules/accounts/viewer';
import { createUser, type TestUser } from './users';

export type ChatWorld = {
  couple: Viewer & { password: string };
  otherCouple: Viewer & { password: string };
  /** Owns vendorServiceIds. */
  vendor: Viewer & { password: string };
  /** Owns otherVendorServiceId. */
  otherVendor: Viewer & { password: string };
  vendorServiceIds: number[];
  otherVendorServiceId: number;
  unclaimedServiceId: number;
};

async function viewerOf(db: Database, user: TestUser): Promise<Viewer & { password: string }> {
  const viewer = await loadViewer(db, user.id);
  if (!viewer) throw new Error(`no user ${user.id}`);
  return { ...viewer, password: user.password };
}

/**
 * Two couples, two vendors and some listings for chat tests: three services of the first vendor,
 * one of the second, one unclaimed. The couples' nicknames are set; the vendors have none (their
 * first names stand in). Everyone hears of every message (messages_notify_frequently = 1).
 */
export async function createChatWorld(db: Database, imagesDir: string): Promise<ChatWorld> {
  await seedReferenceData(db);
  const ids = (await seedServices(db, { count: 5, imagesDir, categories: ['venue'], regions: ['hunter-valley'] })).serviceIds;
  const couple = await viewerOf(db, await createUser(db, { firstName: 'Emma', nickname: 'Emma & Liam' }));
  const otherCouple = await viewerOf(db, await createUser(db, { firstName: 'Aroha', nickname: 'Aroha & Sam' }));
  const vendor = await viewerOf(db, await createUser(db, { firstName: 'Grace', nickname: null, role: 'vendor' }));
  const otherVendor = await viewerOf(db, await createUser(db, { firstName: 'Oliver', nickname: null, role: 'vendor' }));
  for (const id of ids.slice(0, 3)) await db.update(services).set({ userId: vendor.id, status: null }).where(eq(services.id, id));
  await db.update(services).set({ userId: otherVendor.id, status: null }).where(eq(services.id, ids[3]));
  await db.update(services).set({ userId: null, status: 'unclaimed' }).where(eq(services.id, ids[4]));
  return { couple, otherCouple, vendor, otherVendor, vendorServiceIds: ids.slice(0, 3), otherVendorServiceId: ids[3], unclaimedServiceId: ids[4] };
}
