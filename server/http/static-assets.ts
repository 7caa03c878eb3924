import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { MiddlewareHandler } from 'hono';

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
};

/** Whether the path names a kind of file the client build holds (favicon, scripts, fonts). */
export const isClientFile = (path: string) => contentTypes[extname(path).toLowerCase()] !== undefined;

/**
 * Files of the client build. /assets/ names carry a content hash, so they are cached for a year
 * and never revalidated; the few unhashed files (favicon) for a day.
 */
export function staticAssets(clientDir: string): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const path = c.req.path;
    const type = contentTypes[extname(path).toLowerCase()];
    if (!type) return next();
    const file = normalize(join(clientDir, path));
    if (!file.startsWith(clientDir + sep)) return next();
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return next();
    const body = await readFile(file);
    const cacheControl = path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=86400';
    return c.body(new Uint8Array(body), 200, { 'Content-Type': type, 'Cache-Control': cacheControl });
  };
}
