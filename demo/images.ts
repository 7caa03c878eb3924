import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderServiceImage } from '../server/media';
import type { CategoryName } from './catalog';

export type DemoImage = { serviceId: number; category: CategoryName; photo: number };

/** Where a demo image is served from; stored as the media url. */
export function demoImageUrl(serviceId: number, photo: number): string {
  return `/images/demo/${serviceId}-${photo}.svg`;
}

/** Where demo pictures go: `write` resolves once there is room for more, `flush` once all are on disk. */
export type ImageWriter = {
  write(image: DemoImage): Promise<void>;
  flush(): Promise<void>;
};

/**
 * Writes demo images under `<imagesDir>/demo/` on this thread. Synchronous writes: about three times
 * cheaper per small file than promise-based ones, and the seed has nothing else to do meanwhile.
 */
export function createImageWriter(imagesDir: string): ImageWriter {
  const folder = join(imagesDir, 'demo');
  mkdirSync(folder, { recursive: true });
  return {
    async write(image) {
      writeFileSync(join(folder, `${image.serviceId}-${image.photo}.svg`), renderServiceImage(image.category, image.serviceId, image.photo));
    },
    async flush() {},
  };
}
