import { imageUploadLimits } from '../../../shared/media/image-limits';
import { reviewLimits } from '../../../shared/reviews/rules';
import { filesProblem } from '~/lib/files-problem';

/**
 * What is wrong with the photos a couple chose for a review, before they are sent (the server checks
 * again): too many, or one at the picture limit, by name. Null when they may go: five photos under
 * the limit always fit the request limit of the service page and of GraphQL (server/http/body-limit.ts).
 */
export const photosProblem = (files: { name: string; size: number }[]): string | null =>
  filesProblem(files, { max: reviewLimits.photosMax, maxBytes: imageUploadLimits.maxBytes, one: 'photo', many: 'photos' });
