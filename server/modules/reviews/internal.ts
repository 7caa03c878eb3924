// The reviews module's trusted helpers for the modules eslint.config.js lists (internalImporters):
// they check no permission. Search (issue 32) ranks listings by the published Bayesian mean: its
// refresh or its order reads it here, so this module never imports search.
export { reviewRankingScoreOf } from './review-ranking-score';

// An account's erasure (privacy, issue 35): the invitations, and the reviews when the couple asked.
export { eraseReviewsOf, type ErasedReviews } from './erase-reviews-of';
