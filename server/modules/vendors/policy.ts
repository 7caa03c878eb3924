import { hasRole, requireRole, requireSignedIn, type Viewer } from '../../kernel';
import { notAllowed, RefusedError } from '../../kernel';

/** Who may do what with vendors' businesses, documents and claims (deciding claims and verifying vendors: the kernel's requireAdministrator). */

/** A vendor's own business (profile, documents, dashboard): the vendor, or an administrator. */
export function authorizeVendorRecord(viewer: Viewer | null, vendorId: number): Viewer {
  const signedIn = requireSignedIn(viewer);
  if (hasRole(signedIn, 'administrator')) return signedIn;
  if (signedIn.id !== vendorId || !hasRole(signedIn, 'vendor')) throw notAllowed();
  return signedIn;
}

/** Claiming a listing: vendors only (a couple signs up as a vendor first). */
export const requireVendor = (viewer: Viewer | null): Viewer => requireRole(viewer, 'vendor');

/** A claim or document that is not the viewer's answers as one that does not exist. */
export const claimNotFound = () => new RefusedError('There is no such claim.', 'NOT_FOUND');
export const documentNotFound = () => new RefusedError('There is no such document.', 'NOT_FOUND');

/** A document: its vendor or an administrator; anyone else signed in learns nothing, not even that it exists. */
export function authorizeDocument(viewer: Viewer | null, vendorId: number): Viewer {
  const signedIn = requireSignedIn(viewer);
  if (hasRole(signedIn, 'administrator') || (signedIn.id === vendorId && hasRole(signedIn, 'vendor'))) return signedIn;
  throw documentNotFound();
}
