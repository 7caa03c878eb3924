import { and, eq, inArray } from 'drizzle-orm';
import { serviceHolds, type ServiceHoldKind } from '../../../db/schema/services';
import type { RequestContext } from '../../context';

/** Which of some listings one cause holds now (a job holds each listing once). */
export async function listHeldListings(ctx: RequestContext, { serviceIds, kind }: { serviceIds: number[]; kind: ServiceHoldKind }): Promise<Set<number>> {
  if (serviceIds.length === 0) return new Set();
  const rows = await ctx.db.select({ id: serviceHolds.serviceId }).from(serviceHolds).where(and(eq(serviceHolds.kind, kind), inArray(serviceHolds.serviceId, serviceIds)));
  return new Set(rows.map((row) => row.id));
}
