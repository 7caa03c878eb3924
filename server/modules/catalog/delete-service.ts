import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { serviceMedia, services } from '../../../db/schema/services';
import type { RequestContext } from '../../context';
import { removeStoredImage } from '../../media';
import { parseInput } from '../../kernel';
import { serviceIdField } from './listing-input';
import { authorizeListingEdit } from './policy';
import { purgeListingPages } from './purge-listing-pages';

export const deleteServiceInput = z.object({ id: serviceIdField });

/**
 * Removes a listing for good: its rows (meta, media, booked days and its search rows cascade), then
 * the photos and brochure it stored (demo drawings and other folders are left alone).
 */
export async function deleteService(ctx: RequestContext, input: unknown): Promise<{ id: number }> {
  const { id } = parseInput(deleteServiceInput, input);
  await authorizeListingEdit(ctx, id);
  const { files, listed } = await ctx.db.transaction(async (tx) => {
    const media = await tx.select({ url: serviceMedia.url }).from(serviceMedia).where(eq(serviceMedia.serviceId, id));
    const deleted = await tx
      .delete(services)
      .where(eq(services.id, id))
      .returning({ id: services.id, categoryId: services.categoryId, stateId: services.stateId, brochureFile: services.brochureFile });
    const brochures = deleted.flatMap((row) => (row.brochureFile ? [row.brochureFile] : []));
    return { files: [...media.map((row) => row.url), ...brochures], listed: deleted.map(({ id, categoryId, stateId }) => ({ id, categoryId, stateId })) };
  });
  await purgeListingPages(ctx, [], listed);
  // Files go after the rows are gone: a failed removal leaves a stray file, never a broken listing.
  await Promise.all(files.map((url) => removeStoredImage(ctx.publicFiles, url.split('/')[2] ?? '', url)));
  return { id };
}
