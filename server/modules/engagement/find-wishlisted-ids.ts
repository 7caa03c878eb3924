import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { wishlists, wishlistServices } from '../../../db/schema/engagement';
import type { RequestContext } from '../../context';
import { idField, parseInput } from '../../kernel';

export const wishlistedIdsInput = z.object({ serviceIds: z.array(idField('There is no such service.')).max(1000, 'At most 1,000 services at once.') });

/**
 * Which of these services are in the viewer's own wishlist: one query for a whole page of cards, none
 * for a visitor. Anyone may ask, each learns only their own; shared/engagement's markWishlisted puts
 * the hearts on the cards.
 */
export async function findWishlistedIds(ctx: RequestContext, input: unknown): Promise<Set<number>> {
  const { serviceIds } = parseInput(wishlistedIdsInput, input);
  const { db, viewer } = ctx;
  if (!viewer || serviceIds.length === 0) return new Set();
  const rows = await db
    .select({ serviceId: wishlistServices.serviceId })
    .from(wishlists)
    .innerJoin(wishlistServices, eq(wishlistServices.wishlistId, wishlists.id))
    .where(and(eq(wishlists.userId, viewer.id), inArray(wishlistServices.serviceId, serviceIds)));
  return new Set(rows.map((row) => row.serviceId));
}
