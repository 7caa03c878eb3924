import { and, count, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { reviewPhotos, reviewVersions, reviews } from '../../../db/schema/reviews';
import { reviewLimits } from '../../../shared/reviews/rules';
import type { RequestContext } from '../../context';
import { InvalidInputError, parseInput, throttleUploads } from '../../kernel';
import { purgeListingPages } from '../catalog/internal';
import { findReviewRow } from './find-review-row';
import { readListings } from './dealing';
import { removePhotosField, reviewIdField } from './input-fields';
import { requireAuthor, requirePublished } from './policy';
import { removeReviewPhotos, storeReviewPhotos } from './review-photos';
import { refreshReviewScore } from './review-scores';
import { toReviews, type Review } from './review-view';
import { reviewFields } from './write-review';

export const updateReviewInput = z.object({ id: reviewIdField, ...reviewFields, removePhotos: removePhotosField });

/**
 * GraphQL updateReview(id, …): the couple who wrote a review edits it (all its fields again; new
 * photos are added, `remove_photos` names photos to take away, at most 5 in all). The edit is dated
 * and the earlier text is kept for moderation (never shown). A review moderation removed stays as it is.
 */
export async function updateReview(ctx: RequestContext, input: unknown): Promise<Review> {
  const { id, photos, removePhotos, weddingMonth, ...fields } = parseInput(updateReviewInput, input);
  const current = await findReviewRow(ctx.db, id);
  const couple = requireAuthor(ctx.viewer, current, 'edit');
  requirePublished(current);
  const existing = await ctx.db.select({ id: reviewPhotos.id }).from(reviewPhotos).where(eq(reviewPhotos.reviewId, id));
  const kept = existing.filter((photo) => !removePhotos.includes(photo.id)).length;
  if (kept + photos.length > reviewLimits.photosMax) throw new InvalidInputError({ photos: [`A review has at most ${reviewLimits.photosMax} photos: remove some first.`] });

  if (photos.length > 0) await throttleUploads(ctx.rateLimiter, couple, { files: photos.length });
  const stored = await storeReviewPhotos(ctx, photos);
  const now = ctx.clock.now();
  let outcome;
  try {
    outcome = await ctx.db.transaction(async (tx) => {
      const row = await findReviewRow(tx, id, { lock: true });
      requirePublished(row);
      await tx.insert(reviewVersions).values({
        reviewId: id,
        rating: row.rating,
        quality: row.quality,
        responsiveness: row.responsiveness,
        professionalism: row.professionalism,
        value: row.value,
        title: row.title,
        body: row.body,
        weddingMonth: row.weddingMonth,
        writtenAt: row.editedAt ?? row.createdAt,
        replacedAt: now,
      });
      const removed = removePhotos.length === 0 ? [] : await tx.delete(reviewPhotos).where(and(eq(reviewPhotos.reviewId, id), inArray(reviewPhotos.id, removePhotos))).returning({ url: reviewPhotos.url });
      const [{ photos: remaining }] = await tx.select({ photos: count() }).from(reviewPhotos).where(eq(reviewPhotos.reviewId, id));
      if (remaining + stored.length > reviewLimits.photosMax) throw new InvalidInputError({ photos: [`A review has at most ${reviewLimits.photosMax} photos: remove some first.`] });
      if (stored.length > 0) await tx.insert(reviewPhotos).values(stored.map((photo, index) => ({ reviewId: id, ...photo, position: remaining + index })));
      const [updated] = await tx
        .update(reviews)
        .set({
          ...fields,
          quality: fields.quality ?? null,
          responsiveness: fields.responsiveness ?? null,
          professionalism: fields.professionalism ?? null,
          value: fields.value ?? null,
          weddingMonth: weddingMonth ?? row.weddingMonth,
          photoCount: remaining + stored.length,
          editedAt: now,
        })
        .where(eq(reviews.id, id))
        .returning();
      await refreshReviewScore({ ...ctx, db: tx }, row.serviceId);
      return { updated, removed };
    });
  } catch (error) {
    await removeReviewPhotos(ctx, stored.map((photo) => photo.url));
    throw error;
  }
  await removeReviewPhotos(ctx, outcome.removed.map((photo) => photo.url));
  await purgeListingPages(ctx, [current.serviceId]);
  const listings = await readListings(ctx, [current.serviceId]);
  const [review] = await toReviews(ctx, [outcome.updated], new Map([[current.serviceId, listings.get(current.serviceId)?.ownerId ?? null]]));
  return review;
}
