import { count, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { wishlists, wishlistServices } from '../../../db/schema/engagement';
import { maxWishlistServices } from '../../../shared/engagement/limits';
import { isForeignKeyViolation, RefusedError } from '../../kernel';
import { noSuchService } from './input-fields';

/** The user's wishlist id, made on first use. */
async function ensureWishlist(db: Database, userId: number): Promise<number> {
  // A no-op update makes the one statement return the row whether it was made now or before.
  const [row] = await db
    .insert(wishlists)
    .values({ userId })
    .onConflictDoUpdate({ target: wishlists.userId, set: { userId } })
    .returning({ id: wishlists.id });
  return row.id;
}

/**
 * Puts a service in the user's wishlist unless it is there already, added `at` (the caller's
 * clock: the vendor's dashboard counts adds by day). Run it inside the caller's transaction when it
 * goes with another write (a vote), so that neither is stored alone.
 */
export async function addToWishlist(db: Database, userId: number, serviceId: number, at: Date): Promise<void> {
  const wishlistId = await ensureWishlist(db, userId);
  let added: unknown[];
  try {
    added = await db.insert(wishlistServices).values({ wishlistId, serviceId, addedAt: at }).onConflictDoNothing().returning({ serviceId: wishlistServices.serviceId });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw noSuchService();
    throw error;
  }
  if (added.length === 0) return;
  const [{ total }] = await db.select({ total: count() }).from(wishlistServices).where(eq(wishlistServices.wishlistId, wishlistId));
  if (total > maxWishlistServices) {
    throw new RefusedError(`Your wishlist holds ${maxWishlistServices} services at most: remove one before adding another.`, 'CONFLICT');
  }
}
