import { and, eq, ne } from 'drizzle-orm';
import { billingInvoices, billingSubscriptionItems, billingSubscriptions, type PlanChange, type SubscriptionRow } from '../../../db/schema/billing';
import { invoiceNumber } from '../../../shared/billing/invoice-text';
import type { RequestContext } from '../../context';
import { recordAuditEvent } from '../audit/internal';
import { listCategories } from '../catalog';
import { issueInvoice, openInvoicesOf, periodEndOf, periodLines, subscriptionPlans, voidInvoiceRow, withCredit, type InvoiceRow } from './issue-invoice';
import { allPlans } from './list-plans';
import { applySubscriptionEvent } from './subscription-machine';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * An invoice is paid, inside the caller's transaction (an administrator's mark, or credit that
 * covered it): the invoice, then what it pays for, audited.
 * - A first invoice, or one paid after the listings were hidden: a period that starts the day it
 *   is paid (paying late loses no paid day, and never restores a period already past).
 * - A renewal paid while the subscription runs or is in grace: the next period, straight on.
 * - A change invoice: its change of plan or add-ons takes effect now (a new interval from the
 *   day the change was asked for, as its invoice's period says).
 * Paying a period makes an open change invoice priced in the one before stale: it is voided.
 */
export async function settleInvoice(ctx: RequestContext, invoice: InvoiceRow): Promise<{ invoice: InvoiceRow; subscription: SubscriptionRow }> {
  const now = ctx.clock.now();
  const [paid] = await ctx.db.update(billingInvoices).set({ status: 'paid', paidAt: now }).where(eq(billingInvoices.id, invoice.id)).returning();
  await recordAuditEvent(ctx, { action: 'invoice.paid', entityType: 'billing_invoice', entityId: invoice.id, before: { status: invoice.status }, after: { status: 'paid', total: invoice.total, currency: invoice.currency } });
  const [subscription] = await ctx.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, invoice.subscriptionId)).for('update');

  if (invoice.purpose === 'change') {
    if (!invoice.planChange || subscription.status === 'ended') return { invoice: paid, subscription };
    const [current] = await subscriptionPlans(ctx, subscription);
    const plan = (await allPlans(ctx)).find((entry) => entry.id === invoice.planChange!.planId)!;
    const period = plan.interval !== current.interval ? { start: invoice.periodStart, end: invoice.periodEnd } : undefined;
    return { invoice: paid, subscription: await applyPlanChange(ctx, subscription, invoice.planChange, { period, reason: `${invoiceNumber(invoice.id)} was paid.` }) };
  }

  for (const change of await openInvoicesOf(ctx, subscription.id, 'change')) await voidInvoiceRow(ctx, change, 'The subscription’s period was paid for: the change was priced in the one before. Choose it again.');
  let period = { start: invoice.periodStart, end: invoice.periodEnd };
  if (!subscription.currentPeriodEnd || subscription.status === 'hidden' || invoice.periodEnd <= now) {
    const [plan] = await subscriptionPlans(ctx, subscription);
    period = { start: now, end: periodEndOf(now, plan.interval) };
  }
  const pays = period.end > (subscription.currentPeriodEnd ?? new Date(0)) ? period : undefined;
  return { invoice: paid, subscription: await applySubscriptionEvent(ctx, subscription, 'paid', { period: pays }) };
}

/**
 * A change of plan or add-ons taking effect, inside the caller's transaction (which holds the
 * subscription): the plans, a new period when the interval changed, audited. A renewal invoice
 * already issued for the plans before is replaced by one for the plans now.
 */
export async function applyPlanChange(ctx: RequestContext, subscription: SubscriptionRow, change: PlanChange, { period, reason }: { period?: { start: Date; end: Date }; reason: string }): Promise<SubscriptionRow> {
  const before = await subscriptionPlans(ctx, subscription);
  const [row] = await ctx.db
    .update(billingSubscriptions)
    .set({ planId: change.planId, updatedAt: ctx.clock.now(), ...(period ? { currentPeriodStart: period.start, currentPeriodEnd: period.end } : {}) })
    .where(eq(billingSubscriptions.id, subscription.id))
    .returning();
  await ctx.db.delete(billingSubscriptionItems).where(eq(billingSubscriptionItems.subscriptionId, subscription.id));
  if (change.addonPlanIds.length > 0) await ctx.db.insert(billingSubscriptionItems).values(change.addonPlanIds.map((planId) => ({ subscriptionId: subscription.id, planId })));
  await recordAuditEvent(ctx, {
    action: 'subscription.change',
    entityType: 'billing_subscription',
    entityId: subscription.id,
    before: { planId: subscription.planId, addonPlanIds: before.slice(1).map((plan) => plan.id), currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null },
    after: { planId: row.planId, addonPlanIds: change.addonPlanIds, currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null },
    reason,
  });
  for (const renewal of await openInvoicesOf(ctx, subscription.id, 'renewal')) await voidInvoiceRow(ctx, renewal, 'Replaced: the subscription’s plan changed.');
  if (!(await renewIfDue(ctx, row))) return row;
  // The renewal may have used the subscription's credit.
  return (await ctx.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, subscription.id)))[0];
}

/**
 * The next period's renewal invoice of a built-in subscription, inside the caller's transaction
 * (which holds the subscription): issued once it is `billing.renewal_notice_days` from its period's
 * end, unless it will not renew (cancelled, not running) or that period is already invoiced. Its
 * plans as they are now, less the subscription's credit, due when the period starts; one the credit
 * covers whole is paid by it at once. Answers the invoice issued, if any.
 */
export async function renewIfDue(ctx: RequestContext, subscription: SubscriptionRow): Promise<InvoiceRow | null> {
  const start = subscription.currentPeriodEnd;
  const renews = subscription.provider === 'builtin' && !subscription.cancelAtPeriodEnd && (subscription.status === 'active' || subscription.status === 'past_due');
  if (!start || !renews || start.getTime() > ctx.clock.now().getTime() + ctx.settings['billing.renewal_notice_days'] * dayMs) return null;
  const [issued] = await ctx.db
    .select({ id: billingInvoices.id })
    .from(billingInvoices)
    .where(and(eq(billingInvoices.subscriptionId, subscription.id), eq(billingInvoices.purpose, 'renewal'), eq(billingInvoices.periodStart, start), ne(billingInvoices.status, 'void')));
  if (issued) return null;
  const plans = await subscriptionPlans(ctx, subscription);
  const title = (await listCategories(ctx)).find((category) => category.id === subscription.categoryId)!.title;
  const { lines, applied } = withCredit(periodLines(plans, title), subscription.credit);
  const invoice = await issueInvoice(ctx, subscription, { purpose: 'renewal', lines, creditApplied: applied, period: { start, end: periodEndOf(start, plans[0].interval) }, dueAt: start });
  return invoice.total > 0 ? invoice : (await settleInvoice(ctx, invoice)).invoice;
}
