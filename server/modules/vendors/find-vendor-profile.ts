import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { serviceClaims, vendorDocuments, vendorProfiles, type BusinessCountry, type ClaimStatus } from '../../../db/schema/vendors';
import type { RequestContext } from '../../context';
import { idField, parseInput, RefusedError } from '../../kernel';
import { authorizeVendorRecord } from './policy';

export const vendorProfileInput = z.object({ userId: idField('There is no such vendor.') });

export type VendorDocument = { id: number; fileName: string; contentType: string; size: number; claimId: number | null; createdAt: Date };
export type VendorClaim = { id: number; serviceId: number; status: ClaimStatus; reason: string | null; createdAt: Date };

/** A vendor's business as they (and administrators) see it: never shown to couples whole. */
export type VendorProfile = {
  userId: number;
  businessName: string;
  jobTitle: string;
  phone: string;
  website: string | null;
  businessCountry: BusinessCountry;
  businessNumber: string;
  verifiedAt: Date | null;
  documents: VendorDocument[];
  claims: VendorClaim[];
};

/** The vendor's business, documents and claims, in three queries: the vendor themself or an administrator. */
export async function findVendorProfile(ctx: RequestContext, input: unknown): Promise<VendorProfile> {
  const { userId } = parseInput(vendorProfileInput, input);
  authorizeVendorRecord(ctx.viewer, userId);
  const [[profile], documents, claims] = await Promise.all([
    ctx.db.select().from(vendorProfiles).where(eq(vendorProfiles.userId, userId)),
    ctx.db
      .select({ id: vendorDocuments.id, fileName: vendorDocuments.fileName, contentType: vendorDocuments.contentType, size: vendorDocuments.size, claimId: vendorDocuments.claimId, createdAt: vendorDocuments.createdAt })
      .from(vendorDocuments)
      .where(eq(vendorDocuments.vendorId, userId))
      .orderBy(asc(vendorDocuments.id)),
    ctx.db
      .select({ id: serviceClaims.id, serviceId: serviceClaims.serviceId, status: serviceClaims.status, reason: serviceClaims.reason, createdAt: serviceClaims.createdAt })
      .from(serviceClaims)
      .where(eq(serviceClaims.vendorId, userId))
      .orderBy(asc(serviceClaims.id)),
  ]);
  if (!profile) throw new RefusedError('There is no such vendor.', 'NOT_FOUND');
  return {
    userId,
    businessName: profile.businessName,
    jobTitle: profile.jobTitle,
    phone: profile.phone,
    website: profile.website,
    businessCountry: profile.businessCountry,
    businessNumber: profile.businessNumber,
    verifiedAt: profile.verifiedAt,
    documents,
    claims,
  };
}
