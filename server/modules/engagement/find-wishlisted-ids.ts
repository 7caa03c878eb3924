import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { wishlists, wishlistServices } from '../../../db/schema/engagement';
import type { Viewer } from '../accounts/viewer';

/** Which of these services are in the viewer's wishlist: one query for a whole page of cards, none for a visitor. */
export async function findWishlistedIds(db: Database, viewer: Viewer | null, serviceIds: number[]): Promise<Set<number>> {
  if (!viewer || serviceIds.length === 0) return new Set();
  const rows = await db
    .select({ serviceId: wishlistServices.serviceId })
    .from(wishlists)
    .innerJoin(wishlistServices, eq(wishlistServices.wishlistId, wishlists.id))
    .where(and(eq(wishlists.userId, viewer.id), inArray(wishlistServices.serviceId, serviceIds)));
  return new Set(rows.map((row) => row.serviceId));
}

export type WishlistFlag = { inWishlist: boolean };

/**
 * Cards with the viewer's inWishlist on top: copies, so that cached, viewer-independent cards (the
 * featured rotation, recent searches) never carry one viewer's facts to another.
 */
export async function markWishlisted<T extends { id: number }>(db: Database, viewer: Viewer | null, cards: T[]): Promise<(T & WishlistFlag)[]> {
  const listed = await findWishlistedIds(
    db,
    viewer,
    cards.map((card) => card.id),
  );
  return cards.map((card) => ({ ...card, inWishlist: listed.has(card.id) }));
}
