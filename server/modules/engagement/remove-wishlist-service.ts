import { and, eq, inArray } from 'drizzle-orm';
import { wishlists, wishlistServices } from '../../../db/schema/engagement';
import type { RequestContext } from '../../context';
import { requireSignedIn, parseInput } from '../../kernel';
import { listServiceOwners } from '../catalog';
import { wishlistServiceInput } from './add-wishlist-service';
import { findServiceEngagement, type ServiceEngagement } from './find-service-engagement';
import { noSuchService } from './input-fields';

/**
 * Spec §4: takes a service out of the viewer's wishlist, with the viewer's note on it (the note
 * belongs to the entry); the vote stays. Not in the wishlist: nothing changes.
 */
export async function removeWishlistService(ctx: RequestContext, input: unknown): Promise<ServiceEngagement> {
  const { id } = parseInput(wishlistServiceInput, input);
  const couple = requireSignedIn(ctx.viewer);
  const { db } = ctx;
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
  if (removed.length === 0 && !(await listServiceOwners(ctx, { serviceIds: [id] })).has(id)) throw noSuchService();
  return findServiceEngagement(ctx, { serviceId: id });
}
