import { and, count, eq, exists, gte, isNull, sql } from 'drizzle-orm';
import { users } from '../../../db/schema/accounts';
import { contactMessages } from '../../../db/schema/contact';
import { conversations } from '../../../db/schema/messaging';
import { errorReports } from '../../../db/schema/platform';
import { serviceClaims, vendorDocuments, vendorProfiles } from '../../../db/schema/vendors';
import type { RequestContext } from '../../context';
import { requireRole } from '../accounts';
import { summarizeBilling, type BillingFigure } from '../billing';

/** How far back the dashboard's figures look. */
export const adminDashboardDays = 30;

export type AdminDashboard = {
  waiting: { openClaims: number; vendorsToVerify: number; newMessages: number; unpaidInvoices: number; newErrors: number };
  lastDays: { signUps: number; enquiries: number; days: number; billing: BillingFigure[] };
};

/**
 * The admin dashboard: the work waiting in each queue and the last 30 days' sign-ups and
 * enquiries, counted across domains in one round of queries (a read model: it writes nothing),
 * with billing's own summary (unpaid invoices, subscriptions and revenue by category and country).
 */
export async function findAdminDashboard(ctx: RequestContext): Promise<AdminDashboard> {
  requireRole(ctx.viewer, 'administrator');
  const since = new Date(ctx.clock.now().getTime() - adminDashboardDays * 86_400_000);
  const hasDocuments = exists(ctx.db.select({ one: sql`1` }).from(vendorDocuments).where(eq(vendorDocuments.vendorId, vendorProfiles.userId)));
  const [[claims], [vendors], [messages], [errors], [signUps], [enquiries], billing] = await Promise.all([
    ctx.db.select({ n: count() }).from(serviceClaims).where(eq(serviceClaims.status, 'open')),
    ctx.db.select({ n: count() }).from(vendorProfiles).where(and(isNull(vendorProfiles.verifiedAt), hasDocuments)),
    ctx.db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.handledAt)),
    ctx.db.select({ n: count() }).from(errorReports).where(isNull(errorReports.resolvedAt)),
    ctx.db.select({ n: count() }).from(users).where(gte(users.createdAt, since)),
    ctx.db.select({ n: count() }).from(conversations).where(gte(conversations.createdAt, since)),
    summarizeBilling(ctx, since),
  ]);
  return {
    waiting: { openClaims: claims.n, vendorsToVerify: vendors.n, newMessages: messages.n, unpaidInvoices: billing.unpaidInvoices, newErrors: errors.n },
    lastDays: { signUps: signUps.n, enquiries: enquiries.n, days: adminDashboardDays, billing: billing.byCategoryAndCountry },
  };
}

