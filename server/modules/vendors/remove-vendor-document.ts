import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { vendorDocuments, vendorProfiles } from '../../../db/schema/vendors';
import type { RequestContext } from '../../context';
import { idField, parseInput, RefusedError } from '../../kernel';
import { verifiedDocumentsMessage } from './add-vendor-documents';
import { findVendorProfile, type VendorProfile } from './find-vendor-profile';
import { authorizeDocument, documentNotFound } from './policy';

export const removeVendorDocumentInput = z.object({ id: idField('There is no such document.') });

/** Removes one of the vendor's documents while they are not verified; another vendor's answers as not found. */
export async function removeVendorDocument(ctx: RequestContext, input: unknown): Promise<VendorProfile> {
  const { id } = parseInput(removeVendorDocumentInput, input);
  const [document] = await ctx.db
    .select({ vendorId: vendorDocuments.vendorId, storageKey: vendorDocuments.storageKey, verifiedAt: vendorProfiles.verifiedAt })
    .from(vendorDocuments)
    .leftJoin(vendorProfiles, eq(vendorProfiles.userId, vendorDocuments.vendorId))
    .where(eq(vendorDocuments.id, id));
  if (!document) throw documentNotFound();
  authorizeDocument(ctx.viewer, document.vendorId);
  if (document.verifiedAt) throw new RefusedError(verifiedDocumentsMessage, 'CONFLICT');
  await ctx.db.delete(vendorDocuments).where(eq(vendorDocuments.id, id));
  // The row is gone first: a file without a row is only unreachable, a row without a file would fail.
  await ctx.privateFiles.remove(document.storageKey);
  return findVendorProfile(ctx, { userId: document.vendorId });
}
