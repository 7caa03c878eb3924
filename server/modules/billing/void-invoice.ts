import { eq } from 'drizzle-orm';
import { billingSubscriptions } from '../../../db/schema/billing';
import type { RequestContext } from '../../context';
import { recordAuditEvent } from '../audit/internal';
import { parseInput, requireAdministrator } from '../../kernel';
import { voidInvoiceRow, type InvoiceRow } from './issue-invoice';
import { invoiceIdInput, lockOpenInvoice } from './mark-invoice-paid';
import { applySubscriptionEvent } from './subscription-machine';

/**
 * An administrator voids an open invoice (issued in error, or never to be paid); credit it used
 * goes back to the subscription. Voiding the first invoice of a subscription still awaiting
 * payment ends that subscription; voiding a renewal invoice cancels the subscription at the end of
 * its period (nothing renews it otherwise; its vendor may resume, which invoices the period again);
 * voiding a change invoice leaves the change undone. Administrators only; audited.
 */
export async function voidInvoice(ctx: RequestContext, input: unknown): Promise<InvoiceRow> {
  const { id } = parseInput(invoiceIdInput, input);
  requireAdministrator(ctx.viewer);
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const invoice = await lockOpenInvoice(tx, id);
    const voided = await voidInvoiceRow(tx, invoice, 'Voided by an administrator.');
    const [subscription] = await db.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, invoice.subscriptionId)).for('update');
    if (subscription.status === 'awaiting_payment' && invoice.purpose === 'first') await applySubscriptionEvent(tx, subscription, 'voided');
    if (invoice.purpose === 'renewal' && subscription.status !== 'ended' && !subscription.cancelAtPeriodEnd) {
      await db.update(billingSubscriptions).set({ cancelAtPeriodEnd: true, updatedAt: ctx.clock.now() }).where(eq(billingSubscriptions.id, subscription.id));
      await recordAuditEvent(tx, { action: 'subscription.cancel', entityType: 'billing_subscription', entityId: subscription.id, before: { cancelAtPeriodEnd: false }, after: { cancelAtPeriodEnd: true }, reason: 'Its renewal invoice was voided.' });
    }
    return voided;
  });
}
