import { asc, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { billingSubscriptions, subscriptionStatuses } from '../../../db/schema/billing';
import type { RequestContext } from '../../context';
import { listCategories } from '../catalog';
import { blankIsAbsent, pageWindow, parseInput, requireAdministrator, tablePage, tableQueryFields, type TablePage } from '../../kernel';
import { allPlans, type BillingPlanRecord } from './list-plans';
import type { SubscriptionRow } from '../../../db/schema/billing';

export const listSubscriptionTableInput = z.object({
  // Blank: every subscription that has not ended.
  status: z.preprocess(blankIsAbsent, z.enum(subscriptionStatuses, { message: 'There is no such subscription state.' }).optional()),
  ...tableQueryFields(['vendor', 'period', 'created'], 'created', 'desc'),
});

export type SubscriptionTableRow = Pick<SubscriptionRow, 'id' | 'vendorId' | 'status' | 'provider' | 'currentPeriodEnd' | 'cancelAtPeriodEnd' | 'buyerName' | 'createdAt'> & {
  category: string;
  plan: BillingPlanRecord | undefined;
};

/** The admin area's subscriptions: by state (all but ended by default), sorted and paged, with vendor, category and plan. Administrators only. */
export async function listSubscriptionTable(ctx: RequestContext, input: unknown): Promise<TablePage<SubscriptionTableRow>> {
  const { status, sort, dir, page } = parseInput(listSubscriptionTableInput, input);
  requireAdministrator(ctx.viewer);
  const where: SQL = status ? eq(billingSubscriptions.status, status) : ne(billingSubscriptions.status, 'ended');
  const order = dir === 'asc' ? asc : desc;
  const column = { vendor: billingSubscriptions.buyerName, period: billingSubscriptions.currentPeriodEnd, created: billingSubscriptions.createdAt }[sort];
  const [rows, [{ total }], categories, plans] = await Promise.all([
    ctx.db
      .select()
      .from(billingSubscriptions)
      .where(where)
      .orderBy(order(column), desc(billingSubscriptions.id))
      .limit(pageWindow(page).limit)
      .offset(pageWindow(page).offset),
    ctx.db.select({ total: count() }).from(billingSubscriptions).where(where),
    listCategories(ctx),
    allPlans(ctx),
  ]);
  const titleOf = new Map(categories.map((category) => [category.id, category.title]));
  return tablePage(
    rows.map((row) => ({
      id: row.id,
      vendorId: row.vendorId,
      status: row.status,
      provider: row.provider,
      currentPeriodEnd: row.currentPeriodEnd,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      buyerName: row.buyerName,
      createdAt: row.createdAt,
      category: titleOf.get(row.categoryId) ?? '',
      plan: plans.find((plan) => plan.id === row.planId),
    })),
    total,
    page,
  );
}
