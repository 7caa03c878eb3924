import { eq } from 'drizzle-orm';
import { listingLimits } from '../../../shared/catalog/listing-fields';
import { services } from '../../../db/schema/services';
import type { RequestContext } from '../../context';

/**
 * How many photos a listing may have: the basic count, raised by the "Extra Photos" add-on of its
 * vendor's subscription in its category (billing answers through the context). An unclaimed
 * listing has the basic count. The caller has authorized the listing.
 */
export async function listingPhotoLimit(ctx: RequestContext, serviceId: number): Promise<number> {
  const [listing] = await ctx.db.select({ vendorId: services.userId, categoryId: services.categoryId }).from(services).where(eq(services.id, serviceId));
  if (listing?.vendorId == null) return listingLimits.photos;
  return (await ctx.listingEntitlements(ctx, { vendorId: listing.vendorId, categoryId: listing.categoryId })).maxPhotos;
}
