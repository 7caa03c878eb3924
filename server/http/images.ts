import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { Hono } from 'hono';
import { defaultImageName } from '../modules/media/default-image';

const contentTypes: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
};

/** /images/* from the images folder; anything missing answers with default.jpg. */
export function imagesRoutes(imagesDir: string) {
  const app = new Hono();
  app.get('/*', async (c) => {
    const relative = decodeSafely(c.req.path.replace(/^\/images\/?/, ''));
    const file = relative === null ? null : resolveInside(imagesDir, relative);
    const type = file ? contentTypes[extname(file).toLowerCase()] : undefined;
    const body = file && type ? await readFile(file).catch(() => null) : null;
    if (body && type) return respond(body, type, 'public, max-age=604800');
    const fallback = await readFile(join(imagesDir, defaultImageName));
    return respond(fallback, 'image/jpeg', 'public, max-age=3600');
  });
  return app;
}

function respond(body: Buffer, type: string, cacheControl: string) {
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
