import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { reviewPrior, reviewScores } from '../../../db/schema/reviews';
import { bayesianPriorWeight, defaultPriorMean } from '../../../shared/reviews/rules';

/**
 * A listing's ranking score as SQL, for search's statements: the Bayesian mean kept in review_scores
 * (C·m + Σ ratings) / (m + n), or the prior C alone for a listing without reviews, so a listing with
 * no reviews ranks as an average one, not as the worst.
 */
export function reviewRankingScoreOf(serviceId: AnyPgColumn | SQL): SQL<number> {
  return sql<number>`coalesce(
    (select ${reviewScores.bayesian} from ${reviewScores} where ${reviewScores.serviceId} = ${serviceId}),
    (select ${reviewPrior.mean} from ${reviewPrior} where ${reviewPrior.id} = 1),
    ${defaultPriorMean}::float8)`;
}

export const rankingPriorWeight = bayesianPriorWeight;
