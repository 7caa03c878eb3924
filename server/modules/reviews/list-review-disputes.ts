import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { reviewDisputeFiles, reviewDisputes, reviewVersions, reviews, reviewCaseStates } from '../../../db/schema/reviews';
import type { RequestContext } from '../../context';
import { parseInput, requireAdministrator, wholeNumberField } from '../../kernel';
import type { ReviewDisputeRow } from '../../../db/schema/reviews';
import { listNotificationContacts } from '../accounts/internal';
import { findDealing, ownersOf, readListings } from './dealing';
import { toReviewCase, type ReviewCase } from './review-case';
import { toReviews, type Review } from './review-view';

export const listReviewDisputesInput = z.object({
  status: z.preprocess((value) => (value === '' || value === null ? undefined : value), z.enum([...reviewCaseStates, 'all'], { error: 'Status is open, upheld, rejected, closed or all.' }).default('open')),
});

/** What an administrator sees of the dealing behind a review: dates and who wrote first, never the messages' text. */
export type DealingFacts = {
  source: 'booking' | 'enquiry' | null;
  booking: { eventDate: string } | null;
  conversation: { startedAt: Date; firstWriter: 'couple' | 'vendor'; firstVendorReplyAt: Date; lastMessageAt: Date; messages: number } | null;
};

export type EarlierVersion = { title: string; body: string; rating: number; writtenAt: Date; replacedAt: Date };

export type ReviewDisputeEntry = ReviewCase & {
  openedBy: { id: number; name: string; email: string } | null;
  /** The review in full (a removed one too), its earlier versions and the listing. */
  review: Review;
  versions: EarlierVersion[];
  listing: { id: number; name: string; path: string | null };
  dealing: DealingFacts;
};

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
  return describeCases(ctx, rows);
}

/** The cases as the queue shows them: the review in full, its versions, files, the listing and the dealing's metadata. */
async function describeCases(ctx: RequestContext, rows: ReviewDisputeRow[]): Promise<ReviewDisputeEntry[]> {
  if (rows.length === 0) return [];
  const caseIds = rows.map((row) => row.id);
  const reviewIds = [...new Set(rows.map((row) => row.reviewId))];
  const files = await ctx.db.select().from(reviewDisputeFiles).where(inArray(reviewDisputeFiles.disputeId, caseIds)).orderBy(asc(reviewDisputeFiles.id));
  const reviewRows = await ctx.db.select().from(reviews).where(inArray(reviews.id, reviewIds));
  const versions = await ctx.db.select().from(reviewVersions).where(inArray(reviewVersions.reviewId, reviewIds)).orderBy(asc(reviewVersions.id));
  const listings = await readListings(ctx, reviewRows.map((row) => row.serviceId));
  const shown = new Map((await toReviews(ctx, reviewRows, ownersOf(listings), { full: true })).map((review) => [review.id, review]));
  const openers = await listNotificationContacts(ctx, rows.flatMap((row) => (row.openedBy === null ? [] : [row.openedBy])));
  const dealings = new Map<number, DealingFacts>();
  for (const row of reviewRows) {
    const dealing = await findDealing(ctx, row.coupleId, row.serviceId);
    const conversation = dealing?.conversation;
    dealings.set(row.id, {
      source: dealing?.source ?? null,
      booking: dealing?.booking ? { eventDate: dealing.booking.eventDate } : null,
      conversation: conversation
        ? { startedAt: conversation.createdAt, firstWriter: conversation.firstWriter, firstVendorReplyAt: conversation.firstVendorReplyAt, lastMessageAt: conversation.lastMessageAt, messages: conversation.messages }
        : null,
    });
  }
  return rows.map((row) => {
    const review = reviewRows.find((entry) => entry.id === row.reviewId)!;
    const listing = listings.get(review.serviceId);
    const opener = row.openedBy === null ? undefined : openers.get(row.openedBy);
    return {
      ...toReviewCase(
        row,
        files.filter((file) => file.disputeId === row.id),
      ),
      openedBy: opener ? { id: opener.id, name: opener.firstName, email: opener.email } : null,
      review: shown.get(row.reviewId)!,
      versions: versions.filter((version) => version.reviewId === row.reviewId).map(({ title, body, rating, writtenAt, replacedAt }) => ({ title, body, rating, writtenAt, replacedAt })),
      listing: { id: review.serviceId, name: listing?.name ?? 'A removed listing', path: listing?.path ?? null },
      dealing: dealings.get(row.reviewId)!,
    };
  });
}

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
  return { rows: await describeCases(ctx, rows.map(({ row }) => row)), page, pageCount, total };
}

/** How many disputes and reports wait for a decision: the admin dashboard's "Work waiting". */
export async function countOpenReviewDisputes(ctx: RequestContext): Promise<number> {
  requireAdministrator(ctx.viewer);
  const [{ total }] = await ctx.db.select({ total: count() }).from(reviewDisputes).where(eq(reviewDisputes.status, 'open'));
  return total;
}
