import { and, count, eq, gte, sql, sum } from 'drizzle-orm';
import { z } from 'zod';
import { billingInvoices, billingSubscriptions } from '../../../db/schema/billing';
import type { RequestContext } from '../../context';
import { listCategories } from '../catalog';
import { readGeography } from '../geo';
import { parseInput, requireAdministrator } from '../../kernel';

export const summarizeBillingInput = z.object({ since: z.coerce.date({ message: 'Give the day the revenue is counted from.' }) });

/** One category in one country: its active subscriptions now, and what its invoices paid over the period brought in. */
export type BillingFigure = { category: string; country: string; activeSubscriptions: number; revenue: number; currency: string };

export type BillingSummary = { unpaidInvoices: number; byCategoryAndCountry: BillingFigure[] };

/**
 * The admin dashboard's billing figures: open invoices, and per category and country (in the
 * catalog's category order) the active subscriptions and the total of invoices paid since `since`,
 * tax included, in the country's currency. Rows with neither are left out. Administrators only.
 */
export async function summarizeBilling(ctx: RequestContext, input: unknown): Promise<BillingSummary> {
  const { since } = parseInput(summarizeBillingInput, input);
  requireAdministrator(ctx.viewer);
  const revenue = ctx.db
    .select({ subscriptionId: billingInvoices.subscriptionId, total: sum(billingInvoices.total).as('total') })
    .from(billingInvoices)
    .where(and(eq(billingInvoices.status, 'paid'), gte(billingInvoices.paidAt, since)))
    .groupBy(billingInvoices.subscriptionId)
    .as('revenue');
  const [[unpaid], rows, categories, geography] = await Promise.all([
    ctx.db.select({ n: count() }).from(billingInvoices).where(eq(billingInvoices.status, 'open')),
    ctx.db
      .select({
        categoryId: billingSubscriptions.categoryId,
        countryId: billingSubscriptions.countryId,
        activeSubscriptions: sql<number>`count(*) filter (where ${billingSubscriptions.status} = 'active')`.mapWith(Number),
        revenue: sql<number>`coalesce(sum(${revenue.total}), 0)`.mapWith(Number),
      })
      .from(billingSubscriptions)
      .leftJoin(revenue, eq(revenue.subscriptionId, billingSubscriptions.id))
      .groupBy(billingSubscriptions.categoryId, billingSubscriptions.countryId),
    listCategories(ctx),
    readGeography(ctx),
  ]);
  const byCategoryAndCountry = categories.flatMap((category) =>
    geography.countries.flatMap((country) => {
      const row = rows.find((entry) => entry.categoryId === category.id && entry.countryId === country.id);
      if (!row || (row.activeSubscriptions === 0 && row.revenue === 0)) return [];
      return [{ category: category.title, country: country.name, currency: country.paymentCurrency, activeSubscriptions: row.activeSubscriptions, revenue: row.revenue }];
    }),
  );
  return { unpaidInvoices: unpaid.n, byCategoryAndCountry };
}
