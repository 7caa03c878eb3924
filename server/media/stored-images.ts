import { randomBytes } from 'node:crypto';
import type { FileStorage } from '../integrations/storage/file-storage';
import { renderResizedCopy, resizeWidths, type ResizeWidth } from './resize-image';

/** Pictures, and the public PDFs served beside them (listing brochures). */
export type StoredExtension = 'webp' | 'jpg' | 'png' | 'pdf';

const contentTypes: Record<StoredExtension, string> = { webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf' };

// An uploaded file's path under /images/: its folder, then 128 random bits in hex (storage keys are
// lower case), so names can be neither guessed nor chosen.
const storedPath = /^([a-z]+)\/([0-9a-f]{32})\.(webp|jpg|png|pdf)$/;

// The resized copy of a stored picture sits beside it: made once, at upload, so every instance
// sharing the storage serves the same copy and removing the picture removes its copies too.
const copyKey = (key: string, width: ResizeWidth) => `${key}.${width}.webp`;

/**
 * Writes an upload (a picture, or a public PDF) under a new random name in `folder` of the public
 * file storage, with a WebP copy of a picture at each resize width, and returns its URL
 * (/images/{folder}/{name}). A new name per upload means no cache ever shows the old picture.
 */
export async function storeImage(files: FileStorage, folder: string, bytes: Uint8Array, extension: StoredExtension): Promise<string> {
  const key = `${folder}/${randomBytes(16).toString('hex')}.${extension}`;
  const copies = extension === 'pdf' ? [] : await Promise.all(resizeWidths.map(async (width) => ({ width, bytes: await renderResizedCopy(bytes, width) })));
  try {
    // The copies first: a picture present always has its copies.
    await Promise.all(copies.map((copy) => files.put(copyKey(key, copy.width), copy.bytes, 'image/webp')));
    await files.put(key, bytes, contentTypes[extension]);
  } catch (error) {
    await removeKeys(files, key);
    throw error;
  }
  return `/images/${key}`;
}

/**
 * Removes an upload that storeImage put in `folder`, with its resized copies. Any other URL (the
 * default image, a demo drawing, another folder, a path that tries to leave) is left alone.
 */
export async function removeStoredImage(files: FileStorage, folder: string, url: string): Promise<void> {
  const key = storedUploadKey(url.replace(/^\/images\//, ''));
  if (key?.startsWith(`${folder}/`)) await removeKeys(files, key);
}

async function removeKeys(files: FileStorage, key: string) {
  await Promise.all([files.remove(key), ...resizeWidths.map((width) => files.remove(copyKey(key, width)))]);
}

/**
 * The storage key of the upload at `path` under /images/ (its copy at `width` when given), or
 * null for any other path: built-in pictures (the default, demo drawings) live on disk instead.
 */
export function storedUploadKey(path: string, width?: ResizeWidth): string | null {
  const match = storedPath.exec(path);
  if (!match) return null;
  return width && match[3] !== 'pdf' ? copyKey(path, width) : path;
}
