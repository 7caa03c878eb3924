import { and, eq } from 'drizzle-orm';
import { billingInvoices, billingSubscriptionItems, billingSubscriptions } from '../../../db/schema/billing';
import { includedTax, taxRates } from '../../../shared/billing/prices';
import type { RequestContext } from '../../context';
import { recordAuditEvent } from '../audit/internal';
import { readGeography } from '../geo';
import { allPlans, type BillingPlanRecord } from './list-plans';
import type { SubscriptionRow, InvoiceLine, InvoicePurpose, PlanChange } from '../../../db/schema/billing';

export type InvoiceRow = typeof billingInvoices.$inferSelect;

const dayMs = 24 * 60 * 60 * 1000;

/** The end of a period of `interval` starting at `start`: the same day of the next month or year. */
export function periodEndOf(start: Date, interval: 'month' | 'year'): Date {
  const end = new Date(start);
  if (interval === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/** A subscription's plans: the basic plan first, then its add-ons in plan order. */
export async function subscriptionPlans(ctx: RequestContext, subscription: Pick<SubscriptionRow, 'id' | 'planId'>): Promise<BillingPlanRecord[]> {
  // One after the other: callers pass a transaction, whose one connection runs one query at a time.
  const items = await ctx.db.select({ planId: billingSubscriptionItems.planId }).from(billingSubscriptionItems).where(eq(billingSubscriptionItems.subscriptionId, subscription.id));
  const plans = await allPlans(ctx);
  const addonIds = new Set(items.map((item) => item.planId));
  return [plans.find((plan) => plan.id === subscription.planId)!, ...plans.filter((plan) => addonIds.has(plan.id))];
}

export const creditLineTitle = 'Credit from earlier plan changes';

/**
 * Takes the subscription's credit off invoice lines, as far as they go: the lines with a credit line
 * added, and how much of the credit that used (the rest stays for later invoices).
 */
export function withCredit(lines: InvoiceLine[], credit: number): { lines: InvoiceLine[]; applied: number } {
  const applied = Math.max(0, Math.min(credit, lines.reduce((sum, line) => sum + line.amount, 0)));
  return applied > 0 ? { lines: [...lines, { title: creditLineTitle, amount: -applied }], applied } : { lines, applied: 0 };
}

type IssueOptions = {
  purpose: InvoicePurpose;
  lines: InvoiceLine[];
  period: { start: Date; end: Date };
  dueAt?: Date;
  /** The change a change invoice buys (it takes effect when the invoice is paid). */
  planChange?: PlanChange;
  /** Credit of the subscription's the lines already take off: it leaves the subscription's balance now. */
  creditApplied?: number;
  /** A payment a provider already collected (Stripe): recorded as paid. */
  paidExternally?: { externalId: string };
};

/**
 * Issues a tax invoice for a subscription inside the caller's transaction (or records one a provider
 * collected, `paidExternally`): its lines and buyer are copied, its GST (named by the country's
 * payment_tax_name) is the part of the tax-inclusive total the country's rate gives. Written to
 * the audit log as a change of money, with the credit it used.
 */
export async function issueInvoice(ctx: RequestContext, subscription: SubscriptionRow, { purpose, lines, period, dueAt, planChange, creditApplied = 0, paidExternally }: IssueOptions): Promise<InvoiceRow> {
  const country = (await readGeography(ctx)).countries.find((entry) => entry.id === subscription.countryId)!;
  const rate = taxRates[country.code] ?? 0;
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  const now = ctx.clock.now();
  const [invoice] = await ctx.db
    .insert(billingInvoices)
    .values({
      subscriptionId: subscription.id,
      vendorId: subscription.vendorId,
      purpose,
      planChange: planChange ?? null,
      creditApplied,
      status: paidExternally ? 'paid' : 'open',
      currency: country.paymentCurrency,
      lines,
      total,
      tax: includedTax(total, rate),
      taxName: country.paymentTaxName,
      taxRate: rate,
      periodStart: period.start,
      periodEnd: period.end,
      issuedAt: now,
      dueAt: dueAt ?? new Date(now.getTime() + ctx.settings['billing.payment_terms_days'] * dayMs),
      buyerName: subscription.buyerName,
      buyerNumber: subscription.buyerNumber,
      buyerCountry: country.code,
      ...(paidExternally ? { paidAt: now, externalId: paidExternally.externalId } : {}),
    })
    .returning();
  if (creditApplied > 0) await ctx.db.update(billingSubscriptions).set({ credit: subscription.credit - creditApplied }).where(eq(billingSubscriptions.id, subscription.id));
  await recordAuditEvent(ctx, { action: 'invoice.issue', entityType: 'billing_invoice', entityId: invoice.id, after: { subscriptionId: subscription.id, purpose, total, currency: invoice.currency, lines, creditApplied, planChange: planChange ?? null } });
  return invoice;
}

/**
 * Voids an open invoice inside the caller's transaction (which holds it): the credit it used goes
 * back to its subscription, and the audit log says why.
 */
export async function voidInvoiceRow(ctx: RequestContext, invoice: InvoiceRow, reason: string): Promise<InvoiceRow> {
  const [voided] = await ctx.db.update(billingInvoices).set({ status: 'void', voidedAt: ctx.clock.now() }).where(eq(billingInvoices.id, invoice.id)).returning();
  if (invoice.creditApplied > 0) {
    const [subscription] = await ctx.db.select({ credit: billingSubscriptions.credit }).from(billingSubscriptions).where(eq(billingSubscriptions.id, invoice.subscriptionId));
    await ctx.db.update(billingSubscriptions).set({ credit: subscription.credit + invoice.creditApplied }).where(eq(billingSubscriptions.id, invoice.subscriptionId));
  }
  await recordAuditEvent(ctx, {
    action: 'invoice.void',
    entityType: 'billing_invoice',
    entityId: invoice.id,
    before: { status: 'open', total: invoice.total },
    after: { status: 'void', creditReturned: invoice.creditApplied },
    reason,
  });
  return voided;
}

/** The open invoices of a subscription for one purpose, locked for a change. */
export function openInvoicesOf(ctx: RequestContext, subscriptionId: number, purpose: InvoicePurpose): Promise<InvoiceRow[]> {
  return ctx.db
    .select()
    .from(billingInvoices)
    .where(and(eq(billingInvoices.subscriptionId, subscriptionId), eq(billingInvoices.status, 'open'), eq(billingInvoices.purpose, purpose)))
    .for('update');
}

/** A full period's lines: one per plan, named with the category and interval. */
export function periodLines(plans: BillingPlanRecord[], categoryTitle: string): InvoiceLine[] {
  return plans.map((plan) => ({ title: `${plan.title} — ${categoryTitle} (${plan.interval === 'year' ? 'yearly' : 'monthly'})`, amount: plan.amount }));
}
