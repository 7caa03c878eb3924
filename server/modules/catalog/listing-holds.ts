import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { serviceHolds, services, type ServiceHoldKind } from '../../../db/schema/services';
import type { RequestContext } from '../../context';
import { purgeListingPages } from './purge-listing-pages';

/** Which listings a hold covers: named ones, or a vendor's (in one category). */
export type HeldListings = { serviceIds: number[] } | { vendorId: number; categoryId?: number };

function listingsOf(selection: HeldListings): SQL | undefined {
  if ('serviceIds' in selection) return inArray(services.id, selection.serviceIds);
  return and(eq(services.userId, selection.vendorId), selection.categoryId === undefined ? undefined : eq(services.categoryId, selection.categoryId));
}

/**
 * Keeps listings out of every public read (search, place pages, carousels, the sitemap, their own
 * page) for one cause, without touching the vendor's own published/unpublished choice. The calling
 * use case has authorized the change and writes its audit entry; pass a context on its transaction
 * (the pages purged before the commit are not cached again from what was read before it). Holding
 * again under the same cause keeps the first reason. Answers the ids held.
 */
export async function holdListings(
  ctx: Pick<RequestContext, 'db' | 'pages' | 'searchIndex'>,
  { kind, reason, heldBy, ...selection }: HeldListings & { kind: ServiceHoldKind; reason: string; heldBy: number | null },
): Promise<number[]> {
  const { db } = ctx;
  const listings = await db.select({ id: services.id }).from(services).where(listingsOf(selection as HeldListings));
  const ids = listings.map((row) => row.id);
  if (ids.length === 0) return ids;
  await db
    .insert(serviceHolds)
    .values(ids.map((serviceId) => ({ serviceId, kind, reason, heldBy })))
    .onConflictDoNothing();
  await ctx.searchIndex(ctx, { serviceIds: ids });
  await purgeListingPages(ctx, ids);
  return ids;
}

/** Ends one cause's hold on listings; those no other cause holds are public again at once. */
export async function releaseListings(ctx: Pick<RequestContext, 'db' | 'pages' | 'searchIndex'>, { kind, ...selection }: HeldListings & { kind: ServiceHoldKind }): Promise<number[]> {
  const { db } = ctx;
  const listings = await db.select({ id: services.id }).from(services).where(listingsOf(selection as HeldListings));
  const ids = listings.map((row) => row.id);
  if (ids.length === 0) return ids;
  await db.delete(serviceHolds).where(and(eq(serviceHolds.kind, kind), inArray(serviceHolds.serviceId, ids)));
  await ctx.searchIndex(ctx, { serviceIds: ids });
  await purgeListingPages(ctx, ids);
  return ids;
}

/** Which of some listings one cause holds now (a job holds each listing once). */
export async function listHeldListings(ctx: Pick<RequestContext, 'db'>, { serviceIds, kind }: { serviceIds: number[]; kind: ServiceHoldKind }): Promise<Set<number>> {
  if (serviceIds.length === 0) return new Set();
  const rows = await ctx.db.select({ id: serviceHolds.serviceId }).from(serviceHolds).where(and(eq(serviceHolds.kind, kind), inArray(serviceHolds.serviceId, serviceIds)));
  return new Set(rows.map((row) => row.id));
}
