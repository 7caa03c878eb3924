import { and, count, gte, inArray, lt } from 'drizzle-orm';
import { z } from 'zod';
import { wishlistServices } from '../../../db/schema/engagement';
import type { RequestContext } from '../../context';
import { hasRole, requireSignedIn, idField, notAllowed, parseInput } from '../../kernel';
import { listServiceOwners } from '../catalog';

export const wishlistAddsInput = z.object({
  serviceIds: z.array(idField('There is no such service.')).max(1000),
  from: z.date(),
  until: z.date(),
});

/**
 * How many couples added each listing to their wishlist in [from, until) (entries still there:
 * a removal takes its add back). Counts only, never who. For the listings' owner or an
 * administrator.
 */
export async function countWishlistAdds(ctx: RequestContext, input: unknown): Promise<Map<number, number>> {
  const { serviceIds, from, until } = parseInput(wishlistAddsInput, input);
  const viewer = requireSignedIn(ctx.viewer);
  if (serviceIds.length === 0) return new Map();
  if (!hasRole(viewer, 'administrator')) {
    const owners = await listServiceOwners(ctx, { serviceIds });
    if (serviceIds.some((id) => owners.get(id)?.id !== viewer.id)) throw notAllowed();
  }
  const rows = await ctx.db
    .select({ serviceId: wishlistServices.serviceId, adds: count() })
    .from(wishlistServices)
    .where(and(inArray(wishlistServices.serviceId, serviceIds), gte(wishlistServices.addedAt, from), lt(wishlistServices.addedAt, until)))
    .groupBy(wishlistServices.serviceId);
  return new Map(rows.map((row) => [row.serviceId, row.adds]));
}
