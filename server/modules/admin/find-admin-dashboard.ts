import { count, eq, isNull } from 'drizzle-orm';
import { users } from '../../../db/schema/accounts';
import { contactMessages } from '../../../db/schema/contact';
import { conversations } from '../../../db/schema/messaging';
import { errorReports } from '../../../db/schema/platform';
import { serviceClaims } from '../../../db/schema/vendors';
import type { RequestContext } from '../../context';
import { requireAdministrator, dailyValues, inDayWindow, lastDays, utcDay } from '../../kernel';
import { findBillingTrends, summarizeBilling, type BillingFigure, type RecurringRevenue } from '../billing';
import { listVerificationQueue } from '../vendors';

/** How far back the dashboard's figures look. */
export const adminDashboardDays = 30;

export type AdminDashboard = {
  waiting: { openClaims: number; vendorsToVerify: number; newMessages: number; unpaidInvoices: number; newErrors: number };
  lastDays: {
    days: number;
    /** The first day of the period (UTC, '2027-03-06'), for the charts' axes. */
    since: string;
    /** One figure per day, oldest first. */
    daily: { signUps: number[]; enquiries: number[]; newSubscriptions: number[]; received: { currency: string; values: number[] }[] };
    /** Per category and country: active subscriptions and the cash their invoices brought in over the period. */
    billing: BillingFigure[];
    /** Per category and country with active subscriptions: what they bring in a month. */
    monthlyRecurring: RecurringRevenue[];
  };
};

/**
 * The admin dashboard: the work waiting in each queue, and the last 30 days (UTC, today included)
 * day by day: sign-ups and enquiries counted across domains (a read model: it writes nothing),
 * with billing's subscriptions and payments, and per category and country the active
 * subscriptions, monthly recurring revenue and cash received.
 */
export async function findAdminDashboard(ctx: RequestContext): Promise<AdminDashboard> {
  requireAdministrator(ctx.viewer);
  const window = lastDays(ctx.clock.now(), adminDashboardDays);
  const signUpDay = utcDay(users.createdAt);
  const enquiryDay = utcDay(conversations.createdAt);
  const [[claims], vendors, [messages], [errors], signUps, enquiries, billing, trends] = await Promise.all([
    ctx.db.select({ n: count() }).from(serviceClaims).where(eq(serviceClaims.status, 'open')),
    // The vendors queue's own first page: the count is its total, so the two always agree.
    listVerificationQueue(ctx, {}),
    ctx.db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.handledAt)),
    ctx.db.select({ n: count() }).from(errorReports).where(isNull(errorReports.resolvedAt)),
    ctx.db.select({ day: signUpDay, value: count() }).from(users).where(inDayWindow(users.createdAt, window)).groupBy(signUpDay),
    ctx.db.select({ day: enquiryDay, value: count() }).from(conversations).where(inDayWindow(conversations.createdAt, window)).groupBy(enquiryDay),
    summarizeBilling(ctx, { since: window.from }),
    findBillingTrends(ctx, { days: adminDashboardDays }),
  ]);
  return {
    waiting: { openClaims: claims.n, vendorsToVerify: vendors.total, newMessages: messages.n, unpaidInvoices: billing.unpaidInvoices, newErrors: errors.n },
    lastDays: {
      days: adminDashboardDays,
      since: window.since,
      daily: { signUps: dailyValues(window, signUps), enquiries: dailyValues(window, enquiries), newSubscriptions: trends.newSubscriptions, received: trends.received },
      billing: billing.byCategoryAndCountry,
      monthlyRecurring: trends.recurring,
    },
  };
}
