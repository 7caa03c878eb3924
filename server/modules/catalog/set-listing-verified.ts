import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { services } from '../../../db/schema/services';
import type { RequestContext } from '../../context';
import { parseInput, requireAdministrator } from '../../kernel';
import { recordAuditEvent } from '../audit/internal';
import { serviceIdField } from './listing-input';
import { lockListing } from './lock-listing';

export const setListingVerifiedInput = z.object({
  serviceId: serviceIdField,
  verified: z.preprocess((value) => !(value === false || value === 'false'), z.boolean()),
});

/**
 * An administrator marks one listing verified (or not): for a listing checked by hand, such as an
 * unclaimed one. A vendor's verification sets all their listings at once (verifyVendor). Audited.
 */
export async function setListingVerified(ctx: RequestContext, input: unknown): Promise<{ serviceId: number; verified: boolean }> {
  const { serviceId, verified } = parseInput(setListingVerifiedInput, input);
  requireAdministrator(ctx.viewer);
  await ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const listing = await lockListing(tx, serviceId);
    await db.update(services).set({ isVendorVerified: verified, updatedAt: ctx.clock.now() }).where(eq(services.id, serviceId));
    await ctx.searchIndex(tx, { serviceIds: [serviceId] });
    await recordAuditEvent(tx, { action: 'service.verified', entityType: 'service', entityId: serviceId, before: { verified: listing.verified }, after: { verified } });
  });
  return { serviceId, verified };
}
