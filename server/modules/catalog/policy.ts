import { eq } from 'drizzle-orm';
import { services, type ListingState } from '../../../db/schema/services';
import type { RequestContext } from '../../context';
import { hasRole, isSelfOrAdministrator, notAllowed, RefusedError, requireRole, requireSignedIn, type Viewer } from '../../kernel';

/** Who may do what with listings. */

/** A vendor's own listings: vendors only (an administrator reads a vendor's through authorizeVendorRead). */
export function requireVendor(viewer: Viewer | null): Viewer {
  return requireRole(viewer, 'vendor');
}

/** A vendor's list of listings: the vendor themself, or an administrator. */
export function authorizeVendorRead(viewer: Viewer | null, vendorId: number): Viewer {
  const signedIn = requireSignedIn(viewer);
  if (!isSelfOrAdministrator(signedIn, vendorId) || (signedIn.id === vendorId && !hasRole(signedIn, 'vendor'))) throw notAllowed();
  return signedIn;
}

/**
 * A new listing: a vendor's own draft, or an administrator's unclaimed listing. Answers the vendor
 * who will own it, null for an administrator's.
 */
export function authorizeListingCreation(viewer: Viewer | null): Viewer | null {
  const signedIn = requireSignedIn(viewer);
  return hasRole(signedIn, 'administrator') ? null : requireVendor(signedIn);
}

/** Whether someone may edit a listing (and read its draft): its vendor or an administrator. */
export function mayEditListing(viewer: Viewer | null, ownerId: number | null): boolean {
  return viewer !== null && (hasRole(viewer, 'administrator') || (ownerId === viewer.id && hasRole(viewer, 'vendor')));
}

/**
 * A listing's editing (and reading its draft): its vendor or an administrator. Anyone else, and a
 * listing that does not exist, get "There is no such listing." (a draft's existence is private).
 * Answers the listing's owner and state.
 */
export async function authorizeListingEdit(ctx: Pick<RequestContext, 'db' | 'viewer'>, serviceId: number): Promise<{ ownerId: number | null; listingState: ListingState }> {
  const viewer = requireSignedIn(ctx.viewer);
  const [listing] = await ctx.db.select({ ownerId: services.userId, listingState: services.listingState }).from(services).where(eq(services.id, serviceId));
  if (!listing || !mayEditListing(viewer, listing.ownerId)) throw listingNotFound();
  return listing;
}

/** An administrator publishes a vendor's listing without the vendor's subscription: billing holds vendors, not the site's staff. */
export function publishesWithoutSubscription(viewer: Viewer | null): boolean {
  return hasRole(viewer, 'administrator');
}

export const listingNotFound = () => new RefusedError('There is no such listing.', 'NOT_FOUND');
