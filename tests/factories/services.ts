import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { countries, services } from '../../db/schema';
import { buildContext } from '../../server/build-context';
import { refreshServiceSearch } from '../../server/modules/search';
import { seedReferenceData, seedServices, type CategoryName } from '../../demo';

let seedNumber = 0;

export type ServiceOverrides = {
  /** The owning vendor; null (the default) makes an unclaimed listing, as the catalog's own. */
  owner?: { id: number } | null;
  category?: CategoryName;
  /** A region link of the reference data ('hunter-valley', …). */
  region?: string;
  /** Where its pictures are drawn; a fresh temporary folder by default. */
  imagesDir?: string;
} & Partial<Pick<typeof services.$inferInsert, 'name' | 'isVendorVerified'>>;

/**
 * One listing like the demo catalog's (attributes, photos, booked days), in the reference data's
 * places (seeded when the database has none), owned by `owner` or unclaimed.
 */
export async function createService(db: Database, { owner = null, category = 'venue', region = 'hunter-valley', imagesDir, ...fields }: ServiceOverrides = {}): Promise<number> {
  const [{ seeded }] = await db.select({ seeded: count() }).from(countries);
  if (seeded === 0) await seedReferenceData(db);
  seedNumber += 1;
  const { serviceIds } = await seedServices(db, {
    count: 1,
    seed: 10_000 + seedNumber,
    imagesDir: imagesDir ?? mkdtempSync(join(tmpdir(), 'ever-after-service-')),
    categories: [category],
    regions: [region],
    ...(owner ? { ownerId: owner.id } : {}),
  });
  const [id] = serviceIds;
  await db
    .update(services)
    .set({ userId: owner?.id ?? null, status: owner ? null : 'unclaimed', ...fields })
    .where(eq(services.id, id));
  await refreshServiceSearch(buildContext({ db }), { serviceIds: [id] });
  return id;
}
