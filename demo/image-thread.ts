import { Worker } from 'node:worker_threads';
import type { ImageBatchDone } from './image-worker';
import type { DemoImage, ImageWriter } from './images';

// Pictures per message: enough to keep the worker busy, few enough to hold little memory.
const batchSize = 2000;

/**
 * An ImageWriter that draws and writes on a worker thread (about half of a large seed's time on one
 * core). For the seed CLI, which runs under tsx: the worker loads image-worker.ts through the same
 * TypeScript loader. The server's first-start seed is small and keeps the in-thread writer.
 */
export function createThreadedImageWriter(imagesDir: string): ImageWriter {
  const worker = new Worker(new URL('./image-worker.ts', import.meta.url), { workerData: { imagesDir } });
  let queued: DemoImage[] = [];
  let outstanding = 0;
  let failure: Error | undefined;
  const idle: (() => void)[] = [];

  // The worker keeps the process alive only while it has work.
  worker.unref();
  const settle = () => {
    if (outstanding > 0) return;
    worker.unref();
    for (const resolve of idle.splice(0)) resolve();
  };
  worker.on('message', (done: ImageBatchDone) => {
    outstanding--;
    if (!done.ok) failure ??= new Error(`demo images: ${done.message}`);
    settle();
  });
  worker.on('error', (error) => {
    failure ??= error;
    outstanding = 0;
    settle();
  });

  const send = () => {
    if (queued.length === 0) return;
    outstanding++;
    worker.ref();
    worker.postMessage(queued);
    queued = [];
  };

  return {
    async write(image) {
      if (failure) throw failure;
      queued.push(image);
      if (queued.length >= batchSize) send();
    },
    async flush() {
      send();
      if (outstanding > 0) await new Promise<void>((resolve) => idle.push(resolve));
      if (failure) throw failure;
    },
  };
}
