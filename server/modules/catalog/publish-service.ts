import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { serviceMedia, serviceMeta, services, type ListingState } from '../../../db/schema/services';
import type { RequestContext } from '../../context';
import { InvalidInputError, parseInput, type FieldErrors } from '../../kernel';
import { listCategoriesWithDetails } from './list-categories-with-details';
import { serviceIdField } from './listing-input';
import { authorizeListingEdit, publishesWithoutSubscription } from './policy';
import { purgeListingPages } from './purge-listing-pages';

export const publishServiceInput = z.object({ id: serviceIdField });

/** What a listing still lacks before couples may see it, per editor field; empty when it is complete. */
export async function missingForPublishing(ctx: RequestContext, id: number): Promise<FieldErrors> {
  // One after the other: a category move asks inside its transaction, whose one connection runs one query at a time.
  const [listing] = await ctx.db.select().from(services).where(eq(services.id, id));
  const photos = await ctx.db.select({ id: serviceMedia.id }).from(serviceMedia).where(and(eq(serviceMedia.serviceId, id), eq(serviceMedia.isImage, true))).limit(1);
  const meta = await ctx.db.select({ key: serviceMeta.metaKey, value: serviceMeta.metaValue }).from(serviceMeta).where(eq(serviceMeta.serviceId, id));
  const categories = await listCategoriesWithDetails(ctx);
  const missing: FieldErrors = {};
  if (await needsSubscription(ctx, listing)) missing.subscription = [subscriptionNeededMessage];
  if (!listing.name.trim()) missing.name = ['Name is required'];
  if (listing.address === '') missing.address = ['Set the listing’s location'];
  if (photos.length === 0) missing.photos = ['Add at least one photo'];
  const values = new Map(meta.map((row) => [row.key, row.value]));
  const category = categories.find((entry) => entry.id === listing.categoryId);
  for (const attribute of category?.attributes.filter((entry) => entry.primary) ?? []) {
    const value = values.get(attribute.name);
    // A price of 0 and an empty choice are the defaults, not an answer.
    if (value === undefined || value === '[]' || (attribute.type === 'number' && Number(value) <= 0)) missing[`meta.${attribute.name}`] = [`${attribute.label} is required`];
  }
  return missing;
}

export const subscriptionNeededMessage = 'Publishing needs a paid subscription in this category: choose a plan';

/**
 * A vendor's listing is published only while their subscription in its category is active (or in
 * grace): billing answers through the context. Unclaimed listings are the site's own, and an
 * administrator is not held by a vendor's billing.
 */
async function needsSubscription(ctx: RequestContext, listing: { userId: number | null; categoryId: number }): Promise<boolean> {
  if (listing.userId === null || publishesWithoutSubscription(ctx.viewer)) return false;
  return !(await ctx.listingEntitlements(ctx, { vendorId: listing.userId, categoryId: listing.categoryId })).subscribed;
}

/**
 * Publishes a complete listing: search, place pages, carousels and the sitemap show it at once.
 * An incomplete one is refused with what is missing, per field (subscription, name, address, photos, meta.{key}).
 */
export async function publishService(ctx: RequestContext, input: unknown): Promise<{ id: number; listingState: ListingState }> {
  const { id } = parseInput(publishServiceInput, input);
  await authorizeListingEdit(ctx, id);
  const missing = await missingForPublishing(ctx, id);
  if (Object.keys(missing).length > 0) throw new InvalidInputError(missing);
  return setListingState(ctx, id, 'published');
}

/** Moves a listing to `state` and its search rows with it, in one transaction. */
export async function setListingState(ctx: RequestContext, id: number, listingState: ListingState): Promise<{ id: number; listingState: ListingState }> {
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    await tx.update(services).set(listingState === 'published' ? { listingState, publishedAt: now, updatedAt: now } : { listingState, updatedAt: now }).where(eq(services.id, id));
    await ctx.searchIndex({ ...ctx, db: tx }, { serviceIds: [id] });
  });
  // Place counts and carousels are cached a few seconds; this instance answers the change at once.
  await purgeListingPages(ctx, [id]);
  return { id, listingState };
}
