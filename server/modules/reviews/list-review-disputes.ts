import { asc, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { reviewDisputes, reviewCaseStates } from '../../../db/schema/reviews';
import type { RequestContext } from '../../context';
import { parseInput, requireAdministrator } from '../../kernel';
import { describeReviewCases, type ReviewDisputeEntry } from './review-dispute-cases';

export const listReviewDisputesInput = z.object({
  status: z.preprocess((value) => (value === '' || value === null ? undefined : value), z.enum([...reviewCaseStates, 'all'], { error: 'Status is open, upheld, rejected, closed or all.' }).default('open')),
});

const queueLimit = 100;

/**
 * GraphQL reviewDisputes(status): the moderation queue (/admin/reviews), administrators only: the
 * disputes and reports in a state (open by default, oldest first; decided ones newest first), each
 * with the review in full, its earlier versions, the reason and note, the evidence files' names,
 * and the dealing's metadata (dates, who wrote first; not the messages' text).
 */
export async function listReviewDisputes(ctx: RequestContext, input: unknown): Promise<ReviewDisputeEntry[]> {
  const { status } = parseInput(listReviewDisputesInput, input);
  requireAdministrator(ctx.viewer);
  const rows = await ctx.db
    .select()
    .from(reviewDisputes)
    .where(status === 'all' ? undefined : eq(reviewDisputes.status, status))
    .orderBy(status === 'open' ? asc(reviewDisputes.createdAt) : desc(reviewDisputes.decidedAt), asc(reviewDisputes.id))
    .limit(queueLimit);
  return describeReviewCases(ctx, rows);
}
