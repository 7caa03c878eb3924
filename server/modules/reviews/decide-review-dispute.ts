import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { reviewDisputes, reviews } from '../../../db/schema/reviews';
import { disputeReasons, removalLine, reviewLimits, type DisputeReason } from '../../../shared/reviews/rules';
import type { RequestContext } from '../../context';
import { parseInput, RefusedError, requireAdministrator } from '../../kernel';
import { recordAuditEvent } from '../audit/internal';
import { purgeListingPages } from '../catalog/internal';
import { readListings } from './dealing';
import { caseIdField, decisionField, plainText } from './input-fields';
import { caseNotFound } from './policy';
import { toReviewCase, type ReviewCase } from './review-case';
import { listingUrl, sendReviewEmails } from './review-emails';
import { refreshReviewScore } from './review-scores';

export const decideReviewDisputeInput = z.object({ id: caseIdField, uphold: decisionField, note: plainText('a note on the decision', 1, reviewLimits.noteMax) });

/**
 * GraphQL decideReviewDispute(id, uphold, note): an administrator decides an open dispute or report.
 * Upheld, the review is removed (never edited): the page shows "A review was removed on {date}
 * because {reason}", the score leaves it out, and the review's other open cases close with it.
 * Rejected, it stays as it was. The decision goes to the audit log, is e-mailed to the reviewer and
 * to whoever opened the case, and counts in the yearly transparency figures.
 */
export async function decideReviewDispute(ctx: RequestContext, input: unknown): Promise<ReviewCase> {
  const { id, uphold, note } = parseInput(decideReviewDisputeInput, input);
  const admin = requireAdministrator(ctx.viewer);
  const now = ctx.clock.now();
  const { decided, review } = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(reviewDisputes).where(eq(reviewDisputes.id, id)).for('update');
    if (!row) throw caseNotFound();
    if (row.status !== 'open') throw new RefusedError('This dispute has already been decided.', 'CONFLICT');
    const [target] = await tx.select().from(reviews).where(eq(reviews.id, row.reviewId)).for('update');
    const [decidedRow] = await tx
      .update(reviewDisputes)
      .set({ status: uphold ? 'upheld' : 'rejected', decidedAt: now, decidedBy: admin.id, decisionNote: note })
      .where(eq(reviewDisputes.id, id))
      .returning();
    if (uphold && target.status === 'published') {
      await tx.update(reviews).set({ status: 'removed', removedAt: now, removedReason: row.reason }).where(eq(reviews.id, target.id));
      await tx
        .update(reviewDisputes)
        .set({ status: 'closed', decidedAt: now, decidedBy: admin.id, decisionNote: 'Closed: the review was removed on another dispute or report.' })
        .where(and(eq(reviewDisputes.reviewId, target.id), eq(reviewDisputes.status, 'open'), ne(reviewDisputes.id, id)));
      await refreshReviewScore({ ...ctx, db: tx }, target.serviceId);
    }
    await recordAuditEvent(
      { db: tx, viewer: admin },
      {
        action: uphold ? 'review_dispute.uphold' : 'review_dispute.reject',
        entityType: 'review_dispute',
        entityId: id,
        before: { status: 'open', reviewId: target.id, reviewStatus: target.status, kind: row.kind, reason: row.reason },
        after: { status: decidedRow.status, reviewId: target.id, reviewStatus: uphold ? 'removed' : target.status, serviceId: target.serviceId },
        reason: note,
      },
    );
    return { decided: decidedRow, review: target };
  });
  await purgeListingPages(ctx, [review.serviceId]);
  const listing = (await readListings(ctx, [review.serviceId])).get(review.serviceId);
  const reason = decided.reason as DisputeReason;
  const what = decided.kind === 'dispute' ? 'dispute' : 'report';
  const outcome = uphold ? `The ${what} was upheld: the review was removed. The page now says: “${removalLine(now, reason)}”` : `The ${what} was rejected: the review stays published.`;
  const action = listing ? { label: 'See the listing’s reviews', url: listingUrl(ctx, listing.path) } : undefined;
  await sendReviewEmails(ctx, [
    {
      userId: review.coupleId,
      mail: { subject: `A decision on your review “${review.title}”`, paragraphs: [`Your review of ${listing?.name ?? 'a listing'} was disputed or reported because: ${disputeReasons[reason].label.toLowerCase()}.`, outcome, `The administrator’s note: ${note}`], action },
    },
    {
      userId: decided.openedBy,
      mail: { subject: `A decision on your ${what} of a review`, paragraphs: [`You ${what === 'dispute' ? 'disputed' : 'reported'} the review “${review.title}” of ${listing?.name ?? 'a listing'}.`, outcome, `The administrator’s note: ${note}`], action },
    },
  ]);
  return toReviewCase(decided, []);
}
