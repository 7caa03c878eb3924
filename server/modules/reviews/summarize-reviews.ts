import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { reviewScores } from '../../../db/schema/reviews';
import { bayesianMean, notEnoughReviews, oneDecimal, scoreThreshold } from '../../../shared/reviews/rules';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { requirePublicListing } from './dealing';
import { serviceIdField } from './input-fields';
import { readPrior } from './review-scores';

export const summarizeReviewsInput = z.object({ serviceId: serviceIdField });

export type SubScoreAverages = { quality: number | null; responsiveness: number | null; professionalism: number | null; value: number | null };

export type ReviewSummary = {
  serviceId: number;
  /** Published reviews (removed ones are not counted). */
  count: number;
  /** Whether the page shows a score: from 3 published reviews. */
  showsScore: boolean;
  /** The overall hearts' average to one decimal; null until the score shows. Sub-scores are never averaged into it. */
  average: number | null;
  /** Reviews with 1, 2, 3, 4 and 5 hearts (index 0 is 1 heart); null until the score shows. */
  histogram: number[] | null;
  /** Each sub-score's average to one decimal over the reviews that gave it; null until the score shows or when none did. */
  subScores: SubScoreAverages;
  /** "Not enough reviews for a score yet" until the score shows; null after. */
  notice: string | null;
  /** The published Bayesian mean search ranks by ((C·m + Σ) / (m + n)). */
  rankingScore: number;
};

/**
 * GraphQL reviewSummary(service_id): what a public listing's page shows above its reviews, and what
 * its JSON-LD `aggregateRating` carries (only when `showsScore`). Read from the listing's figures,
 * which every review write keeps.
 */
export async function summarizeReviews(ctx: RequestContext, input: unknown): Promise<ReviewSummary> {
  const { serviceId } = parseInput(summarizeReviewsInput, input);
  await requirePublicListing(ctx, serviceId);
  const [row] = await ctx.db.select().from(reviewScores).where(eq(reviewScores.serviceId, serviceId));
  const prior = await readPrior(ctx.db);
  const count = row?.reviews ?? 0;
  const showsScore = count >= scoreThreshold;
  const mean = (sum: number, n: number) => (showsScore && n > 0 ? oneDecimal(sum / n) : null);
  return {
    serviceId,
    count,
    showsScore,
    average: row ? mean(row.ratingSum, row.reviews) : null,
    histogram: showsScore && row ? [row.hearts1, row.hearts2, row.hearts3, row.hearts4, row.hearts5] : null,
    subScores: {
      quality: row ? mean(row.qualitySum, row.qualityCount) : null,
      responsiveness: row ? mean(row.responsivenessSum, row.responsivenessCount) : null,
      professionalism: row ? mean(row.professionalismSum, row.professionalismCount) : null,
      value: row ? mean(row.valueSum, row.valueCount) : null,
    },
    notice: showsScore ? null : notEnoughReviews,
    rankingScore: row?.bayesian ?? bayesianMean(0, 0, prior.mean, prior.weight),
  };
}
