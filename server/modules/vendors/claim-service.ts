import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { serviceClaims, vendorDocuments } from '../../../db/schema/vendors';
import type { RequestContext } from '../../context';
import { emailField, idField, InvalidInputError, isUniqueViolation, parseInput, RefusedError, throttleUploads } from '../../kernel';
import { recordAuditEvent } from '../audit/internal';
import { findClaimableService } from './find-claimable-service';
import { requireVendor } from './policy';
import { documentFilesField, removeStoredDocuments, storeDocuments } from './store-documents';

export const claimServiceInput = z.object({
  serviceId: idField('There is no such listing.'),
  note: z
    .string()
    .trim()
    .max(2_000, 'The note may be at most 2,000 characters')
    .nullish()
    .transform((value) => value || null),
  /** A business address at the listing's website domain, as evidence. */
  evidenceEmail: z.preprocess((value) => (value === '' ? null : value), emailField.nullish()),
  files: documentFilesField,
});

export const claimEvidenceMessage = 'Add a document that shows the business is yours, or a business e-mail address at the listing’s website domain.';
export const openClaimMessage = 'You have already claimed this listing: an administrator will look at it soon.';

/** The host of a website without "www.", lower case; null without one. */
function domainOf(website: string | null): string | null {
  if (!website) return null;
  try {
    return new URL(website).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return null;
  }
}

/**
 * A signed-in vendor claims an unclaimed listing (claimService(serviceId, note, files)): a note and
 * evidence, either documents (checked by content, kept private) or a business e-mail at the
 * listing's domain. The claim waits for an administrator. One open claim per listing and vendor.
 */
export async function claimService(ctx: RequestContext, input: unknown): Promise<number> {
  const { serviceId, note, evidenceEmail, files } = parseInput(claimServiceInput, input);
  const vendor = requireVendor(ctx.viewer);
  const service = await findClaimableService(ctx, serviceId, 'serviceId');
  if (evidenceEmail) {
    const domain = domainOf(service.website);
    const emailDomain = evidenceEmail.split('@').pop()!.toLowerCase();
    if (!domain || (emailDomain !== domain && !emailDomain.endsWith(`.${domain}`))) {
      throw new InvalidInputError({ evidenceEmail: [domain ? `Use an address at ${domain}, the listing’s website.` : 'This listing has no website: add a document instead.'] });
    }
  } else if (files.length === 0) {
    throw new InvalidInputError({ files: [claimEvidenceMessage] });
  }
  const [open] = await ctx.db
    .select({ id: serviceClaims.id })
    .from(serviceClaims)
    .where(and(eq(serviceClaims.serviceId, serviceId), eq(serviceClaims.vendorId, vendor.id), eq(serviceClaims.status, 'open')));
  if (open) throw new RefusedError(openClaimMessage, 'CONFLICT');
  if (files.length > 0) await throttleUploads(ctx.rateLimiter, vendor, { files: files.length });

  const documents = await storeDocuments(ctx, files, 'files');
  try {
    return await ctx.db.transaction(async (tx) => {
      const [claim] = await tx.insert(serviceClaims).values({ serviceId, vendorId: vendor.id, note, evidenceEmail }).returning({ id: serviceClaims.id });
      if (documents.length > 0) await tx.insert(vendorDocuments).values(documents.map((document) => ({ ...document, vendorId: vendor.id, claimId: claim.id })));
      await recordAuditEvent({ ...ctx, db: tx }, { action: 'service_claim.open', entityType: 'service_claim', entityId: claim.id, after: { serviceId, vendorId: vendor.id, evidenceEmail, documents: documents.length } });
      return claim.id;
    });
  } catch (error) {
    await removeStoredDocuments(ctx, documents);
    // The same claim sent twice at once: the second gets the answer above.
    if (isUniqueViolation(error)) throw new RefusedError(openClaimMessage, 'CONFLICT');
    throw error;
  }
}
