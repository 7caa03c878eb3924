import { eq, inArray } from 'drizzle-orm';
import { reviewInvitations, reviewPhotos, reviews } from '../../../db/schema/reviews';
import type { RequestContext } from '../../context';
import { purgeListingPages } from '../catalog/internal';
import { removeReviewPhotos } from './review-photos';
import { refreshReviewScore } from './review-scores';

export type ErasedReviews = { erased: number; afterCommit(ctx: RequestContext): Promise<void> };

/**
 * The reviews module's part of an account's erasure (privacy's eraseDueAccounts, in its
 * transaction): the invitations to review go; the reviews the couple wrote stay (shown as by "a
 * former member") unless they asked to remove them too, then they go with their photos, replies
 * and versions, and the listings' scores are counted again. `afterCommit` (given a context
 * outside the transaction) removes the photos' files and the listings' cached pages once it commits.
 */
export async function eraseReviewsOf(ctx: RequestContext, { coupleId, removeReviews }: { coupleId: number; removeReviews: boolean }): Promise<ErasedReviews> {
  const invitations = await ctx.db.delete(reviewInvitations).where(eq(reviewInvitations.coupleId, coupleId)).returning({ serviceId: reviewInvitations.serviceId });
  if (!removeReviews) return { erased: invitations.length, afterCommit: async () => {} };
  const written = await ctx.db.select({ id: reviews.id, serviceId: reviews.serviceId }).from(reviews).where(eq(reviews.coupleId, coupleId));
  const ids = written.map((row) => row.id);
  const photos = ids.length === 0 ? [] : await ctx.db.select({ url: reviewPhotos.url }).from(reviewPhotos).where(inArray(reviewPhotos.reviewId, ids));
  if (ids.length > 0) await ctx.db.delete(reviews).where(inArray(reviews.id, ids));
  const serviceIds = [...new Set(written.map((row) => row.serviceId))];
  for (const serviceId of serviceIds) await refreshReviewScore(ctx, serviceId);
  return {
    erased: invitations.length + ids.length,
    async afterCommit(committed) {
      await removeReviewPhotos(committed, photos.map((photo) => photo.url));
      await purgeListingPages(committed, serviceIds);
    },
  };
}
