import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { reviewScores } from '../../../db/schema/reviews';
import type { ReviewScore } from '../../../shared/reviews/card-scores';
import { oneDecimal, scoreThreshold } from '../../../shared/reviews/rules';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { serviceIdField } from './input-fields';

export const listReviewScoresInput = z.object({ serviceIds: z.array(serviceIdField).max(1000, { error: 'At most 1000 services at once.' }) });

export type { ReviewScore };

/**
 * The cards' figures for some listings in one query (search results, carousels, the wishlist):
 * anyone may ask; a listing without reviews maps to a count of 0. Whether a listing is public is the
 * caller's read of it (the cards come from the catalog).
 */
export async function listReviewScores(ctx: RequestContext, input: unknown): Promise<Map<number, ReviewScore>> {
  const { serviceIds } = parseInput(listReviewScoresInput, input);
  const scores = new Map<number, ReviewScore>(serviceIds.map((id) => [id, { count: 0, average: null }]));
  if (serviceIds.length === 0) return scores;
  const rows = await ctx.db
    .select({ serviceId: reviewScores.serviceId, reviews: reviewScores.reviews, ratingSum: reviewScores.ratingSum })
    .from(reviewScores)
    .where(inArray(reviewScores.serviceId, serviceIds));
  for (const row of rows) scores.set(row.serviceId, { count: row.reviews, average: row.reviews >= scoreThreshold ? oneDecimal(row.ratingSum / row.reviews) : null });
  return scores;
}
