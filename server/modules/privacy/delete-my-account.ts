import { z } from 'zod';
import type { RequestContext } from '../../context';
import { deletionConfirmWord } from '../../../shared/privacy/account-deletion';
import { checkboxField, parseInput } from '../../kernel';
import { confirmCurrentPassword, markAccountForDeletion, verifySecondStep } from '../accounts/internal';
import { recordAuditEvent } from '../audit/internal';
import { endBillingOf } from '../billing/internal';
import { purgeListingPages, unpublishVendorListings } from '../catalog/internal';
import { alreadyPendingDeletion, requireOwnAccountDeletion } from './policy';
import { removeDataExports } from './remove-data-exports';
import { log } from '../../observability/log';

export const confirmMessage = `Type ${deletionConfirmWord} in capital letters to confirm.`;
export const noPasswordMessage = 'Your account signs in with Google or Facebook and has no password yet: set one with “Forgot your password?” on the sign-in page, then come back.';

export const deleteMyAccountInput = z.object({
  password: z.string({ error: 'Enter your password.' }).min(1, 'Enter your password.').max(1024, 'Enter your password.'),
  /** The authenticator's code or a recovery code: asked only of an account with the second step on. */
  otp: z.string().trim().max(64, 'This code is not correct.').nullish(),
  confirm: z
    .string({ error: confirmMessage })
    .trim()
    .max(32, confirmMessage)
    .refine((value) => value === deletionConfirmWord, confirmMessage),
  /** Remove the reviews they wrote too, instead of leaving them as by "a former member". */
  removeReviews: checkboxField.optional().default(false),
});

export type AccountDeletion = { deletionDueAt: Date; removesReviews: boolean };

/**
 * GraphQL deleteMyAccount(password, otp, confirm, remove_reviews): a couple or vendor deletes their
 * own account, confirmed with the password (and the second step when it is on) and the typed word.
 * At once, in one transaction: the account is marked for erasure in 14 days and every session ends
 * (it cannot be used; to others the person is now "A former member"); subscriptions end (card ones
 * are cancelled at Stripe once committed); published listings are unpublished; data exports go.
 * Audited. The erasure job (eraseDueAccounts) erases the rest after the undo window.
 */
export async function deleteMyAccount(ctx: RequestContext, input: unknown): Promise<AccountDeletion> {
  const { password, otp, removeReviews } = parseInput(deleteMyAccountInput, input);
  const person = requireOwnAccountDeletion(ctx.viewer);
  await confirmCurrentPassword(ctx, person.id, password, { field: 'password', noPasswordMessage });
  const { dueAt, billing, unpublished, exports } = await ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    await verifySecondStep(tx, person.id, otp);
    const marked = await markAccountForDeletion(tx, person.id, removeReviews);
    if (!marked) throw alreadyPendingDeletion();
    const billing = await endBillingOf(tx, person.id);
    const unpublished = await unpublishVendorListings(tx, person.id);
    const exports = await removeDataExports(tx, person.id);
    await recordAuditEvent(tx, {
      action: 'user.deletion_request',
      entityType: 'user',
      entityId: person.id,
      before: null,
      after: { dueAt: marked.dueAt.toISOString(), removesReviews: removeReviews, sessionsEnded: marked.sessionsEnded, subscriptionsEnded: billing.ended, listingsUnpublished: unpublished, dataExportsRemoved: exports.removed },
      reason: 'Deleted by the person (14 days to cancel)',
    });
    return { dueAt: marked.dueAt, billing, unpublished, exports };
  });
  ctx.sessionCookie.clear();
  await billing.stopCardCharges();
  await purgeListingPages(ctx, unpublished);
  // The rows are gone, so the zips are unreachable: a file left behind is logged, not answered.
  await exports.afterCommit().catch((error: unknown) => log.error({ err: error, requestId: ctx.requestId }, 'Data exports of a deleted account not removed'));
  return { deletionDueAt: dueAt, removesReviews: removeReviews };
}
