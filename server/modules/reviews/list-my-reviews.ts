import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { reviewDisputes, reviews } from '../../../db/schema/reviews';
import { reviewsPerPage, sourceLines, type ReviewSource } from '../../../shared/reviews/rules';
import type { RequestContext } from '../../context';
import { hasRole, requireSignedIn } from '../../kernel';
import { listReviewableBookings } from '../bookings/internal';
import { listServiceLinks } from '../catalog';
import { listAnsweredConversations } from '../messaging/internal';
import { ownersOf, readListings } from './dealing';
import { toReviews, type Review } from './review-view';

export type ListingToReview = { serviceId: number; serviceName: string; path: string; source: ReviewSource; sourceLine: string };

/**
 * Where a couple's review stands: published; disputed or reported, still published while an
 * administrator decides; or removed by moderation (its public line says why).
 */
export type MyReviewStatus = 'published' | 'disputed' | 'removed';

export type MyReview = Review & {
  serviceName: string;
  /** The listing's page while the public can see it; null when it is no longer shown. */
  path: string | null;
  status: MyReviewStatus;
  /** The page of the listing's reviews, newest first (the default), where this one stands: the link lands on it. */
  listingPage: number;
};

export type MyReviews = {
  /** The viewer's reviews, newest first, each with its listing's name and page. */
  reviews: MyReview[];
  /** Public listings the viewer dealt with here and has not reviewed yet. */
  toReview: ListingToReview[];
};

/**
 * GraphQL myReviews: the signed-in couple's reviews, and the businesses they may still review. Their
 * own reviews come whole, a removed one too (its hearts and text stay theirs to see; the public sees
 * only its line), with where each stands and its place among its listing's reviews.
 */
export async function listMyReviews(ctx: RequestContext): Promise<MyReviews> {
  const couple = requireSignedIn(ctx.viewer);
  const found = await ctx.db
    .select({
      review: reviews,
      // The listing's reviews before it, newest first (removed ones keep their place there too).
      // (Written out: a one-table select drops the columns' table names, and both sides are reviews.)
      before: sql<number>`(select count(*)::int from reviews as newer where newer.service_id = reviews.service_id and (newer.created_at, newer.id) > (reviews.created_at, reviews.id))`,
    })
    .from(reviews)
    .where(eq(reviews.coupleId, couple.id))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  const rows = found.map((entry) => entry.review);
  // A dispute or report waiting for an administrator (who opened it is not said).
  const open =
    rows.length === 0
      ? []
      : await ctx.db
          .selectDistinct({ reviewId: reviewDisputes.reviewId })
          .from(reviewDisputes)
          .where(and(inArray(reviewDisputes.reviewId, rows.map((row) => row.id)), eq(reviewDisputes.status, 'open')));
  const disputed = new Set(open.map((entry) => entry.reviewId));
  const reviewing = !hasRole(couple, 'vendor') && !hasRole(couple, 'administrator');
  const bookings = reviewing ? await listReviewableBookings(ctx, { coupleId: couple.id }) : [];
  const conversations = reviewing ? await listAnsweredConversations(ctx, { coupleId: couple.id }) : [];
  const reviewed = new Set(rows.map((row) => row.serviceId));
  const candidates = new Map<number, ReviewSource>();
  for (const booking of bookings) candidates.set(booking.serviceId, 'booking');
  for (const conversation of conversations) if (!candidates.has(conversation.serviceId)) candidates.set(conversation.serviceId, 'enquiry');
  const listings = await readListings(ctx, [...rows.map((row) => row.serviceId), ...candidates.keys()]);
  const publicListings = await listServiceLinks(ctx, { serviceIds: [...new Set([...rows.map((row) => row.serviceId), ...candidates.keys()])], publicOnly: true });
  const shown = await toReviews(ctx, rows, ownersOf(listings), { full: true });
  return {
    reviews: shown.map((review, index) => ({
      ...review,
      serviceName: listings.get(review.serviceId)?.name ?? 'A listing no longer shown',
      path: publicListings.get(review.serviceId)?.path ?? null,
      status: review.removed ? 'removed' : disputed.has(review.id) ? 'disputed' : 'published',
      listingPage: Math.floor(found[index].before / reviewsPerPage) + 1,
    })),
    toReview: [...candidates]
      .filter(([id]) => !reviewed.has(id) && publicListings.has(id) && publicListings.get(id)!.ownerId !== couple.id)
      .map(([serviceId, source]) => ({ serviceId, serviceName: publicListings.get(serviceId)!.name, path: publicListings.get(serviceId)!.path, source, sourceLine: sourceLines[source] })),
  };
}
