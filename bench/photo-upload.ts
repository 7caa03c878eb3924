/** The 12-megapixel upload both listing benchmarks time (bench/listing-editor.ts, bench/listing-photos.ts). */
import sharp from 'sharp';
import type { RequestContext } from '../server/context';
import { addServiceMedia, removeServiceMedia } from '../server/modules/catalog';

/** A 4240 × 2832 JPEG (12 megapixels) with a photo's smooth detail, as a camera's file would be. */
export async function twelveMegapixelJpeg(): Promise<Buffer> {
  const detail = await sharp({ create: { width: 530, height: 354, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).png().toBuffer();
  return sharp(detail).resize(4240, 2832).jpeg({ quality: 92 }).toBuffer();
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Milliseconds to accept, check and store `jpeg` through addServiceMedia (content check, pixel
 * limit, EXIF dropped, re-encoded, its 400 and 700 px copies made, written to `ctx.publicFiles`),
 * `runs` times on the listing; each photo is removed again.
 */
export async function timePhotoUploads(ctx: RequestContext, listingId: number, jpeg: Buffer, runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    const photo = await addServiceMedia(ctx, { id: listingId, file: new File([new Uint8Array(jpeg)], 'camera.jpg') });
    times.push(performance.now() - started);
    await removeServiceMedia(ctx, { id: listingId, mediaId: photo.id });
  }
  return times;
}
