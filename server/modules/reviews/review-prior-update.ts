import type { Job } from '../../kernel';
import { updateReviewPrior } from './update-review-prior';

/** The Bayesian mean's prior (C), recomputed daily with every listing's ranking score; soon after start too. */
export const reviewPriorUpdate: Job = {
  name: 'review-prior-update',
  everyMs: 24 * 60 * 60_000,
  firstRunAfterMs: 60_000,
  leaseMs: 30 * 60_000,
  run: updateReviewPrior,
};
