import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { reviewDisputes, reviews } from '../../../db/schema/reviews';
import type { RequestContext } from '../../context';
import { parseInput, requireAdministrator, wholeNumberField } from '../../kernel';
import { describeReviewCases, type ReviewDisputeEntry } from './review-dispute-cases';

export const findReviewDisputePageInput = z.object({
  state: z.preprocess((value) => (value === '' || value === null ? undefined : value), z.enum(['open', 'decided'], { error: 'State is open or decided.' }).default('open')),
  q: z.preprocess((value) => (value === null ? undefined : value), z.string({ error: 'Search for text.' }).max(200, { error: 'Search for at most 200 characters.' }).optional()),
  sort: z.preprocess((value) => (value === '' || value === null ? undefined : value), z.enum(['opened', 'decided'], { error: 'Sort by opened or decided.' }).optional()),
  dir: z.preprocess((value) => (value === '' || value === null ? undefined : value), z.enum(['asc', 'desc'], { error: 'Order asc or desc.' }).optional()),
  page: z.preprocess((value) => (value === '' || value === null ? undefined : value), wholeNumberField(1, 10_000, 'The page must be a whole number from 1.').optional()),
});

export type ReviewDisputePage = { rows: ReviewDisputeEntry[]; page: number; pageCount: number; total: number };

const casesPerPage = 10;

/**
 * The moderation queue as /admin/reviews pages it (administrators only): open cases (oldest first
 * by default) or decided ones (last decided first), searched in the review's title and text, the
 * case's note and its decision note (?q=, or a case number), 10 a page.
 */
export async function findReviewDisputePage(ctx: RequestContext, input: unknown): Promise<ReviewDisputePage> {
  const { state, q, sort, dir, page: asked } = parseInput(findReviewDisputePageInput, input);
  requireAdministrator(ctx.viewer);
  const text = q?.trim() ?? '';
  const parts: (SQL | undefined)[] = [state === 'open' ? eq(reviewDisputes.status, 'open') : inArray(reviewDisputes.status, ['upheld', 'rejected', 'closed'])];
  if (text) {
    const like = `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    const matches: SQL[] = [ilike(reviews.title, like), ilike(reviews.body, like), ilike(reviewDisputes.note, like), ilike(sql`coalesce(${reviewDisputes.decisionNote}, '')`, like)];
    if (/^\d{1,9}$/.test(text)) matches.push(eq(reviewDisputes.id, Number(text)), eq(reviewDisputes.reviewId, Number(text)));
    parts.push(or(...matches));
  }
  const where = and(...parts);
  const column = (sort ?? (state === 'open' ? 'opened' : 'decided')) === 'decided' ? reviewDisputes.decidedAt : reviewDisputes.createdAt;
  const direction = dir ?? (state === 'open' && sort !== 'decided' ? 'asc' : 'desc');
  const [{ total }] = await ctx.db.select({ total: count() }).from(reviewDisputes).innerJoin(reviews, eq(reviews.id, reviewDisputes.reviewId)).where(where);
  const pageCount = Math.max(1, Math.ceil(total / casesPerPage));
  const page = Math.min(asked ?? 1, pageCount);
  const rows = await ctx.db
    .select({ row: reviewDisputes })
    .from(reviewDisputes)
    .innerJoin(reviews, eq(reviews.id, reviewDisputes.reviewId))
    .where(where)
    .orderBy(direction === 'asc' ? asc(column) : desc(column), asc(reviewDisputes.id))
    .limit(casesPerPage)
    .offset((page - 1) * casesPerPage);
  return { rows: await describeReviewCases(ctx, rows.map(({ row }) => row)), page, pageCount, total };
}
