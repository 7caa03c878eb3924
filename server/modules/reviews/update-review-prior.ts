import { sql } from 'drizzle-orm';
import { bayesianPriorWeight, defaultPriorMean, priorMinimumReviews } from '../../../shared/reviews/rules';
import type { RequestContext } from '../../context';
import { requireSystemOrAdministrator } from '../../kernel';
import type { Prior } from './review-scores';

/**
 * The daily recomputation of the Bayesian mean's prior (the job `reviewPriorUpdate`): C becomes the
 * mean of every published review on the site (the default C until there are enough), m stays the
 * published weight, and every listing's ranking score is recomputed with them, search's rows included, in one transaction.
 */
export async function updateReviewPrior(ctx: RequestContext): Promise<Prior> {
  requireSystemOrAdministrator(ctx.viewer);
  return ctx.db.transaction(async (tx) => {
    const result = (await tx.execute(sql`select count(*)::int as n, coalesce(avg(rating), 0)::float8 as mean from reviews where status = 'published'`)) as unknown as { rows: { n: number; mean: number }[] };
    const [{ n, mean }] = result.rows;
    const prior = { mean: n >= priorMinimumReviews ? mean : defaultPriorMean, weight: bayesianPriorWeight, reviews: n, computedAt: ctx.clock.now() };
    await tx.execute(sql`
      insert into review_prior (id, mean, weight, reviews, computed_at) values (1, ${prior.mean}, ${prior.weight}, ${prior.reviews}, ${prior.computedAt.toISOString()}::timestamptz)
      on conflict (id) do update set mean = excluded.mean, weight = excluded.weight, reviews = excluded.reviews, computed_at = excluded.computed_at`);
    await tx.execute(sql`update review_scores set bayesian = (${prior.mean}::float8 * ${prior.weight}::float8 + rating_sum) / (${prior.weight}::float8 + reviews)`);
    // Search's rows take the new scores (C moved every listing's, reviewed or not), in this transaction.
    await ctx.searchIndex({ ...ctx, db: tx }, { reviewScoresOnly: true });
    return prior;
  });
}
