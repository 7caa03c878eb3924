import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../../db/client';
import { wishlists, wishlistServices } from '../../../db/schema/engagement';
import type { Viewer } from '../accounts/viewer';
import { listServiceOwners } from '../catalog/list-service-owners';
import { wishlistServiceInput } from './add-wishlist-service';
import { findServiceEngagement, type ServiceEngagement } from './find-service-engagement';
import { noSuchService } from './input-fields';
import { requireSignedIn } from './policy';

/**
 * Spec §4: takes a service out of the viewer's wishlist, with the viewer's note on it (the note
 * belongs to the entry); the vote stays. Not in the wishlist: nothing changes.
 */
export async function removeWishlistService(db: Database, viewer: Viewer | null, input: z.input<typeof wishlistServiceInput>): Promise<ServiceEngagement> {
  const couple = requireSignedIn(viewer);
  const { id } = wishlistServiceInput.parse(input);
  const removed = await db
    .delete(wishlistServices)
    .where(
      and(
        eq(wishlistServices.serviceId, id),
        inArray(wishlistServices.wishlistId, db.select({ id: wishlists.id }).from(wishlists).where(eq(wishlists.userId, couple.id))),
      ),
    )
    .returning({ serviceId: wishlistServices.serviceId });
  // Only a miss needs telling apart: not in the wishlist, or no such service at all.
  if (removed.length === 0 && !(await listServiceOwners(db, [id])).has(id)) throw noSuchService();
  return findServiceEngagement(db, couple, id);
}
