import { eq } from 'drizzle-orm';
import { services } from '../../../db/schema/services';
import type { RequestContext } from '../../context';
import { listingNotFound } from './policy';

/** Locks a listing for an administrator's change in `ctx`'s transaction; answers whether it is verified. */
export async function lockListing(ctx: RequestContext, serviceId: number) {
  const [listing] = await ctx.db.select({ id: services.id, verified: services.isVendorVerified }).from(services).where(eq(services.id, serviceId)).for('update');
  if (!listing) throw listingNotFound();
  return listing;
}
