import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { billingInvoices, billingSubscriptionItems, billingSubscriptions, type PaymentProviderName, type SubscriptionStatus } from '../../../db/schema/billing';
import type { RequestContext } from '../../context';
import { listCategories } from '../catalog';
import { allPlans, type BillingPlanRecord } from './list-plans';
import { requireVendor } from './policy';

export type MySubscription = {
  id: number;
  category: { id: number; name: string; title: string };
  status: SubscriptionStatus;
  plan: BillingPlanRecord;
  addons: BillingPlanRecord[];
  provider: PaymentProviderName;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
  graceEndsAt: Date | null;
  /** What the next period costs, less its credit, and when it is charged (null once it will not renew). */
  nextCharge: { amount: number; currency: string; on: Date } | null;
  /** Owed to the vendor after a cheaper change: taken off the next invoices (minor units). */
  credit: number;
  /** Its open first or renewal invoice, if one waits for payment. */
  openInvoiceId: number | null;
  /** A change of plan or add-ons waiting for its invoice to be paid. */
  pendingChange: { invoiceId: number; plan: BillingPlanRecord; addons: BillingPlanRecord[] } | null;
};

/** The viewer's subscriptions that have not ended, in category order, in four queries. It takes no input. */
export async function listMySubscriptions(ctx: RequestContext): Promise<MySubscription[]> {
  const vendor = requireVendor(ctx.viewer);
  const rows = await ctx.db
    .select()
    .from(billingSubscriptions)
    .where(and(eq(billingSubscriptions.vendorId, vendor.id), ne(billingSubscriptions.status, 'ended')));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [items, open, plans, categories] = await Promise.all([
    ctx.db.select().from(billingSubscriptionItems).where(inArray(billingSubscriptionItems.subscriptionId, ids)),
    ctx.db
      .select({ id: billingInvoices.id, subscriptionId: billingInvoices.subscriptionId, purpose: billingInvoices.purpose, planChange: billingInvoices.planChange })
      .from(billingInvoices)
      .where(and(inArray(billingInvoices.subscriptionId, ids), eq(billingInvoices.status, 'open')))
      .orderBy(desc(billingInvoices.id)),
    allPlans(ctx),
    listCategories(ctx),
  ]);
  return categories.flatMap((category) =>
    rows
      .filter((row) => row.categoryId === category.id)
      .map((row) => {
        const plan = plans.find((entry) => entry.id === row.planId)!;
        const addonIds = new Set(items.filter((item) => item.subscriptionId === row.id).map((item) => item.planId));
        const addons = plans.filter((entry) => addonIds.has(entry.id));
        const renews = row.currentPeriodEnd && !row.cancelAtPeriodEnd;
        const change = open.find((invoice) => invoice.subscriptionId === row.id && invoice.purpose === 'change' && invoice.planChange);
        return {
          id: row.id,
          category: { id: category.id, name: category.name, title: category.title },
          status: row.status,
          plan,
          addons,
          provider: row.provider,
          cancelAtPeriodEnd: row.cancelAtPeriodEnd,
          currentPeriodEnd: row.currentPeriodEnd,
          graceEndsAt: row.graceEndsAt,
          nextCharge: renews ? { amount: Math.max(0, [plan, ...addons].reduce((sum, entry) => sum + entry.amount, 0) - row.credit), currency: plan.currency, on: row.currentPeriodEnd! } : null,
          credit: row.credit,
          openInvoiceId: open.find((invoice) => invoice.subscriptionId === row.id && invoice.purpose !== 'change')?.id ?? null,
          pendingChange: change
            ? { invoiceId: change.id, plan: plans.find((entry) => entry.id === change.planChange!.planId)!, addons: plans.filter((entry) => change.planChange!.addonPlanIds.includes(entry.id)) }
            : null,
        };
      }),
  );
}
