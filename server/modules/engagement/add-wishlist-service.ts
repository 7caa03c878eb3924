import { z } from 'zod';
import type { Database } from '../../../db/client';
import type { Viewer } from '../accounts/viewer';
import { serviceIdField } from './input-fields';
import { requireSignedIn } from './policy';
import { addToWishlist } from './wishlist-entries';

export const wishlistServiceInput = z.object({ id: serviceIdField });

/** Spec §4: puts a service in the viewer's wishlist (already there: nothing changes). */
export async function addWishlistService(
  db: Database,
  viewer: Viewer | null,
  input: z.input<typeof wishlistServiceInput>,
): Promise<{ id: number; inWishlist: boolean }> {
  const couple = requireSignedIn(viewer);
  const { id } = wishlistServiceInput.parse(input);
  // The wishlist, the entry and the size check stand or fall together.
  await db.transaction((tx) => addToWishlist(tx, couple.id, id));
  return { id, inWishlist: true };
}
