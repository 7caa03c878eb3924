import { and, eq } from 'drizzle-orm';
import { serviceClaims, vendorDocuments, vendorProfiles } from '../../../db/schema/vendors';
import type { RequestContext } from '../../context';

export type ErasedVendorRecords = { erased: number; afterCommit(): Promise<void> };

/**
 * The vendors module's part of an account's erasure (privacy's eraseDueAccounts, in its
 * transaction): the business profile, the verification documents and the claims still open go;
 * approved claims stay as the record of how a listing was claimed (catalog makes such listings
 * unclaimed again). Tax invoices keep the business identity as issued (billing). `afterCommit`
 * removes the documents' files once the erasure is committed; a failure is logged.
 */
export async function eraseVendorRecordsOf(ctx: Pick<RequestContext, 'db' | 'privateFiles'>, vendorId: number): Promise<ErasedVendorRecords> {
  const documents = await ctx.db.delete(vendorDocuments).where(eq(vendorDocuments.vendorId, vendorId)).returning({ key: vendorDocuments.storageKey });
  const claims = await ctx.db.delete(serviceClaims).where(and(eq(serviceClaims.vendorId, vendorId), eq(serviceClaims.status, 'open'))).returning({ id: serviceClaims.id });
  const profiles = await ctx.db.delete(vendorProfiles).where(eq(vendorProfiles.userId, vendorId)).returning({ id: vendorProfiles.userId });
  return {
    erased: documents.length + claims.length + profiles.length,
    async afterCommit() {
      await Promise.all(documents.map((document) => ctx.privateFiles.remove(document.key)));
    },
  };
}
