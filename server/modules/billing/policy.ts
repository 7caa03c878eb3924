import type { RequestContext } from '../../context';
import { hasRole, notAllowed, RefusedError, requireRole, requireSignedIn, type Viewer } from '../../kernel';

/**
 * Who may do what with subscriptions and invoices. Marking invoices paid, voiding them, editing
 * plans and the admin area's tables: the kernel's requireAdministrator.
 */

/** Subscribing and changing one's own subscriptions: a vendor. */
export const requireVendor = (viewer: RequestContext['viewer']): Viewer => requireRole(viewer, 'vendor');

/**
 * A subscription or an invoice: its vendor, or an administrator. Anyone else gets "not found",
 * as for one that does not exist (whose business it is stays private). One whose vendor's account
 * was deleted (vendorId null) is the administrators' alone.
 */
export function assertBuyerOrAdministrator(viewer: Viewer, vendorId: number | null | undefined, notFound: () => RefusedError): void {
  if (vendorId === undefined || !(viewer.id === vendorId || hasRole(viewer, 'administrator'))) throw notFound();
}

/**
 * A list of invoices: an administrator's shows everyone's, or the vendor named; a vendor's only
 * their own (naming another vendor is refused). Answers the vendor whose invoices to list, or
 * undefined for everyone's.
 */
export function authorizeInvoiceList(viewer: Viewer | null, vendorId: number | undefined): number | undefined {
  const signedIn = requireSignedIn(viewer);
  if (hasRole(signedIn, 'administrator')) return vendorId;
  if (!hasRole(signedIn, 'vendor') || (vendorId !== undefined && vendorId !== signedIn.id)) throw notAllowed();
  return signedIn.id;
}

/**
 * A payment provider's event (Stripe's webhook): the signature the adapter verified is its
 * authorization. It comes with no viewer: nobody's request applies one.
 */
export function assertProviderEvent(viewer: Viewer | null): void {
  if (viewer) throw notAllowed();
}

export const subscriptionNotFound = () => new RefusedError('There is no such subscription.', 'NOT_FOUND');
export const invoiceNotFound = () => new RefusedError('There is no such invoice.', 'NOT_FOUND');
