import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { billingSubscriptions } from '../../../db/schema/billing';
import { basicPhotos, extraPhotos, extraStyles } from '../../../shared/billing/prices';
import type { ListingEntitlement, RequestContext } from '../../context';
import { idField, parseInput } from '../../kernel';
import { subscriptionPlans } from './issue-invoice';
import { isListable } from './subscription-machine';

/** The add-on attribute that raises the photo count; every other add-on attribute is a styles group. */
const photosAttribute = 'number_of_photos';

export const readListingEntitlementInput = z.object({ vendorId: idField('There is no such vendor.'), categoryId: idField('There is no such category.') });

/**
 * What a vendor's subscription in a category allows their listings there: publishing while it is
 * active or in grace, and the basic limits raised by its "Extra {attribute}" add-ons (photos by
 * their attribute number_of_photos, a styles group's options by its name). Catalog reaches it
 * through `ctx.listingEntitlements`; the caller has authorized the listing.
 */
export async function readListingEntitlement(ctx: RequestContext, input: unknown): Promise<ListingEntitlement> {
  const { vendorId, categoryId } = parseInput(readListingEntitlementInput, input);
  const [subscription] = await ctx.db
    .select({ id: billingSubscriptions.id, planId: billingSubscriptions.planId, status: billingSubscriptions.status })
    .from(billingSubscriptions)
    .where(and(eq(billingSubscriptions.vendorId, vendorId), eq(billingSubscriptions.categoryId, categoryId), ne(billingSubscriptions.status, 'ended')));
  if (!subscription || !isListable(subscription.status)) return { subscribed: false, maxPhotos: basicPhotos, extraChoices: {} };
  const attributes = (await subscriptionPlans(ctx, subscription)).flatMap((plan) => (plan.metadata.attribute ? [plan.metadata.attribute] : []));
  return {
    subscribed: true,
    maxPhotos: basicPhotos + (attributes.includes(photosAttribute) ? extraPhotos : 0),
    extraChoices: Object.fromEntries(attributes.filter((attribute) => attribute !== photosAttribute).map((attribute) => [attribute, extraStyles])),
  };
}
