import { and, eq, inArray } from 'drizzle-orm';
import { serviceHolds, type ServiceHoldKind } from '../../../db/schema/services';
import type { RequestContext } from '../../context';
import { selectListingIds, type HeldListings } from './listing-selection';
import { purgeListingPages } from './purge-listing-pages';

/** Ends one cause's hold on listings; those no other cause holds are public again at once. Like holdListings, the caller has decided. */
export async function releaseListings(ctx: RequestContext, { kind, ...selection }: HeldListings & { kind: ServiceHoldKind }): Promise<number[]> {
  const ids = await selectListingIds(ctx, selection as HeldListings);
  if (ids.length === 0) return ids;
  await ctx.db.delete(serviceHolds).where(and(eq(serviceHolds.kind, kind), inArray(serviceHolds.serviceId, ids)));
  await ctx.searchIndex(ctx, { serviceIds: ids });
  await purgeListingPages(ctx, ids);
  return ids;
}
