import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { reviews } from '../../../db/schema/reviews';
import { notInTouchMessage, sourceLines, type ReviewSource } from '../../../shared/reviews/rules';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { findDealing, requirePublicListing } from './dealing';
import { serviceIdField } from './input-fields';
import { reviewerRefusal } from './policy';

export const canReviewInput = z.object({ serviceId: serviceIdField });

export type ReviewEligibility = {
  serviceId: number;
  canReview: boolean;
  /** Why not, in words to show the couple; null when they may. */
  reason: string | null;
  /** What their review would say it rests on; null when they may not review. */
  source: ReviewSource | null;
  sourceLine: string | null;
  /** Their review of this listing, when they wrote one (they may edit or delete it). */
  reviewId: number | null;
};

/**
 * GraphQL canReview(service_id): whether the viewer may review this public listing, and if not why
 * ("You can review a business after you have been in touch with them here"). A visitor is told to
 * sign in; vendors, administrators and the listing's own vendor may not review.
 */
export async function canReview(ctx: RequestContext, input: unknown): Promise<ReviewEligibility> {
  const { serviceId } = parseInput(canReviewInput, input);
  const listing = await requirePublicListing(ctx, serviceId);
  const no = (reason: string, reviewId: number | null = null): ReviewEligibility => ({ serviceId, canReview: false, reason, source: null, sourceLine: null, reviewId });
  const refusal = reviewerRefusal(ctx.viewer, listing.ownerId);
  if (refusal || !ctx.viewer) return no(refusal ?? 'Please sign in to write a review.');
  const [existing] = await ctx.db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.coupleId, ctx.viewer.id), eq(reviews.serviceId, serviceId)));
  if (existing) return no('You have already reviewed this business: you can edit or delete your review.', existing.id);
  const dealing = await findDealing(ctx, ctx.viewer.id, serviceId);
  if (!dealing) return no(notInTouchMessage);
  return { serviceId, canReview: true, reason: null, source: dealing.source, sourceLine: sourceLines[dealing.source], reviewId: null };
}
