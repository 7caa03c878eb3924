import { and, eq } from 'drizzle-orm';
import { services } from '../../../db/schema/services';
import type { RequestContext } from '../../context';

/**
 * A vendor who deleted their account (privacy's deleteMyAccount, in its transaction): every
 * published listing of theirs is unpublished at once and stays theirs, so cancelling the deletion
 * finds them as they were, unpublished. Search rows are refreshed in the transaction; the caller
 * purges the cached pages (purgeListingPages) once it commits. The ids.
 */
export async function unpublishVendorListings(ctx: RequestContext, vendorId: number): Promise<number[]> {
  const now = ctx.clock.now();
  const rows = await ctx.db
    .update(services)
    .set({ listingState: 'unpublished', updatedAt: now })
    .where(and(eq(services.userId, vendorId), eq(services.listingState, 'published')))
    .returning({ id: services.id });
  const ids = rows.map((row) => row.id);
  if (ids.length > 0) await ctx.searchIndex(ctx, { serviceIds: ids });
  return ids;
}
