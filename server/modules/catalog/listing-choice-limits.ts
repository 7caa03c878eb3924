import { eq } from 'drizzle-orm';
import type { AttributeOptions } from '../../../db/schema/catalog';
import { services } from '../../../db/schema/services';
import type { RequestContext } from '../../context';

/**
 * How many more options a listing's checkbox groups allow than their own maximum: the "Extra
 * Styles" add-on of its vendor's subscription in `categoryId` (its own category unless the save
 * moves it), by attribute name. Billing answers through the context; an unclaimed listing keeps the
 * category's maximums. The caller has authorized the listing.
 */
export async function listingExtraChoices(ctx: RequestContext, serviceId: number, categoryId?: number): Promise<Record<string, number>> {
  const [listing] = await ctx.db.select({ vendorId: services.userId, categoryId: services.categoryId }).from(services).where(eq(services.id, serviceId));
  if (listing?.vendorId == null) return {};
  return (await ctx.listingEntitlements(ctx, { vendorId: listing.vendorId, categoryId: categoryId ?? listing.categoryId })).extraChoices;
}

/** The definitions with each checkbox group's maximum raised by `extra` (listingExtraChoices): what the editor shows and the save checks. */
export function raiseChoiceLimits<T extends { name: string; options: AttributeOptions }>(attributes: T[], extra: Record<string, number>): T[] {
  return attributes.map((attribute) => {
    const more = extra[attribute.name];
    const max = attribute.options.maxSelected;
    return more && max !== undefined ? { ...attribute, options: { ...attribute.options, maxSelected: max + more } } : attribute;
  });
}
