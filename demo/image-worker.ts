/**
 * Worker thread of createThreadedImageWriter: draws and writes the demo pictures it is sent, so the
 * seed's database work and its drawing run on two cores at once.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createImageWriter, type DemoImage } from './images';

export type ImageBatchDone = { ok: true } | { ok: false; message: string };

const port = parentPort!;
const writer = createImageWriter((workerData as { imagesDir: string }).imagesDir);

port.on('message', async (images: DemoImage[]) => port.postMessage(await writeBatch(images)));

async function writeBatch(images: DemoImage[]): Promise<ImageBatchDone> {
  try {
    for (const image of images) await writer.write(image);
    await writer.flush();
    return { ok: true };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
