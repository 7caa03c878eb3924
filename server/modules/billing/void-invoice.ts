import { eq } from 'drizzle-orm';
import { billingInvoices, billingSubscriptions } from '../../../db/schema/billing';
import type { RequestContext } from '../../context';
import { recordAuditEvent } from '../audit';
import { parseInput } from '../platform';
import type { InvoiceRow } from './issue-invoice';
import { invoiceIdInput, lockOpenInvoice } from './mark-invoice-paid';
import { requireBillingAdministrator } from './policy';
import { applySubscriptionEvent } from './subscription-machine';

/**
 * An administrator voids an open invoice (issued in error, or never to be paid). Voiding the first
 * invoice of a subscription still awaiting payment ends that subscription. Administrators only; audited.
 */
export async function voidInvoice(ctx: RequestContext, input: unknown): Promise<InvoiceRow> {
  const { id } = parseInput(invoiceIdInput, input);
  requireBillingAdministrator(ctx.viewer);
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const invoice = await lockOpenInvoice(tx, id);
    const [voided] = await db.update(billingInvoices).set({ status: 'void', voidedAt: ctx.clock.now() }).where(eq(billingInvoices.id, id)).returning();
    await recordAuditEvent(tx, { action: 'invoice.void', entityType: 'billing_invoice', entityId: id, before: { status: 'open' }, after: { status: 'void', total: invoice.total } });
    const [subscription] = await db.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, invoice.subscriptionId)).for('update');
    if (subscription.status === 'awaiting_payment') await applySubscriptionEvent(tx, subscription, 'voided');
    return voided;
  });
}
