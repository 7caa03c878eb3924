import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { services } from '../../../db/schema/services';
import type { RequestContext } from '../../context';
import { idField, parseInput, requireAdministrator } from '../../kernel';

export const setVendorListingsVerifiedInput = z.object({ vendorId: idField('There is no such vendor.'), verified: z.boolean() });

/**
 * Shows or hides the "Verified" badge on every listing of a vendor, as an administrator decided
 * (verifyVendor); the search order, which ranks verified vendors first, follows. Administrators only;
 * the caller purges the listings' cached pages (purgeListingPages) once its transaction has committed.
 */
export async function setVendorListingsVerified(ctx: RequestContext, input: unknown): Promise<number[]> {
  const { vendorId, verified } = parseInput(setVendorListingsVerifiedInput, input);
  requireAdministrator(ctx.viewer);
  return ctx.db.transaction(async (tx) => {
    const changed = await tx
      .update(services)
      .set({ isVendorVerified: verified, updatedAt: ctx.clock.now() })
      .where(eq(services.userId, vendorId))
      .returning({ id: services.id });
    const ids = changed.map((row) => row.id);
    await ctx.searchIndex({ ...ctx, db: tx }, { serviceIds: ids });
    return ids;
  });
}
