import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { reviewDisputeFiles, reviewDisputes, reviews } from '../../../db/schema/reviews';
import { reviewsPerPage } from '../../../shared/reviews/rules';
import type { RequestContext } from '../../context';
import { parseInput, requireRole } from '../../kernel';
import { listVendorServices } from '../catalog';
import { pageField } from './input-fields';
import { toReviewCase, type ReviewCase } from './review-case';
import { toReviews, type Review } from './review-view';

export const listVendorReviewsInput = z.object({ page: pageField });

export type VendorReview = Review & {
  listing: { id: number; name: string; path: string | null };
  /** The vendor's own dispute of the review (one a review), with its evidence files' names. */
  dispute: ReviewCase | null;
};

export type VendorReviewPage = { page: number; pages: number; perPage: number; total: number; listings: number; reviews: VendorReview[] };

/**
 * The vendor's Reviews page (/vendors/reviews): the reviews of the signed-in vendor's own listings,
 * newest first, 10 a page, each with the vendor's reply and their own dispute of it. Vendors only;
 * nothing of another vendor's reviews is read (the listings are the viewer's own).
 */
export async function listVendorReviews(ctx: RequestContext, input: unknown): Promise<VendorReviewPage> {
  const { page: asked } = parseInput(listVendorReviewsInput, input);
  const vendor = requireRole(ctx.viewer, 'vendor');
  const listings = await listVendorServices(ctx, { vendorId: vendor.id });
  const serviceIds = listings.map((listing) => listing.id);
  if (serviceIds.length === 0) return { page: 1, pages: 1, perPage: reviewsPerPage, total: 0, listings: 0, reviews: [] };
  const mine = inArray(reviews.serviceId, serviceIds);
  const [{ total }] = await ctx.db.select({ total: count() }).from(reviews).where(mine);
  const pages = Math.max(1, Math.ceil(total / reviewsPerPage));
  const page = Math.min(asked ?? 1, pages);
  const rows = await ctx.db
    .select()
    .from(reviews)
    .where(mine)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(reviewsPerPage)
    .offset((page - 1) * reviewsPerPage);
  const ids = rows.map((row) => row.id);
  const disputes = ids.length === 0 ? [] : await ctx.db.select().from(reviewDisputes).where(and(inArray(reviewDisputes.reviewId, ids), eq(reviewDisputes.kind, 'dispute'), eq(reviewDisputes.openedBy, vendor.id)));
  const files = disputes.length === 0 ? [] : await ctx.db.select().from(reviewDisputeFiles).where(inArray(reviewDisputeFiles.disputeId, disputes.map((row) => row.id)));
  const byId = new Map(listings.map((listing) => [listing.id, listing]));
  const shown = await toReviews(ctx, rows, new Map(listings.map((listing) => [listing.id, listing.ownerId])));
  return {
    page,
    pages,
    perPage: reviewsPerPage,
    total,
    listings: listings.length,
    reviews: shown.map((review) => {
      const listing = byId.get(review.serviceId)!;
      const dispute = disputes.find((row) => row.reviewId === review.id);
      return {
        ...review,
        listing: { id: listing.id, name: listing.name, path: listing.path },
        dispute: dispute ? toReviewCase(dispute, files.filter((file) => file.disputeId === dispute.id)) : null,
      };
    }),
  };
}
