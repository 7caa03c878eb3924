import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import sharp from 'sharp';

/** Spec §9: pictures are offered 400 and 700 pixels wide. */
export const resizeWidths = [400, 700] as const;
export type ResizeWidth = (typeof resizeWidths)[number];

export function isResizeWidth(value: number): value is ResizeWidth {
  return (resizeWidths as readonly number[]).includes(value);
}

/** Where the resized copies of the images folder's pictures are kept: image-cache/ beside it. */
export function imageCacheDirOf(imagesDir: string): string {
  return resolve(imagesDir, '..', 'image-cache');
}

/** The resized copy of the picture at `path` (under /images/). */
export function resizedCopyPath(cacheDir: string, path: string, width: ResizeWidth): string {
  return join(cacheDir, String(width), `${path}.webp`);
}

/** A WebP copy of a picture at a resize width (never enlarged). */
export function renderResizedCopy(source: Uint8Array, width: ResizeWidth): Promise<Buffer> {
  return sharp(source).resize({ width, withoutEnlargement: true }).webp({ quality: 76 }).toBuffer();
}

/**
 * WebP copies of the built-in pictures on disk (the default, demo drawings; uploads get theirs when
 * stored) at the resize widths, kept on disk so each is made once. Concurrent
 * requests for the same copy share one sharp run, and a copy is renamed into place only when it is
 * whole, so a crash never leaves half a file to be served.
 */
export function createImageResizer(cacheDir: string) {
  const pending = new Map<string, Promise<Buffer>>();

  async function make(target: string, source: Buffer, width: ResizeWidth): Promise<Buffer> {
    const cached = await readFile(target).catch(() => null);
    if (cached) return cached;
    const webp = await renderResizedCopy(source, width);
    await mkdir(dirname(target), { recursive: true });
    const partial = `${target}.${process.pid}.partial`;
    await writeFile(partial, webp);
    await rename(partial, target);
    return webp;
  }

  return {
    /** `path` is the picture's path under /images/, already checked to stay inside the folder. */
    resize(path: string, source: Buffer, width: ResizeWidth): Promise<Buffer> {
      const target = resizedCopyPath(cacheDir, path, width);
      let result = pending.get(target);
      if (!result) {
        result = make(target, source, width).finally(() => pending.delete(target));
        pending.set(target, result);
      }
      return result;
    },
  };
}
