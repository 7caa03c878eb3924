import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { serviceMedia, services } from '../../../db/schema/services';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import type { ListingPhoto } from './add-service-media';
import { serviceIdField } from './listing-input';
import { listingPhotoLimit } from './listing-photo-limit';
import { authorizeListingEdit } from './policy';

export const readListingPhotosInput = z.object({ id: serviceIdField });

export type ListingPhotos = { id: number; name: string; photos: ListingPhoto[]; maxPhotos: number; brochureFile: string | null };

/** The photos step's data: the listing's photos in order, its photo limit and its brochure. */
export async function readListingPhotos(ctx: RequestContext, input: unknown): Promise<ListingPhotos> {
  const { id } = parseInput(readListingPhotosInput, input);
  await authorizeListingEdit(ctx, id);
  const [[listing], photos, maxPhotos] = await Promise.all([
    ctx.db.select({ name: services.name, brochureFile: services.brochureFile }).from(services).where(eq(services.id, id)),
    ctx.db
      .select({ id: serviceMedia.id, url: serviceMedia.url, alt: serviceMedia.alt, position: serviceMedia.position })
      .from(serviceMedia)
      .where(and(eq(serviceMedia.serviceId, id), eq(serviceMedia.isImage, true)))
      .orderBy(asc(serviceMedia.position), asc(serviceMedia.id)),
    listingPhotoLimit(ctx, id),
  ]);
  return { id, name: listing.name, photos, maxPhotos, brochureFile: listing.brochureFile };
}
