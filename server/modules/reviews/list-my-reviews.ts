import { desc, eq } from 'drizzle-orm';
import { reviews } from '../../../db/schema/reviews';
import { sourceLines, type ReviewSource } from '../../../shared/reviews/rules';
import type { RequestContext } from '../../context';
import { hasRole, requireSignedIn } from '../../kernel';
import { listReviewableBookings } from '../bookings/internal';
import { listServiceLinks } from '../catalog';
import { listAnsweredConversations } from '../messaging/internal';
import { ownersOf, readListings } from './dealing';
import { toReviews, type Review } from './review-view';

export type ListingToReview = { serviceId: number; serviceName: string; path: string; source: ReviewSource; sourceLine: string };

export type MyReviews = {
  /** The viewer's reviews, newest first, each with its listing's name and page. */
  reviews: (Review & { serviceName: string; path: string | null })[];
  /** Public listings the viewer dealt with here and has not reviewed yet. */
  toReview: ListingToReview[];
};

/** GraphQL myReviews: the signed-in couple's reviews, and the businesses they may still review. */
export async function listMyReviews(ctx: RequestContext): Promise<MyReviews> {
  const couple = requireSignedIn(ctx.viewer);
  const rows = await ctx.db.select().from(reviews).where(eq(reviews.coupleId, couple.id)).orderBy(desc(reviews.createdAt), desc(reviews.id));
  const reviewing = !hasRole(couple, 'vendor') && !hasRole(couple, 'administrator');
  const bookings = reviewing ? await listReviewableBookings(ctx, { coupleId: couple.id }) : [];
  const conversations = reviewing ? await listAnsweredConversations(ctx, { coupleId: couple.id }) : [];
  const reviewed = new Set(rows.map((row) => row.serviceId));
  const candidates = new Map<number, ReviewSource>();
  for (const booking of bookings) candidates.set(booking.serviceId, 'booking');
  for (const conversation of conversations) if (!candidates.has(conversation.serviceId)) candidates.set(conversation.serviceId, 'enquiry');
  const listings = await readListings(ctx, [...rows.map((row) => row.serviceId), ...candidates.keys()]);
  const publicListings = await listServiceLinks(ctx, { serviceIds: [...candidates.keys()].filter((id) => !reviewed.has(id)), publicOnly: true });
  const shown = await toReviews(ctx, rows, ownersOf(listings));
  return {
    reviews: shown.map((review) => ({ ...review, serviceName: listings.get(review.serviceId)?.name ?? 'A listing no longer shown', path: listings.get(review.serviceId)?.path ?? null })),
    toReview: [...candidates]
      .filter(([id]) => publicListings.has(id) && publicListings.get(id)!.ownerId !== couple.id)
      .map(([serviceId, source]) => ({ serviceId, serviceName: publicListings.get(serviceId)!.name, path: publicListings.get(serviceId)!.path, source, sourceLine: sourceLines[source] })),
  };
}
