import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { services } from '../../../db/schema/services';
import type { RequestContext } from '../../context';
import { idField, parseInput, RefusedError, requireAdministrator } from '../../kernel';

export const transferServiceOwnershipInput = z.object({
  serviceId: idField('There is no such service.'),
  vendorId: idField('There is no such vendor.'),
  /** Whether the new owner is a verified vendor: the listing's badge follows its owner. */
  vendorVerified: z.boolean(),
});

/**
 * Gives a listing to a vendor (an approved claim): the owner changes, the `unclaimed` status is
 * cleared, the badge follows the new owner, and the search index follows. Administrators only;
 * the caller writes the audit record in the same transaction, and purges the listing's cached pages
 * (purgeListingPages) once it has committed. Answers the owner before and after.
 */
export async function transferServiceOwnership(ctx: RequestContext, input: unknown): Promise<{ previousOwnerId: number | null; ownerId: number }> {
  const { serviceId, vendorId, vendorVerified } = parseInput(transferServiceOwnershipInput, input);
  requireAdministrator(ctx.viewer);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select({ ownerId: services.userId }).from(services).where(eq(services.id, serviceId)).for('update');
    if (!row) throw new RefusedError('There is no such service.', 'NOT_FOUND');
    await tx
      .update(services)
      .set({ userId: vendorId, status: null, isVendorVerified: vendorVerified, updatedAt: ctx.clock.now() })
      .where(eq(services.id, serviceId));
    // The index is derived from the listing tables by one statement (db/search-index.ts).
    await ctx.searchIndex({ ...ctx, db: tx }, { serviceIds: [serviceId] });
    return { previousOwnerId: row.ownerId, ownerId: vendorId };
  });
}
