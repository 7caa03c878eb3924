import type { RequestContext } from '../../context';
import { hasRole, requireRole, type Viewer } from '../../kernel';
import { RefusedError } from '../../kernel';

/** Who may do what with subscriptions and invoices. */

/** Subscribing and changing one's own subscriptions: a vendor. */
export const requireVendor = (viewer: RequestContext['viewer']): Viewer => requireRole(viewer, 'vendor');

/** Marking invoices paid, voiding them, editing plans, the admin area's tables: administrators only. */
export const requireBillingAdministrator = (viewer: RequestContext['viewer']): Viewer => requireRole(viewer, 'administrator');

/**
 * A subscription or an invoice: its vendor, or an administrator. Anyone else gets "not found",
 * as for one that does not exist (whose business it is stays private). One whose vendor's account
 * was deleted (vendorId null) is the administrators' alone.
 */
export function assertBuyerOrAdministrator(viewer: Viewer, vendorId: number | null | undefined, notFound: () => RefusedError): void {
  if (vendorId === undefined || !(viewer.id === vendorId || hasRole(viewer, 'administrator'))) throw notFound();
}

export const subscriptionNotFound = () => new RefusedError('There is no such subscription.', 'NOT_FOUND');
export const invoiceNotFound = () => new RefusedError('There is no such invoice.', 'NOT_FOUND');
