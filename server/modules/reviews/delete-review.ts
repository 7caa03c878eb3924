import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { reviewPhotos, reviews } from '../../../db/schema/reviews';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { purgeListingPages } from '../catalog/internal';
import { findReviewRow } from './find-review-row';
import { reviewIdField } from './input-fields';
import { requireAuthor, requirePublished } from './policy';
import { removeReviewPhotos } from './review-photos';
import { refreshReviewScore } from './review-scores';

export const deleteReviewInput = z.object({ id: reviewIdField });

/**
 * GraphQL deleteReview(id): the couple who wrote a review deletes it, with its photos, reply,
 * earlier versions and any open dispute. A review moderation removed stays as its public line.
 */
export async function deleteReview(ctx: RequestContext, input: unknown): Promise<{ id: number }> {
  const { id } = parseInput(deleteReviewInput, input);
  const current = await findReviewRow(ctx.db, id);
  requireAuthor(ctx.viewer, current, 'delete');
  requirePublished(current);
  const photos = await ctx.db.transaction(async (tx) => {
    const row = await findReviewRow(tx, id, { lock: true });
    requirePublished(row);
    const urls = await tx.select({ url: reviewPhotos.url }).from(reviewPhotos).where(eq(reviewPhotos.reviewId, id));
    await tx.delete(reviews).where(eq(reviews.id, id));
    await refreshReviewScore({ ...ctx, db: tx }, row.serviceId);
    return urls.map((photo) => photo.url);
  });
  await removeReviewPhotos(ctx, photos);
  await purgeListingPages(ctx, [current.serviceId]);
  return { id };
}
