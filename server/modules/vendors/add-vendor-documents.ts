import { count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { vendorDocuments, vendorProfiles } from '../../../db/schema/vendors';
import type { RequestContext } from '../../context';
import { idField, InvalidInputError, parseInput, RefusedError, requireSignedIn, throttleUploads } from '../../kernel';
import { findVendorProfile, type VendorProfile } from './find-vendor-profile';
import { authorizeVendorRecord } from './policy';
import { documentFilesField, maxDocumentsPerVendor, removeStoredDocuments, storeDocuments } from './store-documents';

export const addVendorDocumentsInput = z.object({ userId: idField('There is no such vendor.'), files: documentFilesField });

export const verifiedDocumentsMessage = 'Your business is verified: its documents stay as they were checked.';

/**
 * Adds verification documents while the vendor is not verified yet (checked by content, kept
 * private). New documents answer a refusal: it is cleared (its reason stays in the audit log and
 * the e-mail), so the business is back in the administrators' queue.
 */
export async function addVendorDocuments(ctx: RequestContext, input: unknown): Promise<VendorProfile> {
  const { userId, files } = parseInput(addVendorDocumentsInput, input);
  authorizeVendorRecord(ctx.viewer, userId);
  if (files.length === 0) throw new InvalidInputError({ files: ['Choose a document to add.'] });
  const [[profile], [held]] = await Promise.all([
    ctx.db.select({ verifiedAt: vendorProfiles.verifiedAt }).from(vendorProfiles).where(eq(vendorProfiles.userId, userId)),
    ctx.db.select({ n: count() }).from(vendorDocuments).where(eq(vendorDocuments.vendorId, userId)),
  ]);
  if (!profile) throw new RefusedError('There is no such vendor.', 'NOT_FOUND');
  if (profile.verifiedAt) throw new RefusedError(verifiedDocumentsMessage, 'CONFLICT');
  if (held.n + files.length > maxDocumentsPerVendor) throw new InvalidInputError({ files: [`You can keep at most ${maxDocumentsPerVendor} documents: remove one first.`] });
  await throttleUploads(ctx.rateLimiter, requireSignedIn(ctx.viewer), { files: files.length });
  const documents = await storeDocuments(ctx, files, 'files');
  try {
    await ctx.db.transaction(async (db) => {
      await db.insert(vendorDocuments).values(documents.map((document) => ({ ...document, vendorId: userId })));
      await db.update(vendorProfiles).set({ verificationNote: null }).where(eq(vendorProfiles.userId, userId));
    });
  } catch (error) {
    await removeStoredDocuments(ctx, documents);
    throw error;
  }
  return findVendorProfile(ctx, { userId });
}
