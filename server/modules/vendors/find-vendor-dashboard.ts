import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import { z } from 'zod';
import { serviceClaims, serviceViews, vendorProfiles } from '../../../db/schema/vendors';
import { dashboardPeriodDays } from '../../../shared/vendors/dashboard-period';
import type { RequestContext } from '../../context';
import { listServiceLinks, listVendorServices, type ServiceLink } from '../catalog';
import { countWishlistAdds } from '../engagement';
import { summarizeVendorLeads } from '../messaging';
import { idField, parseInput } from '../../kernel';
import { authorizeVendorRecord } from './policy';

export const vendorDashboardInput = z.object({ vendorId: idField('There is no such vendor.').optional() });

/** A figure in the last 30 days and in the 30 before. */
export type Compared = { current: number; previous: number };

export type DashboardListing = {
  service: ServiceLink;
  /** 'published' for an owned listing (drafts and hidden listings come with the editor), 'claim pending' for a claimed one. */
  status: 'published' | 'claim pending';
  views: Compared;
  wishlistAdds: Compared;
  enquiries: Compared;
  unreadConversations: number;
  medianReplyHours: number | null;
  /** Views per day over the last 30 days, oldest first (the chart). */
  dailyViews: number[];
};

export type VendorDashboard = {
  vendorId: number;
  businessName: string;
  verified: boolean;
  listings: DashboardListing[];
  /** The first day of the last 30 (UTC), for the chart's axis. */
  since: string;
};

const dayMs = 24 * 60 * 60 * 1000;
const zero = (): Compared => ({ current: 0, previous: 0 });

/**
 * The vendor's dashboard (vendorDashboard): their listings with status, and per listing the last
 * 30 days against the 30 before (page views, wishlist adds, enquiries), unread conversations and
 * the median time to a first reply. The vendor themself; an administrator may name any vendor.
 */
export async function findVendorDashboard(ctx: RequestContext, input: unknown): Promise<VendorDashboard> {
  const { vendorId: named } = parseInput(vendorDashboardInput, input);
  const vendorId = named ?? ctx.viewer?.id ?? 0;
  authorizeVendorRecord(ctx.viewer, vendorId);
  const now = ctx.clock.now();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = new Date(today - (dashboardPeriodDays - 1) * dayMs);
  const previousFrom = new Date(from.getTime() - dashboardPeriodDays * dayMs);
  const until = new Date(today + dayMs);
  const day = (moment: Date) => moment.toISOString().slice(0, 10);

  const [owned, [profile], claims, leads] = await Promise.all([
    listVendorServices(ctx, { vendorId }),
    ctx.db.select({ businessName: vendorProfiles.businessName, verifiedAt: vendorProfiles.verifiedAt }).from(vendorProfiles).where(eq(vendorProfiles.userId, vendorId)),
    ctx.db.select({ serviceId: serviceClaims.serviceId }).from(serviceClaims).where(and(eq(serviceClaims.vendorId, vendorId), eq(serviceClaims.status, 'open'))),
    summarizeVendorLeads(ctx, { vendorId, previousFrom, from, until }),
  ]);
  const ownedIds = owned.map((service) => service.id);
  const [views, addsNow, addsBefore, claimed] = await Promise.all([
    ownedIds.length === 0
      ? []
      : ctx.db
          .select({ serviceId: serviceViews.serviceId, day: serviceViews.day, views: serviceViews.views })
          .from(serviceViews)
          .where(and(inArray(serviceViews.serviceId, ownedIds), gte(serviceViews.day, day(previousFrom)), lt(serviceViews.day, day(until)))),
    countWishlistAdds(ctx, { serviceIds: ownedIds, from, until }),
    countWishlistAdds(ctx, { serviceIds: ownedIds, from: previousFrom, until: from }),
    listServiceLinks(ctx, { serviceIds: claims.map((claim) => claim.serviceId) }),
  ]);

  const figures = new Map(ownedIds.map((id) => [id, { views: zero(), daily: Array<number>(dashboardPeriodDays).fill(0) }]));
  for (const row of views) {
    const entry = figures.get(row.serviceId)!;
    const index = Math.round((Date.parse(row.day) - from.getTime()) / dayMs);
    if (index >= 0) {
      entry.views.current += row.views;
      entry.daily[index] += row.views;
    } else entry.views.previous += row.views;
  }
  const listings: DashboardListing[] = owned.map((service) => {
    const lead = leads.get(service.id);
    return {
      service,
      status: 'published',
      views: figures.get(service.id)!.views,
      wishlistAdds: { current: addsNow.get(service.id) ?? 0, previous: addsBefore.get(service.id) ?? 0 },
      enquiries: { current: lead?.enquiries ?? 0, previous: lead?.previousEnquiries ?? 0 },
      unreadConversations: lead?.unreadConversations ?? 0,
      medianReplyHours: lead?.medianReplyHours ?? null,
      dailyViews: figures.get(service.id)!.daily,
    };
  });
  for (const claim of claims) {
    const service = claimed.get(claim.serviceId);
    if (!service) continue;
    listings.push({
      service,
      status: 'claim pending',
      views: zero(),
      wishlistAdds: zero(),
      enquiries: zero(),
      unreadConversations: 0,
      medianReplyHours: null,
      dailyViews: Array<number>(dashboardPeriodDays).fill(0),
    });
  }
  return { vendorId, businessName: profile?.businessName ?? '', verified: Boolean(profile?.verifiedAt), listings, since: day(from) };
}
