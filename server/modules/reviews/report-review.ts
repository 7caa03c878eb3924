import { z } from 'zod';
import { reviewDisputes } from '../../../db/schema/reviews';
import type { RequestContext } from '../../context';
import { isUniqueViolation, parseInput, RefusedError } from '../../kernel';
import { readListings } from './dealing';
import { findReviewRow } from './find-review-row';
import { noteField, reasonField, reviewIdField } from './input-fields';
import { requirePublished, requireReporter } from './policy';
import { toReviewCase, type ReviewCase } from './review-case';

export const reportReviewInput = z.object({ id: reviewIdField, reason: reasonField, note: noteField(false) });

/**
 * GraphQL reportReview(id, reason, note): anyone signed in reports a review for one of the published
 * reasons, once per review; it joins the administrators' queue with the disputes. Not one's own
 * review; the listing's vendor disputes instead.
 */
export async function reportReview(ctx: RequestContext, input: unknown): Promise<ReviewCase> {
  const { id, reason, note } = parseInput(reportReviewInput, input);
  const review = await findReviewRow(ctx.db, id);
  const listing = (await readListings(ctx, [review.serviceId])).get(review.serviceId);
  const person = requireReporter(ctx.viewer, review, listing?.ownerId ?? null);
  requirePublished(review);
  try {
    const [row] = await ctx.db.insert(reviewDisputes).values({ reviewId: id, kind: 'report', openedBy: person.id, reason, note: note ?? '', createdAt: ctx.clock.now() }).returning();
    return toReviewCase(row, []);
  } catch (error) {
    if (isUniqueViolation(error)) throw new RefusedError('You have already reported this review.', 'CONFLICT');
    throw error;
  }
}
