import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { reviewReplies } from '../../../db/schema/reviews';
import { reviewLimits } from '../../../shared/reviews/rules';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { purgeListingPages } from '../catalog/internal';
import { readListings } from './dealing';
import { findReviewRow } from './find-review-row';
import { plainText, reviewIdField } from './input-fields';
import { requireListingVendor, requirePublished } from './policy';
import { listingUrl, sendReviewEmails } from './review-emails';
import { toReviews, type Review } from './review-view';

export const replyToReviewInput = z.object({ id: reviewIdField, body: plainText('your reply', 1, reviewLimits.replyMax, { personal: true }) });

/**
 * GraphQL replyToReview(id, body): the listing's vendor answers a review once, in public; the same
 * call edits the reply (dated). The reviewer is told by e-mail.
 */
export async function replyToReview(ctx: RequestContext, input: unknown): Promise<Review> {
  const { id, body } = parseInput(replyToReviewInput, input);
  const current = await findReviewRow(ctx.db, id);
  const listing = (await readListings(ctx, [current.serviceId])).get(current.serviceId);
  const vendor = requireListingVendor(ctx.viewer, listing?.ownerId ?? null, 'reply to its reviews');
  requirePublished(current);
  const now = ctx.clock.now();
  const edited = await ctx.db.transaction(async (tx) => {
    const row = await findReviewRow(tx, id, { lock: true });
    requirePublished(row);
    const [earlier] = await tx.select({ reviewId: reviewReplies.reviewId }).from(reviewReplies).where(eq(reviewReplies.reviewId, id));
    if (earlier) await tx.update(reviewReplies).set({ body, vendorId: vendor.id, editedAt: now }).where(eq(reviewReplies.reviewId, id));
    else await tx.insert(reviewReplies).values({ reviewId: id, vendorId: vendor.id, body, createdAt: now });
    return earlier !== undefined;
  });
  await purgeListingPages(ctx, [current.serviceId]);
  await sendReviewEmails(ctx, [
    {
      userId: current.coupleId,
      mail: {
        subject: `${listing!.name} ${edited ? 'edited its reply' : 'replied'} to your review`,
        paragraphs: [`“${current.title}”: the vendor’s reply is public, under your review.`],
        action: { label: 'Read the reply', url: listingUrl(ctx, listing!.path) },
      },
    },
  ]);
  const [review] = await toReviews(ctx, [await findReviewRow(ctx.db, id)], new Map([[current.serviceId, listing!.ownerId]]));
  return review;
}
