import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { bayesianPriorWeight, disputeReasonCodes, disputeReasons, priorMinimumReviews, scoreThreshold, type DisputeReason } from '../../../shared/reviews/rules';
import type { RequestContext } from '../../context';
import { parseInput, wholeNumberField } from '../../kernel';
import { readPrior } from './review-scores';

export const findReviewTransparencyInput = z.object({ year: z.preprocess((value) => (value === '' || value === null ? undefined : value), wholeNumberField(2000, 2100, 'The year must be from 2000 to 2100.').optional()) });

export type ReviewTransparency = {
  year: number;
  /** Reviews written (and published) that year. */
  published: number;
  /** Reviews disputed by their vendor or reported, that year (each review once), and the cases. */
  disputed: number;
  disputes: number;
  reports: number;
  upheld: number;
  rejected: number;
  /** Reviews removed that year, by published reason (every reason listed, 0 included). */
  removed: { reason: DisputeReason; label: string; count: number }[];
  /** The score's rules as published: the threshold, and the Bayesian mean's m and C. */
  scoring: { threshold: number; priorWeight: number; priorMean: number; priorReviews: number; priorMinimumReviews: number; computedAt: Date | null };
};

/**
 * The "How reviews work" page's figures for a year (the current one by default): reviews published,
 * disputed, decided and removed by reason, and the score's published formula. Anyone may read them.
 */
export async function findReviewTransparency(ctx: RequestContext, input: unknown): Promise<ReviewTransparency> {
  const { year: asked } = parseInput(findReviewTransparencyInput, input);
  const year = asked ?? ctx.clock.now().getUTCFullYear();
  const from = `${year}-01-01T00:00:00Z`;
  const to = `${year + 1}-01-01T00:00:00Z`;
  const within = (column: string) => sql.raw(`${column} >= '${from}'::timestamptz and ${column} < '${to}'::timestamptz`);
  const result = (await ctx.db.execute(sql`
    select
      (select count(*)::int from reviews where ${within('created_at')}) as published,
      (select count(distinct review_id)::int from review_disputes where ${within('created_at')}) as disputed,
      (select count(*)::int from review_disputes where kind = 'dispute' and ${within('created_at')}) as disputes,
      (select count(*)::int from review_disputes where kind = 'report' and ${within('created_at')}) as reports,
      (select count(*)::int from review_disputes where status = 'upheld' and ${within('decided_at')}) as upheld,
      (select count(*)::int from review_disputes where status = 'rejected' and ${within('decided_at')}) as rejected,
      (select coalesce(jsonb_object_agg(removed_reason, n), '{}'::jsonb) from (
        select removed_reason, count(*)::int as n from reviews where status = 'removed' and ${within('removed_at')} group by removed_reason) as r) as removed`)) as unknown as {
    rows: { published: number; disputed: number; disputes: number; reports: number; upheld: number; rejected: number; removed: Record<string, number> }[];
  };
  const [figures] = result.rows;
  const prior = await readPrior(ctx.db);
  return {
    year,
    published: figures.published,
    disputed: figures.disputed,
    disputes: figures.disputes,
    reports: figures.reports,
    upheld: figures.upheld,
    rejected: figures.rejected,
    removed: disputeReasonCodes.map((reason) => ({ reason, label: disputeReasons[reason].label, count: figures.removed[reason] ?? 0 })),
    scoring: { threshold: scoreThreshold, priorWeight: prior.weight || bayesianPriorWeight, priorMean: prior.mean, priorReviews: prior.reviews, priorMinimumReviews, computedAt: prior.computedAt },
  };
}
