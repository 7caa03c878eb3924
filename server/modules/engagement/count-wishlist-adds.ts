import { and, count, gte, inArray, lt } from 'drizzle-orm';
import { z } from 'zod';
import { wishlistServices } from '../../../db/schema/engagement';
import type { RequestContext } from '../../context';
import { requireSignedIn, idField, parseInput } from '../../kernel';
import { listServiceOwners } from '../catalog';
import { assertMayCountWishlistAdds } from './policy';

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
  await assertMayCountWishlistAdds(viewer, async () => {
    const owners = await listServiceOwners(ctx, { serviceIds });
    return serviceIds.map((id) => owners.get(id)?.id);
  });
  const rows = await ctx.db
    .select({ serviceId: wishlistServices.serviceId, adds: count() })
    .from(wishlistServices)
    .where(and(inArray(wishlistServices.serviceId, serviceIds), gte(wishlistServices.addedAt, from), lt(wishlistServices.addedAt, until)))
    .groupBy(wishlistServices.serviceId);
  return new Map(rows.map((row) => [row.serviceId, row.adds]));
}
