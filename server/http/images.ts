import { readFile } from 'node:fs/promises';
import { extname, join, normalize, relative as relativePath, sep } from 'node:path';
import { Hono } from 'hono';
import type { FileStorage } from '../integrations/storage/file-storage';
import { createImageResizer, defaultImageName, imageCacheDirOf, isResizeWidth, storedUploadKey } from '../media';

const contentTypes: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
};

const cacheControl = 'public, max-age=604800';

/**
 * /images/*: uploads (photos, brochures, avatars) from the public file storage, which holds their
 * resized copies too; anything else (the default, demo drawings) from the images folder.
 * Anything missing answers with default.jpg. `?w=400` or `?w=700` answers a WebP of that width
 * (spec §9 resize widths); a built-in picture's is made once and kept under `cacheDir`.
 */
export function imagesRoutes(imagesDir: string, publicFiles: FileStorage, cacheDir = imageCacheDirOf(imagesDir)) {
  const app = new Hono();
  const resizer = createImageResizer(cacheDir);
  app.get('/*', async (c) => {
    const relative = decodeSafely(c.req.path.replace(/^\/images\/?/, ''));
    const width = Number(c.req.query('w'));
    const upload = relative === null ? null : storedUploadKey(relative, isResizeWidth(width) ? width : undefined);
    if (upload) {
      const stored = await publicFiles.get(upload);
      if (stored) return respond(stored.bytes, stored.contentType, cacheControl);
    }
    // Not stored (a built-in picture, or an upload kept on disk before S3 was configured): the folder.
    const file = relative === null ? null : resolveInside(imagesDir, relative);
    const type = file ? contentTypes[extname(file).toLowerCase()] : undefined;
    const found = file && type ? await readFile(file).catch(() => null) : null;
    const source = found && file ? { body: found, path: relativePath(imagesDir, file) } : { body: await readFile(join(imagesDir, defaultImageName)), path: defaultImageName };
    const caching = found ? cacheControl : 'public, max-age=3600';
    if (isResizeWidth(width)) {
      const resized = await resizer.resize(source.path, source.body, width).catch(() => null);
      if (resized) return respond(resized, 'image/webp', caching);
    }
    return found && type ? respond(found, type, caching) : respond(source.body, 'image/jpeg', caching);
  });
  return app;
}

function respond(body: Uint8Array, type: string, cacheControl: string) {
  const headers: Record<string, string> = { 'Content-Type': type, 'Cache-Control': cacheControl };
  // An SVG opened directly must not run anything, whatever it contains.
  if (type === 'image/svg+xml') headers['Content-Security-Policy'] = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
  return new Response(new Uint8Array(body), { headers });
}

function decodeSafely(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

// Refuses ../ and absolute paths that would leave the images folder.
function resolveInside(root: string, relative: string): string | null {
  if (!relative || relative.includes('\0')) return null;
  const full = normalize(join(root, relative));
  return full.startsWith(root + sep) ? full : null;
}
