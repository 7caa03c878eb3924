import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { reviewPhotos, reviews } from '../../../db/schema/reviews';
import type { RequestContext } from '../../context';
import { isUniqueViolation, parseInput, throttleUploads } from '../../kernel';
import { purgeListingPages } from '../catalog/internal';
import { findDealing, requirePublicListing } from './dealing';
import { bodyField, photosField, ratingField, serviceIdField, subScoreField, titleField, weddingMonthField } from './input-fields';
import { alreadyReviewed, notInTouch, requireReviewer } from './policy';
import { listingUrl, sendReviewEmails } from './review-emails';
import { removeReviewPhotos, storeReviewPhotos } from './review-photos';
import { refreshReviewScore } from './review-scores';
import { toReviews, type Review } from './review-view';

export const reviewFields = {
  rating: ratingField,
  title: titleField,
  body: bodyField,
  quality: subScoreField,
  responsiveness: subScoreField,
  professionalism: subScoreField,
  value: subScoreField,
  weddingMonth: weddingMonthField,
  photos: photosField,
};

export const writeReviewInput = z.object({ serviceId: serviceIdField, ...reviewFields });

/**
 * GraphQL writeReview: a couple who dealt with the listing's vendor here (a confirmed booking, or a
 * conversation the vendor answered) reviews it, once: hearts 1–5 overall, optional sub-scores, a
 * title, 60 to 5,000 characters of plain text without phone numbers or e-mail addresses, the
 * wedding's month (by default the booking's or the couple's wedding date), up to 5 photos. It is
 * published at once; its vendor is told.
 */
export async function writeReview(ctx: RequestContext, input: unknown): Promise<Review> {
  const { serviceId, photos, weddingMonth, ...fields } = parseInput(writeReviewInput, input);
  const listing = await requirePublicListing(ctx, serviceId);
  const couple = requireReviewer(ctx.viewer, listing.ownerId);
  const [existing] = await ctx.db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.coupleId, couple.id), eq(reviews.serviceId, serviceId)));
  if (existing) throw alreadyReviewed();
  const dealing = await findDealing(ctx, couple.id, serviceId);
  if (!dealing) throw notInTouch();

  if (photos.length > 0) await throttleUploads(ctx.rateLimiter, couple, { files: photos.length });
  const stored = await storeReviewPhotos(ctx, photos);
  const month = weddingMonth ?? dealing.booking?.eventDate.slice(0, 7) ?? couple.weddingDate?.slice(0, 7) ?? null;
  let row;
  try {
    row = await ctx.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(reviews)
        .values({
          serviceId,
          coupleId: couple.id,
          vendorId: listing.ownerId,
          source: dealing.source,
          ...fields,
          quality: fields.quality ?? null,
          responsiveness: fields.responsiveness ?? null,
          professionalism: fields.professionalism ?? null,
          value: fields.value ?? null,
          weddingMonth: month,
          photoCount: stored.length,
          createdAt: ctx.clock.now(),
        })
        .returning();
      if (stored.length > 0) await tx.insert(reviewPhotos).values(stored.map((photo, position) => ({ reviewId: inserted.id, ...photo, position })));
      await refreshReviewScore({ ...ctx, db: tx }, serviceId);
      return inserted;
    });
  } catch (error) {
    await removeReviewPhotos(ctx, stored.map((photo) => photo.url));
    // Two submissions at once: the second finds the first.
    if (isUniqueViolation(error)) throw alreadyReviewed();
    throw error;
  }
  await purgeListingPages(ctx, [serviceId]);
  await sendReviewEmails(ctx, [
    {
      userId: listing.ownerId,
      mail: {
        subject: `A new review of ${listing.name}`,
        paragraphs: [`${row.rating} of 5 hearts: “${row.title}”.`, 'You may reply once, in public. If the review breaks one of the published rules, you may dispute it.'],
        action: { label: 'Read the review', url: listingUrl(ctx, listing.path) },
      },
    },
  ]);
  const [review] = await toReviews(ctx, [row], new Map([[serviceId, listing.ownerId]]));
  return review;
}
