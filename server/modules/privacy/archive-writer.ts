import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** Text is compressed in slices this large, the event loop getting a turn between them. */
const sliceBytes = 64 * 1024;

/** Lets requests waiting on this process run before the next slice: a large archive must not slow the site. */
export const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A zip made in memory as files are added (fflate's streaming Zip): text compressed in slices
 * with a yield after each, pictures and PDFs stored as they are (already compressed). `finish()`
 * answers the whole archive.
 */
export function createArchiveWriter() {
  const chunks: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else chunks.push(chunk);
  });
  const names = new Set<string>();
  const entryName = (path: string) => {
    if (names.has(path)) throw new Error(`The archive already holds ${path}`);
    names.add(path);
    return path;
  };
  return {
    async addText(path: string, text: string) {
      const entry = new ZipDeflate(entryName(path), { level: 6 });
      zip.add(entry);
      const bytes = new TextEncoder().encode(text);
      if (bytes.length === 0) entry.push(bytes, true);
      for (let start = 0; start < bytes.length; start += sliceBytes) {
        entry.push(bytes.subarray(start, start + sliceBytes), start + sliceBytes >= bytes.length);
        await yieldToRequests();
      }
    },
    async addFile(path: string, bytes: Uint8Array) {
      const entry = new ZipPassThrough(entryName(path));
      zip.add(entry);
      entry.push(bytes, true);
      await yieldToRequests();
    },
    finish(): Uint8Array {
      zip.end();
      if (failure) throw failure;
      const archive = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.length, 0));
      let at = 0;
      for (const chunk of chunks) {
        archive.set(chunk, at);
        at += chunk.length;
      }
      return archive;
    },
  };
}

export type ArchiveWriter = ReturnType<typeof createArchiveWriter>;
