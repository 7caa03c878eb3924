/**
 * What a listing's card shows of its reviews (issue 32: "Cards show the average and the count"):
 * the count of published reviews, and their average to one decimal once there are `scoreThreshold`
 * of them (null before). Never the wishlist hearts.
 */
export type ReviewScore = { count: number; average: number | null };

/** A card with its reviews' figures. */
export type WithReviewScore = { reviewScore: ReviewScore };

const noReviews: ReviewScore = { count: 0, average: null };

/**
 * Cards with their reviews' figures on top (the reviews module's listReviewScores, one query for a
 * page of cards): copies, so that cached cards never carry figures read for another request. A card
 * the figures leave out has no reviews.
 */
export function withReviewScores<T extends { id: number }>(cards: T[], scores: ReadonlyMap<number, ReviewScore>): (T & WithReviewScore)[] {
  return cards.map((card) => ({ ...card, reviewScore: scores.get(card.id) ?? noReviews }));
}
