import { z } from 'zod';
import type { RequestContext } from '../../context';
import { requireSignedIn, parseInput } from '../../kernel';
import { listServiceLinks } from '../catalog';
import { findServiceEngagement, type ServiceEngagement } from './find-service-engagement';
import { noSuchService, serviceIdField } from './input-fields';
import { addToWishlist } from './wishlist-entries';

export const wishlistServiceInput = z.object({ id: serviceIdField });

/**
 * Spec §4: puts a service in the viewer's wishlist (already there: nothing changes). Only a listing
 * the public sees (the catalog's one rule): a draft, unpublished or held one is "no such service".
 * Answers the service's facts for the viewer afterwards, as every change of the wishlist does.
 */
export async function addWishlistService(ctx: RequestContext, input: unknown): Promise<ServiceEngagement> {
  const { id } = parseInput(wishlistServiceInput, input);
  const couple = requireSignedIn(ctx.viewer);
  if (!(await listServiceLinks(ctx, { serviceIds: [id], publicOnly: true })).has(id)) throw noSuchService();
  // The wishlist, the entry and the size check stand or fall together.
  await ctx.db.transaction((tx) => addToWishlist(tx, couple.id, id, ctx.clock.now()));
  return findServiceEngagement(ctx, { serviceId: id });
}
