import { and, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { tooManyPhotosMessage } from '../../../shared/catalog/listing-fields';
import { imageProblemMessages, imageUploadLimits, invalidFileMessage } from '../../../shared/media/image-limits';
import type { Database } from '../../../db/client';
import { serviceMedia, services } from '../../../db/schema/services';
import type { RequestContext } from '../../context';
import { checkUploadedImage, isUploadedFile, reencodeImage, removeStoredImage, storeImage, type UploadedFile, type UploadedImage } from '../../media';
import { InvalidInputError, parseInput, RefusedError, requireSignedIn, throttleUploads } from '../../kernel';
import { serviceIdField, listingPhotoFolder, photoAltField } from './listing-input';
import { listingPhotoLimit } from './listing-photo-limit';
import { authorizeListingEdit } from './policy';
import { purgeListingPages } from './purge-listing-pages';

const pixel = z.number().int().min(0).max(100_000);

export const addServiceMediaInput = z.object({
  id: serviceIdField,
  file: z.custom<UploadedFile>(isUploadedFile, { message: invalidFileMessage }),
  /** The part of the picture to keep, in the upright picture's pixels. */
  crop: z.object({ x: pixel, y: pixel, width: pixel.min(1), height: pixel.min(1) }).optional(),
  alt: photoAltField.optional(),
});

// Stored photos are at most this many pixels on their long side: more than any screen shows at
// the page's widths, and a 12-megapixel original would cost every resize a full decode.
const storedLongSide = 2560;

export type ListingPhoto = { id: number; url: string; alt: string | null; position: number };

/**
 * Adds one photo at the end of a listing's photos: checked by content (spec §5's limits, the
 * pixel limit), cropped, re-encoded as JPEG without EXIF or location, stored under a random name
 * with its 700 and 400 wide copies in the public file storage, served under /images/services/. At
 * most the listing's photo limit (`listingPhotoLimit`); a refused photo stores nothing.
 */
export async function addServiceMedia(ctx: RequestContext, input: unknown): Promise<ListingPhoto> {
  const { id, file, crop, alt } = parseInput(addServiceMediaInput, input);
  await authorizeListingEdit(ctx, id);
  await throttleUploads(ctx.rateLimiter, requireSignedIn(ctx.viewer));
  const maxPhotos = await listingPhotoLimit(ctx, id);
  // Refused before the picture is decoded when the listing is already full.
  if ((await countPhotos(ctx.db, id)) >= maxPhotos) throw new RefusedError(tooManyPhotosMessage(maxPhotos), 'CONFLICT');
  const image = await checkUploadedImage(file, 'file');
  const area = crop && checkedCrop(image, crop);
  const bytes = await reencodeImage(image, 'file', (pipeline) =>
    (area ? pipeline.extract(area) : pipeline).resize({ width: storedLongSide, height: storedLongSide, fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 82 }),
  );
  const url = await storeImage(ctx.publicFiles, listingPhotoFolder, bytes, 'jpg');
  try {
    const photo = await ctx.db.transaction(async (tx) => {
      // The listing's row is the lock: two uploads at once cannot both take the last place.
      await tx.select({ id: services.id }).from(services).where(eq(services.id, id)).for('update');
      const position = await countPhotos(tx, id);
      if (position >= maxPhotos) throw new RefusedError(tooManyPhotosMessage(maxPhotos), 'CONFLICT');
      const [row] = await tx.insert(serviceMedia).values({ serviceId: id, url, isImage: true, position, alt: alt || null }).returning();
      await tx.update(services).set({ updatedAt: ctx.clock.now() }).where(eq(services.id, id));
      return { id: row.id, url: row.url, alt: row.alt, position: row.position };
    });
    await purgeListingPages(ctx, [id]);
    return photo;
  } catch (error) {
    await removeStoredImage(ctx.publicFiles, listingPhotoFolder, url);
    throw error;
  }
}

async function countPhotos(db: Database, serviceId: number): Promise<number> {
  const [row] = await db
    .select({ photos: count() })
    .from(serviceMedia)
    .where(and(eq(serviceMedia.serviceId, serviceId), eq(serviceMedia.isImage, true)));
  return row.photos;
}

/** The crop within the picture (a browser's rounding may pass its edge by a pixel), still at least the minimum size. */
function checkedCrop(image: UploadedImage, crop: { x: number; y: number; width: number; height: number }) {
  const left = Math.min(crop.x, image.width - 1);
  const top = Math.min(crop.y, image.height - 1);
  const area = { left, top, width: Math.min(crop.width, image.width - left), height: Math.min(crop.height, image.height - top) };
  const problems = [
    ...(area.width < imageUploadLimits.minWidth ? [imageProblemMessages.fileMinimumWidth] : []),
    ...(area.height < imageUploadLimits.minHeight ? [imageProblemMessages.fileMinimumHeight] : []),
  ];
  if (problems.length > 0) throw new InvalidInputError({ crop: problems });
  return area;
}
