import { and, asc, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import { z } from 'zod';
import { claimStatuses, serviceClaims, vendorDocuments, vendorProfiles, type ClaimStatus } from '../../../db/schema/vendors';
import type { RequestContext } from '../../context';
import { matchUserIds } from '../accounts';
import { listNotificationContacts } from '../accounts/internal';
import { listServiceLinks, matchServiceIds } from '../catalog';
import { blankIsAbsent, containsPattern, pageWindow, parseInput, requireAdministrator, searchTextField, tablePage, tableQueryFields, type TablePage } from '../../kernel';

export const listClaimsInput = z.object({
  /** open (the default: the queue), approved or rejected. */
  state: z.preprocess(blankIsAbsent, z.enum(claimStatuses, 'There is no such state.').default('open')),
  /** Part of the listing's name, the business's name, or the vendor's name or e-mail. */
  q: searchTextField,
  ...tableQueryFields(['sent', 'decided'], 'sent', 'asc'),
});

export type ClaimRow = {
  id: number;
  status: ClaimStatus;
  listing: { id: number; name: string; path: string; website: string | null } | null;
  vendor: { id: number; businessName: string | null; email: string; verified: boolean };
  note: string | null;
  evidenceEmail: string | null;
  documents: { id: number; fileName: string }[];
  /** Why a claim was rejected. */
  reason: string | null;
  createdAt: Date;
  decidedAt: Date | null;
};

/**
 * The administrators' claims: the open ones as a queue (oldest first) with their evidence, or the
 * decided ones, searched, sorted and a page at a time. Administrators only.
 */
export async function listClaims(ctx: RequestContext, input: unknown): Promise<TablePage<ClaimRow>> {
  const { state, q, sort, dir, page } = parseInput(listClaimsInput, input);
  requireAdministrator(ctx.viewer);
  const [people, listings] = q ? await Promise.all([matchUserIds(ctx, { q }), matchServiceIds(ctx, { q })]) : [[], []];
  const where = and(
    eq(serviceClaims.status, state),
    q
      ? or(
          ilike(vendorProfiles.businessName, containsPattern(q)),
          people.length > 0 ? inArray(serviceClaims.vendorId, people) : undefined,
          listings.length > 0 ? inArray(serviceClaims.serviceId, listings) : undefined,
        )
      : undefined,
  );
  const order = dir === 'asc' ? asc : desc;
  const [claims, [{ total }]] = await Promise.all([
    ctx.db
      .select({ claim: serviceClaims, businessName: vendorProfiles.businessName, verifiedAt: vendorProfiles.verifiedAt })
      .from(serviceClaims)
      .leftJoin(vendorProfiles, eq(vendorProfiles.userId, serviceClaims.vendorId))
      .where(where)
      .orderBy(order(sort === 'decided' ? serviceClaims.decidedAt : serviceClaims.createdAt), order(serviceClaims.id))
      .limit(pageWindow(page).limit)
      .offset(pageWindow(page).offset),
    ctx.db.select({ total: count() }).from(serviceClaims).leftJoin(vendorProfiles, eq(vendorProfiles.userId, serviceClaims.vendorId)).where(where),
  ]);
  const claimIds = claims.map((row) => row.claim.id);
  const [contacts, links, documents] = await Promise.all([
    listNotificationContacts(ctx, claims.map((row) => row.claim.vendorId)),
    listServiceLinks(ctx, { serviceIds: claims.map((row) => row.claim.serviceId) }),
    claimIds.length ? ctx.db.select({ id: vendorDocuments.id, claimId: vendorDocuments.claimId, fileName: vendorDocuments.fileName }).from(vendorDocuments).where(inArray(vendorDocuments.claimId, claimIds)) : [],
  ]);
  const rows = claims.map(({ claim, businessName, verifiedAt }) => {
    const email = contacts.get(claim.vendorId)?.email ?? '';
    const link = links.get(claim.serviceId);
    return {
      id: claim.id,
      status: claim.status,
      listing: link ? { id: link.id, name: link.name, path: link.path, website: link.website ?? null } : null,
      vendor: { id: claim.vendorId, businessName, email, verified: verifiedAt !== null },
      note: claim.note,
      evidenceEmail: claim.evidenceEmail,
      documents: documents.filter((document) => document.claimId === claim.id).map(({ id, fileName }) => ({ id, fileName })),
      reason: claim.reason,
      createdAt: claim.createdAt,
      decidedAt: claim.decidedAt,
    };
  });
  return tablePage(rows, total, page);
}
