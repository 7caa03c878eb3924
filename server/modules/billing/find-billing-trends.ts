import { and, count, eq, sql, sum } from 'drizzle-orm';
import { z } from 'zod';
import { billingInvoices, billingPlans, billingSubscriptionItems, billingSubscriptions } from '../../../db/schema/billing';
import { monthlyAmount } from '../../../shared/billing/prices';
import type { RequestContext } from '../../context';
import { listCategories } from '../catalog';
import { readGeography } from '../geo';
import { dailyValues, inDayWindow, lastDays, parseInput, requireAdministrator, utcDay } from '../../kernel';

export const billingTrendsInput = z.object({ days: z.number().int().min(1).max(366) });

/** One category in one country's recurring revenue: what its active subscriptions bring in a month (a yearly plan's price over twelve), tax included, in the country's currency. */
export type RecurringRevenue = { category: string; country: string; monthly: number };

export type BillingTrends = {
  recurring: RecurringRevenue[];
  /** Per day of the window, oldest first: subscriptions taken out. */
  newSubscriptions: number[];
  /** Per day, per country's currency: invoices paid (cash received, tax included, in minor units). */
  received: { currency: string; values: number[] }[];
};

/**
 * The admin dashboard's billing trends over the last `days` (UTC): subscriptions taken out and
 * payments received each day, and monthly recurring revenue by category and country from the
 * active subscriptions and their add-ons at their plans' prices (a yearly payment spreads over its
 * twelve months, unlike cash received). Administrators only.
 */
export async function findBillingTrends(ctx: RequestContext, input: unknown): Promise<BillingTrends> {
  const { days } = parseInput(billingTrendsInput, input);
  requireAdministrator(ctx.viewer);
  const window = lastDays(ctx.clock.now(), days);
  const addOns = ctx.db
    .select({ subscriptionId: billingSubscriptionItems.subscriptionId, amount: sum(billingPlans.amount).as('add_on_amount') })
    .from(billingSubscriptionItems)
    .innerJoin(billingPlans, eq(billingPlans.id, billingSubscriptionItems.planId))
    .groupBy(billingSubscriptionItems.subscriptionId)
    .as('add_ons');
  const subscribedDay = utcDay(billingSubscriptions.createdAt);
  const paidDay = utcDay(billingInvoices.paidAt);
  const [active, subscribed, paid, categories, geography] = await Promise.all([
    ctx.db
      .select({
        categoryId: billingSubscriptions.categoryId,
        countryId: billingSubscriptions.countryId,
        interval: billingPlans.interval,
        amount: sql<number>`sum(${billingPlans.amount} + coalesce(${addOns.amount}, 0))`.mapWith(Number),
      })
      .from(billingSubscriptions)
      .innerJoin(billingPlans, eq(billingPlans.id, billingSubscriptions.planId))
      .leftJoin(addOns, eq(addOns.subscriptionId, billingSubscriptions.id))
      .where(eq(billingSubscriptions.status, 'active'))
      .groupBy(billingSubscriptions.categoryId, billingSubscriptions.countryId, billingPlans.interval),
    ctx.db
      .select({ day: subscribedDay, value: count() })
      .from(billingSubscriptions)
      .where(inDayWindow(billingSubscriptions.createdAt, window))
      .groupBy(subscribedDay),
    ctx.db
      .select({ day: paidDay, currency: billingInvoices.currency, value: sql<number>`sum(${billingInvoices.total})`.mapWith(Number) })
      .from(billingInvoices)
      .where(and(eq(billingInvoices.status, 'paid'), inDayWindow(billingInvoices.paidAt, window)))
      .groupBy(paidDay, billingInvoices.currency),
    listCategories(ctx),
    readGeography(ctx),
  ]);
  const recurring = categories.flatMap((category) =>
    geography.countries.flatMap((country) => {
      const rows = active.filter((row) => row.categoryId === category.id && row.countryId === country.id);
      if (rows.length === 0) return [];
      return [{ category: category.title, country: country.name, monthly: rows.reduce((total, row) => total + monthlyAmount(row), 0) }];
    }),
  );
  const currencies = [...new Set(geography.countries.map((country) => country.paymentCurrency))];
  return {
    recurring,
    newSubscriptions: dailyValues(window, subscribed),
    received: currencies.map((currency) => ({ currency, values: dailyValues(window, paid.filter((row) => row.currency === currency)) })),
  };
}
