import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderServiceImage } from '../../../db/seed/images';

/** The home hero's three pictures (spec §2): a venue, a bouquet and a photographer's scene. */
export const heroImages = [
  { url: '/images/hero/1.svg', drawing: () => renderServiceImage('venue', 11, 1) },
  { url: '/images/hero/2.svg', drawing: () => renderServiceImage('flowers', 7, 2) },
  { url: '/images/hero/3.svg', drawing: () => renderServiceImage('cakes', 5, 1) },
] as const;

/** Drawn once per images folder, like default.jpg, so no binary lives in the repository. */
export function ensureHeroImages(imagesDir: string): void {
  mkdirSync(join(imagesDir, 'hero'), { recursive: true });
  for (const image of heroImages) {
    const target = join(imagesDir, image.url.replace(/^\/images\//, ''));
    if (!existsSync(target)) writeFileSync(target, image.drawing());
  }
}
