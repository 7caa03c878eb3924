import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { serviceMedia, services } from '../../../db/schema/services';
import type { RequestContext } from '../../context';
import { removeStoredImage } from '../../media';
import { parseInput, RefusedError } from '../../kernel';
import { serviceIdField, listingPhotoFolder, mediaIdField } from './listing-input';
import { renumberMedia } from './renumber-media';
import { authorizeListingEdit } from './policy';
import { purgeListingPages } from './purge-listing-pages';

export const removeServiceMediaInput = z.object({ id: serviceIdField, mediaId: mediaIdField });

/** Removes one of a listing's photos, then its stored file and resized copies (demo drawings stay). */
export async function removeServiceMedia(ctx: RequestContext, input: unknown): Promise<{ id: number }> {
  const { id, mediaId } = parseInput(removeServiceMediaInput, input);
  await authorizeListingEdit(ctx, id);
  const url = await ctx.db.transaction(async (tx) => {
    await tx.select({ id: services.id }).from(services).where(eq(services.id, id)).for('update');
    const [row] = await tx
      .delete(serviceMedia)
      .where(and(eq(serviceMedia.id, mediaId), eq(serviceMedia.serviceId, id)))
      .returning({ url: serviceMedia.url });
    if (!row) throw new RefusedError('There is no such photo.', 'NOT_FOUND');
    await renumberMedia(tx, id);
    await tx.update(services).set({ updatedAt: ctx.clock.now() }).where(eq(services.id, id));
    return row.url;
  });
  await purgeListingPages(ctx, [id]);
  await removeStoredImage(ctx.publicFiles, listingPhotoFolder, url);
  return { id: mediaId };
}
