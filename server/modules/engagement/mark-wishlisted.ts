import type { RequestContext } from '../../context';
import { findWishlistedIds } from './find-wishlisted-ids';

export type WishlistFlag = { inWishlist: boolean };

/**
 * Cards with the viewer's inWishlist on top: copies, so that cached, viewer-independent cards (the
 * featured rotation, recent searches) never carry one viewer's facts to another. The cards are the
 * server's own (another use case's answer), so they need no parsing.
 */
export async function markWishlisted<T extends { id: number }>(ctx: RequestContext, cards: T[]): Promise<(T & WishlistFlag)[]> {
  const listed = await findWishlistedIds(ctx, { serviceIds: cards.map((card) => card.id) });
  return cards.map((card) => ({ ...card, inWishlist: listed.has(card.id) }));
}
