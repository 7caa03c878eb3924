import { eq } from 'drizzle-orm';
import { services, type ListingState } from '../../../db/schema/services';
import type { RequestContext } from '../../context';
import { hasRole, isSelfOrAdministrator, requireRole, requireSignedIn, type Viewer } from '../../kernel';
import { notAllowed, RefusedError } from '../../kernel';

/** Who may do what with listings. */

/** A vendor's list of listings: the vendor themself, or an administrator. */
export function authorizeVendorRead(viewer: Viewer | null, vendorId: number): Viewer {
  const signedIn = requireSignedIn(viewer);
  if (!isSelfOrAdministrator(signedIn, vendorId) || (signedIn.id === vendorId && !hasRole(signedIn, 'vendor'))) throw notAllowed();
  return signedIn;
}

/** Who owns a listing and whether its owner is verified: administrators decide (claims, verification). */
export const authorizeOwnershipChange = (viewer: Viewer | null): Viewer => requireRole(viewer, 'administrator');

/**
 * A listing's editing (and reading its draft): its vendor or an administrator. Anyone else, and a
 * listing that does not exist, get "There is no such listing." (a draft's existence is private).
 * Answers the listing's owner and state.
 */
export async function authorizeListingEdit(ctx: Pick<RequestContext, 'db' | 'viewer'>, serviceId: number): Promise<{ ownerId: number | null; listingState: ListingState }> {
  const viewer = requireSignedIn(ctx.viewer);
  const [listing] = await ctx.db.select({ ownerId: services.userId, listingState: services.listingState }).from(services).where(eq(services.id, serviceId));
  if (!listing || !(hasRole(viewer, 'administrator') || (listing.ownerId === viewer.id && hasRole(viewer, 'vendor')))) throw listingNotFound();
  return listing;
}

export const listingNotFound = () => new RefusedError('There is no such listing.', 'NOT_FOUND');
