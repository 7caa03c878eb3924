import { hasRole, isSelfOrAdministrator, requireRole, requireSignedIn, type Viewer } from '../accounts';
import { notAllowed } from '../platform';

/** Who may do what with listings. */

/** A vendor's list of listings: the vendor themself, or an administrator. */
export function authorizeVendorRead(viewer: Viewer | null, vendorId: number): Viewer {
  const signedIn = requireSignedIn(viewer);
  if (!isSelfOrAdministrator(signedIn, vendorId) || (signedIn.id === vendorId && !hasRole(signedIn, 'vendor'))) throw notAllowed();
  return signedIn;
}

/** Who owns a listing and whether its owner is verified: administrators decide (claims, verification). */
export const authorizeOwnershipChange = (viewer: Viewer | null): Viewer => requireRole(viewer, 'administrator');
