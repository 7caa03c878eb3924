import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { imageCacheDirOf, resizedCopyPath, resizeWidths } from './resize-image';

// A stored file's name: 128 random bits, so names can be neither guessed nor chosen.
const storedName = /^[A-Za-z0-9_-]{22}\.(webp|jpg|png|pdf)$/;

/** Pictures, and the public PDFs served beside them (listing brochures). */
export type StoredExtension = 'webp' | 'jpg' | 'png' | 'pdf';

/**
 * Writes a picture (or public PDF) under a new random name in `folder` of the images folder and returns its URL
 * (/images/{folder}/{name}). It is renamed into place only when whole, so a crash never leaves
 * half a file to be served; a new name per upload means no cache ever shows the old picture.
 */
export async function storeImage(imagesDir: string, folder: string, bytes: Uint8Array, extension: StoredExtension): Promise<string> {
  const name = `${randomBytes(16).toString('base64url')}.${extension}`;
  const dir = join(imagesDir, folder);
  await mkdir(dir, { recursive: true });
  const partial = join(dir, `${name}.partial`);
  await writeFile(partial, bytes);
  await rename(partial, join(dir, name));
  return `/images/${folder}/${name}`;
}

/**
 * Removes a picture that storeImage put in `folder`, with its resized copies. Any other URL (the
 * default image, a demo drawing, another folder, a path that tries to leave) is left alone.
 */
export async function removeStoredImage(imagesDir: string, folder: string, url: string): Promise<void> {
  const prefix = `/images/${folder}/`;
  const name = url.startsWith(prefix) ? url.slice(prefix.length) : '';
  if (!storedName.test(name)) return;
  const path = `${folder}/${name}`;
  await Promise.all([
    rm(join(imagesDir, path), { force: true }),
    ...resizeWidths.map((width) => rm(resizedCopyPath(imageCacheDirOf(imagesDir), path, width), { force: true })),
  ]);
}
