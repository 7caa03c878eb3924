import { asc, inArray } from 'drizzle-orm';
import { reviewDisputeFiles, reviewVersions, reviews, type ReviewDisputeRow } from '../../../db/schema/reviews';
import type { RequestContext } from '../../context';
import { listNotificationContacts } from '../accounts/internal';
import { findDealing, ownersOf, readListings } from './dealing';
import { toReviewCase, type ReviewCase } from './review-case';
import { toReviews, type Review } from './review-view';

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

/** The cases as the queue shows them: the review in full, its versions, files, the listing and the dealing's metadata. */
export async function describeReviewCases(ctx: RequestContext, rows: ReviewDisputeRow[]): Promise<ReviewDisputeEntry[]> {
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
