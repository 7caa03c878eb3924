import { eq } from 'drizzle-orm';
import { billingInvoices, billingSubscriptions } from '../../../db/schema/billing';
import type { RequestContext } from '../../context';
import { recordAuditEvent } from '../audit';
import { periodEndOf, subscriptionPlans, type InvoiceRow } from './issue-invoice';
import { applySubscriptionEvent, type SubscriptionRow } from './subscription-machine';

/**
 * An invoice is paid, inside the caller's transaction (an administrator's mark or a provider's
 * event): the invoice, then its subscription's `paid` event with the period it pays. A first
 * invoice's period starts on the day it is paid, so paying late loses no days. Both are audited.
 */
export async function settleInvoice(ctx: RequestContext, invoice: InvoiceRow): Promise<{ invoice: InvoiceRow; subscription: SubscriptionRow }> {
  const now = ctx.clock.now();
  const [paid] = await ctx.db.update(billingInvoices).set({ status: 'paid', paidAt: now }).where(eq(billingInvoices.id, invoice.id)).returning();
  await recordAuditEvent(ctx, { action: 'invoice.paid', entityType: 'billing_invoice', entityId: invoice.id, before: { status: invoice.status }, after: { status: 'paid', total: invoice.total, currency: invoice.currency } });
  const [subscription] = await ctx.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, invoice.subscriptionId)).for('update');
  let period = { start: invoice.periodStart, end: invoice.periodEnd };
  if (!subscription.currentPeriodEnd) {
    const [plan] = await subscriptionPlans(ctx, subscription);
    period = { start: now, end: periodEndOf(now, plan.interval) };
  }
  // A plan change's invoice pays for the period under way: it does not move the period.
  const pays = invoice.periodEnd > (subscription.currentPeriodEnd ?? new Date(0)) ? period : undefined;
  return { invoice: paid, subscription: await applySubscriptionEvent(ctx, subscription, 'paid', pays) };
}
