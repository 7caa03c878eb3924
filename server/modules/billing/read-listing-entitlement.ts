import { and, eq, ne } from 'drizzle-orm';
import { billingSubscriptions } from '../../../db/schema/billing';
import { basicPhotos, extraPhotos } from '../../../shared/billing/prices';
import type { ListingEntitlement, RequestContext } from '../../context';
import { subscriptionPlans } from './issue-invoice';
import { isListable } from './subscription-machine';

/**
 * What a vendor's subscription in a category allows their listings there: publishing while it is
 * active or in grace, and the basic limits raised by its "Extra {attribute}" add-ons (photos by
 * their attribute number_of_photos, styles by any other). Catalog reaches it through
 * `ctx.listingEntitlements`; the caller has authorized the listing.
 */
export async function readListingEntitlement(ctx: RequestContext, { vendorId, categoryId }: { vendorId: number; categoryId: number }): Promise<ListingEntitlement> {
  const [subscription] = await ctx.db
    .select({ id: billingSubscriptions.id, planId: billingSubscriptions.planId, status: billingSubscriptions.status })
    .from(billingSubscriptions)
    .where(and(eq(billingSubscriptions.vendorId, vendorId), eq(billingSubscriptions.categoryId, categoryId), ne(billingSubscriptions.status, 'ended')));
  if (!subscription || !isListable(subscription.status)) return { subscribed: false, maxPhotos: basicPhotos };
  const plans = await subscriptionPlans(ctx, subscription);
  return { subscribed: true, maxPhotos: basicPhotos + (plans.some((plan) => plan.metadata.attribute === 'number_of_photos') ? extraPhotos : 0) };
}
