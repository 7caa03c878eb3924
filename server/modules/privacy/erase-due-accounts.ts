import type { RequestContext } from '../../context';
import { removeStoredImage } from '../../media';
import { eraseAccountRecord, listAccountsPendingDeletion, type PendingDeletion } from '../accounts/internal';
import { recordAuditEvent } from '../audit/internal';
import { eraseVendorToolsOf } from '../bookings/internal';
import { eraseVendorListings } from '../catalog/internal';
import { eraseEngagementOf } from '../engagement/internal';
import { eraseGuestsOf } from '../guests/internal';
import { eraseSubscriptionOf } from '../mailing-list/internal';
import { eraseChatDigestsOf } from '../messaging/internal';
import { erasePlanningOf } from '../planning/internal';
import { eraseReviewsOf } from '../reviews/internal';
import { eraseVendorRecordsOf, listApprovedClaims } from '../vendors/internal';
import { requireSystemOrAdministrator } from '../../kernel';
import { removeDataExports } from './remove-data-exports';
import { log } from '../../observability/log';

/** Accounts one run erases at most: the job runs hourly, so a backlog clears in a few runs. */
const perRun = 50;

/**
 * The erasure job's run (accountErasure): every account whose 14 days to cancel have run out is
 * erased for good, each in its own transaction, each module erasing its own rows through its own
 * helper: wishlist and notes, planning, guests, the vendor's tools, business profile, documents,
 * drafts (removed) and claimed listings (unclaimed again), the reviews when the person asked, the
 * newsletter subscription, data exports; the users row stays as a tombstone without anything
 * personal (accounts' eraseAccountRecord). Kept: conversations and messages, enquiries, quotes and
 * bookings (the other side's record, shown as by "a former member"), reviews unless removed, tax
 * invoices and the audit log. Files (avatar, documents, review photos, drafts' photos) go once each
 * account's erasure commits. Audited. A system context (no viewer) or an administrator; how many were erased.
 */
export async function eraseDueAccounts(ctx: RequestContext): Promise<{ erased: number }> {
  requireSystemOrAdministrator(ctx.viewer);
  const due = await listAccountsPendingDeletion(ctx, { dueBy: ctx.clock.now(), limit: perRun });
  let erased = 0;
  for (const account of due) {
    try {
      await eraseAccount(ctx, account);
      erased += 1;
    } catch (error) {
      // One account's failure must not hold up the others: it is reported and tried again next run.
      log.error({ err: error, requestId: ctx.requestId }, `Account ${account.id} not erased`);
    }
  }
  return { erased };
}

async function eraseAccount(ctx: RequestContext, { id, removesReviews }: PendingDeletion): Promise<void> {
  const { afterCommit } = await ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const claimed = (await listApprovedClaims(tx, { vendorId: id })).map((claim) => claim.serviceId);
    const listings = await eraseVendorListings(tx, { vendorId: id, claimed });
    const vendor = await eraseVendorRecordsOf(tx, id);
    const reviews = await eraseReviewsOf(tx, { coupleId: id, removeReviews: removesReviews });
    const exports = await removeDataExports(tx, id);
    const rows = {
      wishlist: await eraseEngagementOf(tx, id),
      planning: await erasePlanningOf(tx, id),
      guests: await eraseGuestsOf(tx, id),
      vendorTools: await eraseVendorToolsOf(tx, id),
      vendorRecords: vendor.erased,
      reviews: reviews.erased,
      chatDigests: await eraseChatDigestsOf(tx, id),
      newsletter: await eraseSubscriptionOf(tx, id),
      dataExports: exports.removed,
    };
    const account = await eraseAccountRecord(tx, id);
    await recordAuditEvent(tx, {
      action: 'user.erase',
      entityType: 'user',
      entityId: id,
      before: null,
      after: { rows, listingsUnclaimed: listings.unclaimed, draftsRemoved: listings.drafts, reviewsRemoved: removesReviews },
      reason: 'The 14 days to cancel the deletion ran out',
    });
    const avatar = account?.avatar ?? null;
    return {
      afterCommit: () =>
        Promise.all([listings.afterCommit(ctx), vendor.afterCommit(), reviews.afterCommit(ctx), exports.afterCommit(), avatar ? removeStoredImage(ctx.publicFiles, 'avatars', avatar) : undefined]),
    };
  });
  // The rows are gone: files left behind are unreachable, so a failure is logged, not retried.
  await afterCommit().catch((error: unknown) => log.error({ err: error, requestId: ctx.requestId }, `Files of erased account ${id} not all removed`));
}
