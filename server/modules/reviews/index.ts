// The reviews module's public surface (issue 32): who may review, reviews and their photos, the
// vendor's reply, disputes and reports with the administrators' decisions, the summary and the
// cards' figures, the yearly transparency figures and the jobs (invitations, the Bayesian prior).
// Every function here checks who may call it. Search reads the ranking score through internal.ts;
// this module never imports search.
export { canReview, type ReviewEligibility } from './can-review';
export { writeReview } from './write-review';
export { updateReview } from './update-review';
export { deleteReview } from './delete-review';
export { listReviews, type ReviewPage } from './list-reviews';
export { summarizeReviews, type ReviewSummary, type SubScoreAverages } from './summarize-reviews';
export { listReviewScores, type ReviewScore } from './list-review-scores';
export type { WithReviewScore } from '../../../shared/reviews/card-scores';
export { listVendorReviews, type VendorReview, type VendorReviewPage } from './list-vendor-reviews';
export { listMyReviews, type MyReviews, type MyReview, type MyReviewStatus, type ListingToReview } from './list-my-reviews';
export { replyToReview } from './reply-to-review';
export { disputeReview } from './dispute-review';
export { reportReview } from './report-review';
export { countOpenReviewDisputes } from './count-open-review-disputes';
export { findReviewDisputePage, type ReviewDisputePage } from './find-review-dispute-page';
export { listReviewDisputes } from './list-review-disputes';
export type { ReviewDisputeEntry, DealingFacts, EarlierVersion } from './review-dispute-cases';
export { decideReviewDispute } from './decide-review-dispute';
export { readReviewEvidence } from './read-review-evidence';
export { findReviewTransparency, type ReviewTransparency } from './find-review-transparency';
export type { Review, ReviewPhoto, ReviewReply, ReviewActions } from './review-view';
export type { ReviewCase, EvidenceFile } from './review-case';
export { reviewInvitations } from './review-invitations';
export { reviewPriorUpdate } from './review-prior-update';
export { updateReviewPrior } from './update-review-prior';
