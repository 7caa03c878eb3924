import type { RequestContext } from '../../context';
import { deleteAccount } from '../accounts';
import { deleteAccountInput } from '../accounts/internal';
import { requireAdministrator, parseInput } from '../../kernel';
import { recordAuditEvent } from '../audit/internal';
import { endVendorBilling } from '../billing';
import { unclaimVendorListings } from '../catalog';
import { removeStoredImage } from '../../media';
import { listVendorDocumentKeys } from '../vendors';
import { log } from '../../observability/log';

/**
 * Deletes an account on its owner's request (Australian Privacy Principle 11.2), across the modules
 * that hold its data, in one transaction: a vendor's listings become unclaimed (catalog), then the
 * account goes with everything that hangs off it (accounts). Afterwards its files go: the avatar and
 * the verification documents. Kept: the audit log, and tax invoices. Audited.
 */
export async function deleteUser(ctx: RequestContext, input: unknown): Promise<{ id: number; listingsUnclaimed: number }> {
  const { id, confirmEmail } = parseInput(deleteAccountInput, input);
  requireAdministrator(ctx.viewer);
  const { avatar, documents, unclaimed, billing } = await ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const documents = await listVendorDocumentKeys(tx, { vendorId: id });
    // Subscriptions end, their card charges stop once this commits; tax invoices stay, without the account.
    const billing = await endVendorBilling(tx, { vendorId: id });
    const unclaimed = await unclaimVendorListings(tx, { vendorId: id });
    if (unclaimed.length > 0) await recordAuditEvent(tx, { action: 'service.unclaim', entityType: 'vendor', entityId: id, before: { listings: unclaimed }, after: { listings: [] }, reason: 'The owner’s account was deleted' });
    const { avatar } = await deleteAccount(tx, { id, confirmEmail });
    return { avatar, documents, unclaimed, billing };
  });
  await billing.stopCardCharges();
  // The rows are gone: files left behind would be unreachable, so a failure is logged, not answered.
  await Promise.all([
    ...documents.map((key) => ctx.privateFiles.remove(key)),
    avatar ? removeStoredImage(ctx.publicFiles, 'avatars', avatar) : Promise.resolve(),
  ]).catch((error: unknown) => log.error({ err: error, requestId: ctx.requestId }, 'Files of a deleted account not removed'));
  return { id, listingsUnclaimed: unclaimed.length };
}
