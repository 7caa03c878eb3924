import { z } from 'zod';
import type { Database } from '../../../db/client';
import type { Viewer } from '../accounts/viewer';
import { findServiceEngagement, type ServiceEngagement } from './find-service-engagement';
import { serviceIdField } from './input-fields';
import { requireSignedIn } from './policy';
import { addToWishlist } from './wishlist-entries';

export const wishlistServiceInput = z.object({ id: serviceIdField });

/**
 * Spec §4: puts a service in the viewer's wishlist (already there: nothing changes). Answers the
 * service's facts for the viewer afterwards, as every change of the wishlist does.
 */
export async function addWishlistService(db: Database, viewer: Viewer | null, input: z.input<typeof wishlistServiceInput>): Promise<ServiceEngagement> {
  const couple = requireSignedIn(viewer);
  const { id } = wishlistServiceInput.parse(input);
  // The wishlist, the entry and the size check stand or fall together.
  await db.transaction((tx) => addToWishlist(tx, couple.id, id));
  return findServiceEngagement(db, couple, id);
}
