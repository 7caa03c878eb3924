import { and, desc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { serviceClaims } from '../../../db/schema/vendors';
import type { RequestContext } from '../../context';
import { idField, parseInput } from '../../kernel';

export const listApprovedClaimsInput = z.object({ vendorId: idField('There is no such vendor.').optional() });

export type ApprovedClaim = { serviceId: number; vendorId: number; approvedAt: Date };

/**
 * Approved claims, the latest per listing (a listing claimed again after it was unclaimed counts
 * from its latest approval), of one vendor or all: billing's 30 days to subscribe run from
 * `approvedAt`. A read for other modules' jobs and the vendor's own pages; the caller has
 * authorized it. Whether the listing is still the claimant's is catalog's to say.
 */
export async function listApprovedClaims(ctx: RequestContext, input: unknown): Promise<ApprovedClaim[]> {
  const { vendorId } = parseInput(listApprovedClaimsInput, input);
  const conditions: SQL[] = [eq(serviceClaims.status, 'approved')];
  if (vendorId !== undefined) conditions.push(eq(serviceClaims.vendorId, vendorId));
  const rows = await ctx.db
    .selectDistinctOn([serviceClaims.serviceId], { serviceId: serviceClaims.serviceId, vendorId: serviceClaims.vendorId, approvedAt: serviceClaims.decidedAt })
    .from(serviceClaims)
    .where(and(...conditions))
    .orderBy(serviceClaims.serviceId, desc(serviceClaims.decidedAt));
  // An approved claim always has its decision date.
  return rows.map((row) => ({ ...row, approvedAt: row.approvedAt! }));
}
