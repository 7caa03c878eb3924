import type { RequestContext } from '../context';
import { findWishlistedIds, type WishlistFlag } from '../modules/engagement';
import { listReviewScores, type WithReviewScore } from '../modules/reviews';
import { markWishlisted } from '../../shared/engagement/wishlist-flags';
import { withReviewScores } from '../../shared/reviews/card-scores';

/**
 * Cards as the pages and GraphQL answer them: with the viewer's hearts and the reviews' figures (the
 * average from 3 reviews, and the count). Two queries for a whole list of cards, none without
 * cards; copies, so cached cards stay the same for everyone.
 */
export async function withHeartsAndScores<T extends { id: number }>(ctx: RequestContext, cards: T[]): Promise<(T & WishlistFlag & WithReviewScore)[]> {
  const serviceIds = cards.map((card) => card.id);
  const [wishlisted, scores] = await Promise.all([findWishlistedIds(ctx, { serviceIds }), listReviewScores(ctx, { serviceIds })]);
  return withReviewScores(markWishlisted(cards, wishlisted), scores);
}
