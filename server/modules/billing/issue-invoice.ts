import { eq } from 'drizzle-orm';
import { billingInvoices, billingSubscriptionItems, type InvoiceLine } from '../../../db/schema/billing';
import { includedTax, taxRates } from '../../../shared/billing/prices';
import type { RequestContext } from '../../context';
import { recordAuditEvent } from '../audit';
import { readGeography } from '../geo';
import { allPlans, type BillingPlanRecord } from './list-plans';
import type { SubscriptionRow } from './subscription-machine';

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
  const [items, plans] = await Promise.all([
    ctx.db.select({ planId: billingSubscriptionItems.planId }).from(billingSubscriptionItems).where(eq(billingSubscriptionItems.subscriptionId, subscription.id)),
    allPlans(ctx),
  ]);
  const addonIds = new Set(items.map((item) => item.planId));
  return [plans.find((plan) => plan.id === subscription.planId)!, ...plans.filter((plan) => addonIds.has(plan.id))];
}

/**
 * Issues a tax invoice for a subscription inside the caller's transaction (or records one a provider
 * collected, `paidExternally`): its lines and buyer are copied, its GST (named by the country's payment_tax_name) is the part of the tax-inclusive total
 * the country's rate gives. Written to the audit log as a change of money.
 */
export async function issueInvoice(
  ctx: RequestContext,
  subscription: SubscriptionRow,
  { lines, period, dueAt, paidExternally }: { lines: InvoiceLine[]; period: { start: Date; end: Date }; dueAt?: Date; paidExternally?: { externalId: string } },
): Promise<InvoiceRow> {
  const country = (await readGeography(ctx)).countries.find((entry) => entry.id === subscription.countryId)!;
  const rate = taxRates[country.code] ?? 0;
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  const now = ctx.clock.now();
  const [invoice] = await ctx.db
    .insert(billingInvoices)
    .values({
      subscriptionId: subscription.id,
      vendorId: subscription.vendorId,
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
  await recordAuditEvent(ctx, { action: 'invoice.issue', entityType: 'billing_invoice', entityId: invoice.id, after: { subscriptionId: subscription.id, total, currency: invoice.currency, lines } });
  return invoice;
}

/** A full period's lines: one per plan, named with the category and interval. */
export function periodLines(plans: BillingPlanRecord[], categoryTitle: string): InvoiceLine[] {
  return plans.map((plan) => ({ title: `${plan.title} — ${categoryTitle} (${plan.interval === 'year' ? 'yearly' : 'monthly'})`, amount: plan.amount }));
}

/** The invoice number as printed: INV-000042. */
export const invoiceNumber = (id: number): string => `INV-${String(id).padStart(6, '0')}`;
