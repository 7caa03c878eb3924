// The reviews feature's public surface (issue 32): the service page's reviews section and score
// line, the "How reviews work" page and the couple's "My reviews".
export { ReviewsSection, type ServiceReviewsData } from './reviews-section';
export { ReviewScoreLine } from './review-score-line';
export { HowReviewsWork } from './how-reviews-work';
export { MyReviewsPage, type MyReviewsData } from './my-reviews-page';
export { howReviewsWorkPath, readReviewQuery } from './review-query';
