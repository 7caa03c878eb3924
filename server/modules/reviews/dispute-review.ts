import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { reviewDisputeFiles, reviewDisputes } from '../../../db/schema/reviews';
import { reviewLimits } from '../../../shared/reviews/rules';
import type { RequestContext } from '../../context';
import { InvalidInputError, isUniqueViolation, parseInput, RefusedError, throttleUploads } from '../../kernel';
import { checkUploadedDocument } from '../../media';
import { readListings } from './dealing';
import { findReviewRow } from './find-review-row';
import { filesField, noteField, reasonField, reviewIdField } from './input-fields';
import { requireListingVendor, requirePublished } from './policy';
import { toReviewCase, type ReviewCase } from './review-case';

export const disputeReviewInput = z.object({ id: reviewIdField, reason: reasonField, note: noteField(true), files: filesField('evidence files', reviewLimits.evidenceMax) });

const alreadyDisputed = () => new RefusedError('You have already disputed this review: a review is disputed once.', 'CONFLICT');

/**
 * GraphQL disputeReview(id, reason, note, files): the listing's vendor disputes a review once, for
 * one of the published reasons (opinion alone is none), with a note and, for "factually wrong",
 * evidence (PDF, JPEG or PNG, kept private: administrators and the vendor read it). The review stays
 * published while an administrator decides.
 */
export async function disputeReview(ctx: RequestContext, input: unknown): Promise<ReviewCase> {
  const { id, reason, note, files } = parseInput(disputeReviewInput, input);
  if (reason === 'factually_wrong' && files.length === 0) throw new InvalidInputError({ files: ['Attach the evidence that shows the review is factually wrong.'] });
  const review = await findReviewRow(ctx.db, id);
  const listing = (await readListings(ctx, [review.serviceId])).get(review.serviceId);
  const vendor = requireListingVendor(ctx.viewer, listing?.ownerId ?? null, 'dispute its reviews');
  requirePublished(review);
  if (files.length > 0) await throttleUploads(ctx.rateLimiter, vendor, { files: files.length });
  const checked = [];
  for (const file of files) checked.push({ file, document: await checkUploadedDocument(file, 'files') });
  const stored: { storageKey: string; fileName: string; contentType: string; size: number }[] = [];
  try {
    for (const { file, document } of checked) {
      const storageKey = `review-evidence/${randomBytes(16).toString('hex')}.${document.extension}`;
      await ctx.privateFiles.put(storageKey, document.bytes, document.contentType);
      stored.push({ storageKey, fileName: fileNameOf(file, document.extension), contentType: document.contentType, size: document.bytes.byteLength });
    }
    const row = await ctx.db.transaction(async (tx) => {
      const [opened] = await tx.insert(reviewDisputes).values({ reviewId: id, kind: 'dispute', openedBy: vendor.id, reason, note, createdAt: ctx.clock.now() }).returning();
      if (stored.length > 0) await tx.insert(reviewDisputeFiles).values(stored.map((file) => ({ disputeId: opened.id, ...file })));
      return opened;
    });
    return toReviewCase(row, stored);
  } catch (error) {
    await Promise.all(stored.map((file) => ctx.privateFiles.remove(file.storageKey)));
    if (isUniqueViolation(error)) throw alreadyDisputed();
    throw error;
  }
}

/** The name shown back: no path, no control characters, bounded, ending in the type found in the bytes. */
function fileNameOf(file: { name?: unknown }, extension: string): string {
  const name = typeof file.name === 'string' ? (file.name.split(/[\\/]/).pop() ?? '') : '';
  const stem = name
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/\.[^.]*$/, '')
    .trim()
    .slice(0, 110);
  return `${stem || 'evidence'}.${extension}`;
}
