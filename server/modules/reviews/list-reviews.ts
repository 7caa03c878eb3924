import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { reviews } from '../../../db/schema/reviews';
import { reviewsPerPage, type ReviewSort } from '../../../shared/reviews/rules';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { requirePublicListing } from './dealing';
import { pageField, serviceIdField, sortField } from './input-fields';
import { toReviews, type Review } from './review-view';

export const listReviewsInput = z.object({ serviceId: serviceIdField, sort: sortField, page: pageField });

export type ReviewPage = { serviceId: number; sort: ReviewSort; page: number; pages: number; perPage: number; total: number; reviews: Review[] };

const published = sql`(${reviews.status} = 'published')`;

/**
 * Each sort's order: newest first unless the couple chose otherwise, and nothing but the chosen sort
 * moves a review (no vendor, no sentiment, no reply decides). A removed review's line keeps its place
 * among the newest and follows the published reviews in the other sorts.
 */
const orders: Record<ReviewSort, SQL[]> = {
  newest: [desc(reviews.createdAt), desc(reviews.id)],
  highest: [desc(published), desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  lowest: [desc(published), asc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  with_photos: [desc(sql`(${reviews.photoCount} > 0 and ${reviews.status} = 'published')`), desc(reviews.createdAt), desc(reviews.id)],
};

/**
 * GraphQL reviews(service_id, sort, page): a public listing's reviews, 10 a page, with their
 * photos, the vendor's reply and the lines of removed reviews. Anyone may read them. A page past the
 * last answers the last.
 */
export async function listReviews(ctx: RequestContext, input: unknown): Promise<ReviewPage> {
  const { serviceId, sort, page: asked } = parseInput(listReviewsInput, input);
  const listing = await requirePublicListing(ctx, serviceId);
  const [{ total }] = await ctx.db.select({ total: count() }).from(reviews).where(eq(reviews.serviceId, serviceId));
  const pages = Math.max(1, Math.ceil(total / reviewsPerPage));
  const page = Math.min(asked ?? 1, pages);
  const rows = await ctx.db
    .select()
    .from(reviews)
    .where(and(eq(reviews.serviceId, serviceId)))
    .orderBy(...orders[sort])
    .limit(reviewsPerPage)
    .offset((page - 1) * reviewsPerPage);
  return { serviceId, sort, page, pages, perPage: reviewsPerPage, total, reviews: await toReviews(ctx, rows, new Map([[serviceId, listing.ownerId]])) };
}
