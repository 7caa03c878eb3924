import { checkUploadedImage, reencodeImage, removeStoredImage, storeImage, type UploadedFile } from '../../media';
import type { RequestContext } from '../../context';

export const reviewPhotoFolder = 'reviews';

// As listing photos: at most this many pixels on the long side, JPEG, nothing of the upload but its picture.
const storedLongSide = 2560;

export type StoredPhoto = { url: string; width: number; height: number };

/**
 * Review photos by the listing photos' rules (the media library's checks: by content, under 10 MB,
 * at least 300 px wide and 200 px high), re-encoded as JPEG without EXIF or location, stored with
 * their resized copies under /images/reviews/. All are checked before any is stored; a refusal
 * names the field `photos`. The caller removes them again if its transaction fails.
 */
export async function storeReviewPhotos(ctx: Pick<RequestContext, 'publicFiles'>, files: UploadedFile[]): Promise<StoredPhoto[]> {
  const checked = [];
  for (const file of files) checked.push(await checkUploadedImage(file, 'photos'));
  const stored: StoredPhoto[] = [];
  try {
    for (const image of checked) {
      const bytes = await reencodeImage(image, 'photos', (pipeline) => pipeline.resize({ width: storedLongSide, height: storedLongSide, fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 82 }));
      const scale = Math.min(1, storedLongSide / Math.max(image.width, image.height));
      stored.push({ url: await storeImage(ctx.publicFiles, reviewPhotoFolder, bytes, 'jpg'), width: Math.round(image.width * scale), height: Math.round(image.height * scale) });
    }
  } catch (error) {
    await removeReviewPhotos(ctx, stored.map((photo) => photo.url));
    throw error;
  }
  return stored;
}

export async function removeReviewPhotos(ctx: Pick<RequestContext, 'publicFiles'>, urls: string[]): Promise<void> {
  await Promise.all(urls.map((url) => removeStoredImage(ctx.publicFiles, reviewPhotoFolder, url)));
}
