import { z } from 'zod';
import { invalidFileMessage } from '../../../shared/media/image-limits';
import type { RequestContext } from '../../context';
import { checkUploadedImage, isUploadedFile, reencodeImage, storeImage, type UploadedFile } from '../media';
import { parseInput } from '../platform';
import { requireContentEditor } from './policy';

export const uploadContentImageInput = z.object({ image: z.custom<UploadedFile>(isUploadedFile, { message: invalidFileMessage }) });

/**
 * A featured image for a post or page: checked by its content, re-encoded as WebP at most 1600
 * wide under a random name in /images/blog/. The URL, for the post's featuredImage.
 */
export async function uploadContentImage(ctx: RequestContext, input: unknown): Promise<{ url: string }> {
  const { image } = parseInput(uploadContentImageInput, input);
  requireContentEditor(ctx.viewer);
  const checked = await checkUploadedImage(image, 'image');
  const bytes = await reencodeImage(checked, 'image', (pipeline) => pipeline.resize({ width: 1600, withoutEnlargement: true }).webp({ quality: 82 }));
  return { url: await storeImage(ctx.publicFiles, 'blog', bytes, 'webp') };
}
