import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { reviewPrior } from '../../../db/schema/reviews';
import type { RequestContext } from '../../context';
import { bayesianPriorWeight, defaultPriorMean } from '../../../shared/reviews/rules';

export type Prior = { mean: number; weight: number; reviews: number; computedAt: Date | null };

/** The Bayesian mean's prior as last published (C and m); the defaults before the first computation. */
export async function readPrior(db: Database): Promise<Prior> {
  const [row] = await db.select().from(reviewPrior).where(eq(reviewPrior.id, 1));
  return row ? { mean: row.mean, weight: row.weight, reviews: row.reviews, computedAt: row.computedAt } : { mean: defaultPriorMean, weight: bayesianPriorWeight, reviews: 0, computedAt: null };
}

/**
 * A listing's published-review figures (review_scores) recomputed from its reviews, in the caller's
 * transaction (`ctx.db`): every write to a listing's reviews calls it, so the figures never drift
 * from them. Search's row of the listing takes the new ranking score in the same transaction
 * (ctx.searchIndex: this module never imports search).
 */
export async function refreshReviewScore(ctx: RequestContext, serviceId: number): Promise<void> {
  const { db } = ctx;
  const prior = await readPrior(db);
  await db.execute(sql`
    insert into review_scores (service_id, reviews, rating_sum, hearts_1, hearts_2, hearts_3, hearts_4, hearts_5,
      quality_sum, quality_count, responsiveness_sum, responsiveness_count, professionalism_sum, professionalism_count,
      value_sum, value_count, bayesian, updated_at)
    select ${serviceId}::int, count(*)::int, coalesce(sum(rating), 0)::int,
      count(*) filter (where rating = 1)::int, count(*) filter (where rating = 2)::int, count(*) filter (where rating = 3)::int,
      count(*) filter (where rating = 4)::int, count(*) filter (where rating = 5)::int,
      coalesce(sum(quality), 0)::int, count(quality)::int, coalesce(sum(responsiveness), 0)::int, count(responsiveness)::int,
      coalesce(sum(professionalism), 0)::int, count(professionalism)::int, coalesce(sum(value), 0)::int, count(value)::int,
      (${prior.mean}::float8 * ${prior.weight}::float8 + coalesce(sum(rating), 0)) / (${prior.weight}::float8 + count(*)),
      now()
    from reviews where service_id = ${serviceId} and status = 'published'
    on conflict (service_id) do update set
      reviews = excluded.reviews, rating_sum = excluded.rating_sum,
      hearts_1 = excluded.hearts_1, hearts_2 = excluded.hearts_2, hearts_3 = excluded.hearts_3, hearts_4 = excluded.hearts_4, hearts_5 = excluded.hearts_5,
      quality_sum = excluded.quality_sum, quality_count = excluded.quality_count,
      responsiveness_sum = excluded.responsiveness_sum, responsiveness_count = excluded.responsiveness_count,
      professionalism_sum = excluded.professionalism_sum, professionalism_count = excluded.professionalism_count,
      value_sum = excluded.value_sum, value_count = excluded.value_count,
      bayesian = excluded.bayesian, updated_at = excluded.updated_at`);
  await ctx.searchIndex(ctx, { serviceIds: [serviceId], reviewScoresOnly: true });
}
