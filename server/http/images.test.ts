import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../tests/setup/s3-server';
import { createDiskStorage } from '../integrations/storage/disk-storage';
import type { FileStorage } from '../integrations/storage/file-storage';
import { createS3Storage } from '../integrations/storage/s3-storage';
import { ensureDefaultImage, removeStoredImage, renderServiceImage, storeImage } from '../media';
import { imagesRoutes } from './images';

const root = mkdtempSync(join(tmpdir(), 'images-'));
const imagesDir = join(root, 'images');
const cacheDir = join(root, 'image-cache');
const app = imagesRoutes(imagesDir, createDiskStorage(imagesDir), cacheDir);
const get = (path: string) => app.request(`http://test${path}`);
let s3: Awaited<ReturnType<typeof startS3Server>>;

beforeAll(async () => {
  await ensureDefaultImage(imagesDir);
  mkdirSync(join(imagesDir, 'demo'), { recursive: true });
  writeFileSync(join(imagesDir, 'demo', '1-1.svg'), renderServiceImage('venue', 1, 1));
  s3 = await startS3Server();
});
afterAll(() => s3.close());

const jpeg = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#b5838d' } }).jpeg().toBuffer();
const widthOf = async (response: Response) => (await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width;

// Uploads are read through the public file storage: the images folder itself, or a bucket that
// another server instance may have written to.
describe.each([
  ['on disk', () => createDiskStorage(imagesDir)],
  ['in S3', () => createS3Storage(s3.options, 'public/')],
])('/images uploads %s', (_name, create: () => FileStorage) => {
  it('serves a stored photo, its 400 and 700 wide copies, and a brochure, until they are removed', async () => {
    const files = create();
    const route = imagesRoutes(imagesDir, files, cacheDir);
    const read = (path: string) => route.request(`http://test${path}`);
    const photo = await storeImage(files, 'services', await jpeg(1200, 800), 'jpg');
    const brochure = await storeImage(files, 'brochures', new TextEncoder().encode('%PDF-1.4\n%%EOF\n'), 'pdf');

    const original = await read(photo);
    expect([original.status, original.headers.get('content-type'), original.headers.get('cache-control')]).toEqual([200, 'image/jpeg', 'public, max-age=604800']);
    expect(await widthOf(original)).toBe(1200);
    for (const width of [400, 700]) {
      const copy = await read(`${photo}?w=${width}`);
      expect(copy.headers.get('content-type')).toBe('image/webp');
      expect(await widthOf(copy)).toBe(width);
    }
    // Copies made at upload: nothing is resized on request.
    expect(existsSync(join(cacheDir, '400', photo.slice('/images/'.length) + '.webp'))).toBe(false);
    const pdf = await read(`${brochure}?w=400`);
    expect([pdf.headers.get('content-type'), await pdf.text()]).toEqual(['application/pdf', '%PDF-1.4\n%%EOF\n']);

    await removeStoredImage(files, 'services', photo);
    await removeStoredImage(files, 'brochures', brochure);
    for (const path of [photo, `${photo}?w=400`, brochure]) expect((await read(path)).headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('leaves another folder’s upload and any other URL alone when asked to remove them', async () => {
    const files = create();
    const avatar = await storeImage(files, 'avatars', await jpeg(600, 400), 'jpg');
    await removeStoredImage(files, 'services', avatar);
    await removeStoredImage(files, 'services', '/images/demo/1-1.svg');
    expect(await files.get(avatar.slice('/images/'.length))).not.toBeNull();
    expect(existsSync(join(imagesDir, 'demo', '1-1.svg'))).toBe(true);
  });
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
