import { z } from 'zod';
import { invalidFileMessage } from '../../../shared/media/image-limits';
import type { RequestContext } from '../../context';
import { checkUploadedImage, isUploadedFile, reencodeImage, storeImage, type UploadedFile } from '../../media';
import { recordAuditEvent } from '../audit/internal';
import { parseInput, requireAdministrator, throttleUploads } from '../../kernel';

export const uploadContentImageInput = z.object({ image: z.custom<UploadedFile>(isUploadedFile, { message: invalidFileMessage }) });

/**
 * A featured image for a post or page: checked by its content, re-encoded as WebP at most 1600
 * wide under a random name in /images/blog/. The URL, for the post's featuredImage. Audited: the
 * file is public from now on, whether or not a post uses it.
 */
export async function uploadContentImage(ctx: RequestContext, input: unknown): Promise<{ url: string }> {
  const { image } = parseInput(uploadContentImageInput, input);
  await throttleUploads(ctx.rateLimiter, requireAdministrator(ctx.viewer));
  const checked = await checkUploadedImage(image, 'image');
  const bytes = await reencodeImage(checked, 'image', (pipeline) => pipeline.resize({ width: 1600, withoutEnlargement: true }).webp({ quality: 82 }));
  const url = await storeImage(ctx.publicFiles, 'blog', bytes, 'webp');
  await recordAuditEvent(ctx, { action: 'content_image.upload', entityType: 'content_image', entityId: url, before: null, after: { url, bytes: bytes.length } });
  return { url };
}
