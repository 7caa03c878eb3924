import { and, eq, inArray } from 'drizzle-orm';
import { services } from '../../../db/schema/services';
import type { RequestContext } from '../../context';

/** Which listings a hold covers: named ones, or a vendor's (in one category). */
export type HeldListings = { serviceIds: number[] } | { vendorId: number; categoryId?: number };

/** The ids of the listings a selection names. */
export async function selectListingIds(ctx: RequestContext, selection: HeldListings): Promise<number[]> {
  const where =
    'serviceIds' in selection
      ? inArray(services.id, selection.serviceIds)
      : and(eq(services.userId, selection.vendorId), selection.categoryId === undefined ? undefined : eq(services.categoryId, selection.categoryId));
  const listings = await ctx.db.select({ id: services.id }).from(services).where(where);
  return listings.map((row) => row.id);
}
