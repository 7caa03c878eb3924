import { reencodeImage, type UploadedImage } from './uploaded-image';

/** Avatars are square WebP pictures this many pixels across: sharp on high-density screens up to 256 px. */
export const avatarSide = 512;

/**
 * A square crop of the picture around its most interesting part, at most `avatarSide` across; a
 * picture that cannot be decoded after all refuses the input field `field`.
 */
export function renderAvatar(image: UploadedImage, field: string): Promise<Buffer> {
  const side = Math.min(avatarSide, image.width, image.height);
  return reencodeImage(image, field, (pipeline) => pipeline.resize(side, side, { fit: 'cover', position: 'attention' }).webp({ quality: 82 }));
}
