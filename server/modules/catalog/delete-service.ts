import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { serviceMedia, services } from '../../../db/schema/services';
import type { RequestContext } from '../../context';
import { removeStoredImage } from '../media';
import { forgetReferenceData, parseInput } from '../platform';
import { serviceIdField } from './listing-input';
import { authorizeListingEdit } from './policy';

export const deleteServiceInput = z.object({ id: serviceIdField });

/**
 * Removes a listing for good: its rows (meta, media, booked days and its search rows cascade), then
 * the photos and brochure it stored (demo drawings and other folders are left alone).
 */
export async function deleteService(ctx: RequestContext, input: unknown): Promise<{ id: number }> {
  const { id } = parseInput(deleteServiceInput, input);
  await authorizeListingEdit(ctx, id);
  const files = await ctx.db.transaction(async (tx) => {
    const media = await tx.select({ url: serviceMedia.url }).from(serviceMedia).where(eq(serviceMedia.serviceId, id));
    const [deleted] = await tx.delete(services).where(eq(services.id, id)).returning({ brochureFile: services.brochureFile });
    return [...media.map((row) => row.url), ...(deleted?.brochureFile ? [deleted.brochureFile] : [])];
  });
  forgetReferenceData(ctx.db);
  // Files go after the rows are gone: a failed removal leaves a stray file, never a broken listing.
  await Promise.all(files.map((url) => removeStoredImage(ctx.publicFiles, url.split('/')[2] ?? '', url)));
  return { id };
}
