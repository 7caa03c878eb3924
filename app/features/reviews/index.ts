// The reviews feature's public surface (issue 32): the service page's reviews section and score
// line, and the "How reviews work" page.
export { ReviewsSection, type ServiceReviewsData } from './reviews-section';
export { ReviewScoreLine } from './review-score-line';
export { HowReviewsWork } from './how-reviews-work';
export { howReviewsWorkPath, readReviewQuery } from './review-query';
