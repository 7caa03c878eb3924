import type { Job } from '../../kernel';
import { sendReviewInvitations } from './send-review-invitations';

/** The review invitations (sendReviewInvitations): soon after start, then hourly, one instance at a time. */
export const reviewInvitations: Job = {
  name: 'review-invitations',
  everyMs: 60 * 60_000,
  firstRunAfterMs: 30_000,
  leaseMs: 30 * 60_000,
  run: sendReviewInvitations,
};
