/** A service card with the viewer's heart: whether the service is in their wishlist. */
export type WishlistFlag = { inWishlist: boolean };

/**
 * Cards with the viewer's hearts on top (`wishlisted`, engagement's findWishlistedIds): copies, so
 * that cached, viewer-independent cards (the featured rotation, recent searches) never carry one
 * viewer's facts to another.
 */
export function markWishlisted<T extends { id: number }>(cards: T[], wishlisted: ReadonlySet<number>): (T & WishlistFlag)[] {
  return cards.map((card) => ({ ...card, inWishlist: wishlisted.has(card.id) }));
}
