import { serviceHolds, type ServiceHoldKind } from '../../../db/schema/services';
import type { RequestContext } from '../../context';
import { selectListingIds, type HeldListings } from './listing-selection';
import { purgeListingPages } from './purge-listing-pages';

/**
 * Keeps listings out of every public read (search, place pages, carousels, the sitemap, their own
 * page) for one cause, without touching the vendor's own published/unpublished choice. The calling
 * use case has authorized the change and writes its audit entry; pass a context on its transaction
 * (the pages purged before the commit are not cached again from what was read before it). Holding
 * again under the same cause keeps the first reason. Answers the ids held.
 */
export async function holdListings(ctx: RequestContext, { kind, reason, heldBy, ...selection }: HeldListings & { kind: ServiceHoldKind; reason: string; heldBy: number | null }): Promise<number[]> {
  const ids = await selectListingIds(ctx, selection as HeldListings);
  if (ids.length === 0) return ids;
  await ctx.db
    .insert(serviceHolds)
    .values(ids.map((serviceId) => ({ serviceId, kind, reason, heldBy })))
    .onConflictDoNothing();
  await ctx.searchIndex(ctx, { serviceIds: ids });
  await purgeListingPages(ctx, ids);
  return ids;
}
