import { imageUploadLimits } from '../../../shared/media/image-limits';
import { reviewLimits } from '../../../shared/reviews/rules';

/**
 * What is wrong with the photos a couple chose for a review, before they are sent (the server checks
 * again): too many, or one at the picture limit, by name. Null when they may go: five photos under
 * the limit always fit the request limit of the service page and of GraphQL (server/http/body-limit.ts).
 */
export function photosProblem(files: { name: string; size: number }[]): string | null {
  if (files.length > reviewLimits.photosMax) return `At most ${reviewLimits.photosMax} photos: please choose fewer.`;
  const big = files.filter((file) => file.size >= imageUploadLimits.maxBytes);
  if (big.length > 0) return `Each photo must be smaller than 10 MB (too big: ${big.map((file) => file.name).join(', ')}). Please choose smaller photos.`;
  return null;
}
