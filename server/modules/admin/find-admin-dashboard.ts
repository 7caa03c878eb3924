import { and, asc, count, eq, exists, gte, isNull, sql, sum } from 'drizzle-orm';
import { users } from '../../../db/schema/accounts';
import { billingInvoices, billingSubscriptions } from '../../../db/schema/billing';
import { categories } from '../../../db/schema/catalog';
import { contactMessages } from '../../../db/schema/contact';
import { countries } from '../../../db/schema/geo';
import { conversations } from '../../../db/schema/messaging';
import { errorReports } from '../../../db/schema/platform';
import { serviceClaims, vendorDocuments, vendorProfiles } from '../../../db/schema/vendors';
import type { RequestContext } from '../../context';
import { requireRole } from '../accounts';

/** How far back the dashboard's figures look. */
export const adminDashboardDays = 30;

/** One category in one country: its active subscriptions now, and what its paid invoices brought in over the period. */
export type BillingFigure = { category: string; country: string; activeSubscriptions: number; revenue: number; currency: string };

export type AdminDashboard = {
  waiting: { openClaims: number; vendorsToVerify: number; newMessages: number; unpaidInvoices: number; newErrors: number };
  lastDays: { signUps: number; enquiries: number; days: number; billing: BillingFigure[] };
};

/**
 * The admin dashboard: the work waiting in each queue and the last 30 days' sign-ups and
 * enquiries, counted across domains in one round of queries (a read model: it writes nothing).
 * billing's active subscriptions and revenue by category and country.
 */
export async function findAdminDashboard(ctx: RequestContext): Promise<AdminDashboard> {
  requireRole(ctx.viewer, 'administrator');
  const since = new Date(ctx.clock.now().getTime() - adminDashboardDays * 86_400_000);
  const hasDocuments = exists(ctx.db.select({ one: sql`1` }).from(vendorDocuments).where(eq(vendorDocuments.vendorId, vendorProfiles.userId)));
  const [[claims], [vendors], [messages], [unpaid], [errors], [signUps], [enquiries], billing] = await Promise.all([
    ctx.db.select({ n: count() }).from(serviceClaims).where(eq(serviceClaims.status, 'open')),
    ctx.db.select({ n: count() }).from(vendorProfiles).where(and(isNull(vendorProfiles.verifiedAt), hasDocuments)),
    ctx.db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.handledAt)),
    ctx.db.select({ n: count() }).from(billingInvoices).where(eq(billingInvoices.status, 'open')),
    ctx.db.select({ n: count() }).from(errorReports).where(isNull(errorReports.resolvedAt)),
    ctx.db.select({ n: count() }).from(users).where(gte(users.createdAt, since)),
    ctx.db.select({ n: count() }).from(conversations).where(gte(conversations.createdAt, since)),
    billingFigures(ctx, since),
  ]);
  return {
    waiting: { openClaims: claims.n, vendorsToVerify: vendors.n, newMessages: messages.n, unpaidInvoices: unpaid.n, newErrors: errors.n },
    lastDays: { signUps: signUps.n, enquiries: enquiries.n, days: adminDashboardDays, billing },
  };
}

/**
 * Per category and country that has any subscription: those active now, and the total of the
 * invoices paid since `since` (tax included, in the country's currency).
 */
async function billingFigures(ctx: RequestContext, since: Date): Promise<BillingFigure[]> {
  const revenue = ctx.db
    .select({ subscriptionId: billingInvoices.subscriptionId, total: sum(billingInvoices.total).as('total') })
    .from(billingInvoices)
    .where(and(eq(billingInvoices.status, 'paid'), gte(billingInvoices.paidAt, since)))
    .groupBy(billingInvoices.subscriptionId)
    .as('revenue');
  const rows = await ctx.db
    .select({
      category: categories.title,
      country: countries.name,
      currency: countries.paymentCurrency,
      activeSubscriptions: sql<number>`count(*) filter (where ${billingSubscriptions.status} = 'active')`.mapWith(Number),
      revenue: sql<number>`coalesce(sum(${revenue.total}), 0)`.mapWith(Number),
    })
    .from(billingSubscriptions)
    .innerJoin(categories, eq(categories.id, billingSubscriptions.categoryId))
    .innerJoin(countries, eq(countries.id, billingSubscriptions.countryId))
    .leftJoin(revenue, eq(revenue.subscriptionId, billingSubscriptions.id))
    .groupBy(categories.id, countries.id)
    .orderBy(asc(categories.order), asc(countries.name));
  return rows.filter((row) => row.activeSubscriptions > 0 || row.revenue > 0);
}
