import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { categoryNames } from '../../shared/catalog/category-names';
import { renderServiceImage } from './drawings';

/** The home hero's three pictures (spec §2): a venue, a bouquet and a photographer's scene. */
export const heroImages = [
  { url: '/images/hero/1.svg', drawing: () => renderServiceImage('venue', 11, 1) },
  { url: '/images/hero/2.svg', drawing: () => renderServiceImage('flowers', 7, 2) },
  { url: '/images/hero/3.svg', drawing: () => renderServiceImage('cakes', 5, 1) },
] as const;

/** The banner of a category landing; a category added later by an administrator gets the default picture. */
export function categoryBannerUrl(categoryName: string): string {
  return `/images/banners/${categoryName}.svg`;
}

/** Drawn once per images folder, like default.jpg, so no binary lives in the repository. */
export function ensureHeroImages(imagesDir: string): void {
  const drawings = [
    ...heroImages,
    ...categoryNames.map((name) => ({ url: categoryBannerUrl(name), drawing: () => renderServiceImage(name, 21, 3) })),
  ];
  for (const image of drawings) {
    const target = join(imagesDir, image.url.replace(/^\/images\//, ''));
    if (existsSync(target)) continue;
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, image.drawing());
  }
}
