import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { listingLimits } from '../../../shared/catalog/listing-fields';
import { serviceMedia, services } from '../../../db/schema/services';
import type { RequestContext } from '../../context';
import { InvalidInputError, parseInput } from '../../kernel';
import { serviceIdField, mediaIdField } from './listing-input';
import { renumberMedia } from './renumber-media';
import { authorizeListingEdit } from './policy';
import { purgeListingPages } from './purge-listing-pages';

export const reorderServiceMediaInput = z.object({
  id: serviceIdField,
  // Photos plus room for media that are not photos.
  mediaIds: z.array(mediaIdField).max(listingLimits.photos * 2, 'Give each of the listing’s photos once.'),
});

/** Puts a listing's photos in the order given, which must name each of them exactly once. */
export async function reorderServiceMedia(ctx: RequestContext, input: unknown): Promise<{ mediaIds: number[] }> {
  const { id, mediaIds } = parseInput(reorderServiceMediaInput, input);
  await authorizeListingEdit(ctx, id);
  await ctx.db.transaction(async (tx) => {
    await tx.select({ id: services.id }).from(services).where(eq(services.id, id)).for('update');
    const present = (await tx.select({ id: serviceMedia.id }).from(serviceMedia).where(eq(serviceMedia.serviceId, id))).map((row) => row.id);
    const given = new Set(mediaIds);
    if (given.size !== mediaIds.length || present.length !== given.size || present.some((mediaId) => !given.has(mediaId))) {
      throw new InvalidInputError({ mediaIds: ['Give each of the listing’s photos once: the list has changed, reload the page.'] });
    }
    await renumberMedia(tx, id, mediaIds);
    await tx.update(services).set({ updatedAt: ctx.clock.now() }).where(eq(services.id, id));
  });
  await purgeListingPages(ctx, [id]);
  return { mediaIds };
}
