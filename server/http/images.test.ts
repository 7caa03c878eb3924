import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureDefaultImage, renderServiceImage } from '../modules/media';
import { imagesRoutes } from './images';

const root = mkdtempSync(join(tmpdir(), 'images-'));
const imagesDir = join(root, 'images');
const cacheDir = join(root, 'image-cache');
const app = imagesRoutes(imagesDir, cacheDir);
const get = (path: string) => app.request(`http://test${path}`);

beforeAll(async () => {
  await ensureDefaultImage(imagesDir);
  mkdirSync(join(imagesDir, 'demo'), { recursive: true });
  writeFileSync(join(imagesDir, 'demo', '1-1.svg'), renderServiceImage('venue', 1, 1));
});

describe('/images resizing', () => {
  it('answers ?w=400 and ?w=700 with a WebP of that width, kept on disk', async () => {
    for (const width of [400, 700]) {
      const response = await get(`/demo/1-1.svg?w=${width}`);
      expect(response.headers.get('content-type')).toBe('image/webp');
      const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', width, Math.round((width * 2) / 3)]);
      expect(existsSync(join(cacheDir, String(width), 'demo', '1-1.svg.webp'))).toBe(true);
    }
  });

  it('serves the original for any other width', async () => {
    const response = await get('/demo/1-1.svg?w=123');
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('resizes the default picture for a missing one, and never leaves the images folder', async () => {
    for (const path of ['/demo/missing.svg?w=400', '/demo/..%2f..%2fimage-cache%2f400%2fdemo%2f1-1.svg.webp?w=400']) {
      const response = await get(path);
      expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
      expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(400);
    }
    expect(existsSync(join(cacheDir, '400', 'default.jpg.webp'))).toBe(true);
  });
});
