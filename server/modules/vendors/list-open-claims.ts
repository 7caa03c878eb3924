import { asc, eq, inArray } from 'drizzle-orm';
import { serviceClaims, vendorDocuments, vendorProfiles } from '../../../db/schema/vendors';
import type { RequestContext } from '../../context';
import { listNotificationContacts } from '../accounts';
import { listServiceLinks } from '../catalog';
import { requireAdministrator } from './policy';

export type OpenClaim = {
  id: number;
  listing: { id: number; name: string; path: string; website: string | null } | null;
  vendor: { id: number; businessName: string | null; email: string; verified: boolean };
  note: string | null;
  evidenceEmail: string | null;
  documents: { id: number; fileName: string }[];
  createdAt: Date;
};

/** The administrators' claims queue: open claims, oldest first, with their evidence. Administrators only. */
export async function listOpenClaims(ctx: RequestContext): Promise<OpenClaim[]> {
  requireAdministrator(ctx.viewer);
  const claims = await ctx.db
    .select({ claim: serviceClaims, businessName: vendorProfiles.businessName, verifiedAt: vendorProfiles.verifiedAt })
    .from(serviceClaims)
    .leftJoin(vendorProfiles, eq(vendorProfiles.userId, serviceClaims.vendorId))
    .where(eq(serviceClaims.status, 'open'))
    .orderBy(asc(serviceClaims.createdAt))
    .limit(100);
  const claimIds = claims.map((row) => row.claim.id);
  const [contacts, links, documents] = await Promise.all([
    listNotificationContacts(ctx, claims.map((row) => row.claim.vendorId)),
    listServiceLinks(ctx, { serviceIds: claims.map((row) => row.claim.serviceId) }),
    claimIds.length ? ctx.db.select({ id: vendorDocuments.id, claimId: vendorDocuments.claimId, fileName: vendorDocuments.fileName }).from(vendorDocuments).where(inArray(vendorDocuments.claimId, claimIds)) : [],
  ]);
  return claims.map(({ claim, businessName, verifiedAt }) => {
    const email = contacts.get(claim.vendorId)?.email ?? '';
    const link = links.get(claim.serviceId);
    return {
      id: claim.id,
      listing: link ? { id: link.id, name: link.name, path: link.path, website: link.website ?? null } : null,
      vendor: { id: claim.vendorId, businessName, email, verified: verifiedAt !== null },
      note: claim.note,
      evidenceEmail: claim.evidenceEmail,
      documents: documents.filter((document) => document.claimId === claim.id).map(({ id, fileName }) => ({ id, fileName })),
      createdAt: claim.createdAt,
    };
  });
}
