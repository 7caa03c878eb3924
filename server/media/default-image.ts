import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { renderDefaultImage } from './drawings';

export const defaultImageName = 'default.jpg';

/** /images/default.jpg is rendered once per images folder, so no binary lives in the repository. */
export async function ensureDefaultImage(imagesDir: string): Promise<void> {
  const target = join(imagesDir, defaultImageName);
  if (existsSync(target)) return;
  mkdirSync(imagesDir, { recursive: true });
  await sharp(Buffer.from(renderDefaultImage())).jpeg({ quality: 82, mozjpeg: true }).toFile(target);
}
