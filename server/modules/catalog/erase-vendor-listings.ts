import { and, eq, inArray } from 'drizzle-orm';
import { serviceMedia, services } from '../../../db/schema/services';
import type { RequestContext } from '../../context';
import { removeStoredImage } from '../../media';
import { purgeListingPages } from './purge-listing-pages';

export type ErasedListings = { drafts: number[]; unclaimed: number[]; afterCommit(ctx: RequestContext): Promise<void> };

/**
 * The catalog's part of a vendor's erasure (privacy's eraseDueAccounts, in its transaction): the
 * listings they claimed (`claimed`: vendors' approved claims) become the site's unclaimed listings
 * again, unpublished and without the badge; drafts are removed with their photos and brochure. The
 * other listings stay unpublished for good under the former member: couples' conversations, quotes,
 * bookings and reviews point at them, and removing the listing would take those from the couples.
 * `afterCommit` (given a context outside the transaction) removes the drafts' files and purges the
 * cached pages once the erasure is committed.
 */
export async function eraseVendorListings(ctx: RequestContext, { vendorId, claimed }: { vendorId: number; claimed: number[] }): Promise<ErasedListings> {
  const now = ctx.clock.now();
  const unclaimed =
    claimed.length === 0
      ? []
      : await ctx.db
          .update(services)
          .set({ userId: null, status: 'unclaimed', isVendorVerified: false, listingState: 'unpublished', updatedAt: now })
          .where(and(eq(services.userId, vendorId), inArray(services.id, claimed)))
          .returning({ id: services.id });
  const drafts = await ctx.db.select({ id: services.id, brochureFile: services.brochureFile }).from(services).where(and(eq(services.userId, vendorId), eq(services.listingState, 'draft')));
  const draftIds = drafts.map((row) => row.id);
  const media = draftIds.length === 0 ? [] : await ctx.db.select({ url: serviceMedia.url }).from(serviceMedia).where(inArray(serviceMedia.serviceId, draftIds));
  if (draftIds.length > 0) await ctx.db.delete(services).where(inArray(services.id, draftIds));
  const unclaimedIds = unclaimed.map((row) => row.id);
  if (unclaimedIds.length > 0) await ctx.searchIndex(ctx, { serviceIds: unclaimedIds });
  const files = [...media.map((row) => row.url), ...drafts.flatMap((row) => (row.brochureFile ? [row.brochureFile] : []))];
  return {
    drafts: draftIds,
    unclaimed: unclaimedIds,
    async afterCommit(committed) {
      await purgeListingPages(committed, unclaimedIds);
      await Promise.all(files.map((url) => removeStoredImage(committed.publicFiles, url.split('/')[2] ?? '', url)));
    },
  };
}
