import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertStorageKey, type FileStorage } from './file-storage';

/**
 * Files under `rootDir`, readable by this server's user alone: DATA_DIR/private for private
 * documents (outside DATA_DIR/images, never served), DATA_DIR/images for public uploads (served
 * through /images/ by key). Each file's content type is kept beside it in a sidecar
 * `<file>#type`, so the stored file stays the uploaded file as it was (an operator can open it or
 * copy it to a bucket). '#' is outside the key alphabet: no key can name a sidecar or a temp file.
 */
export function createDiskStorage(rootDir: string): FileStorage {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(rootDir, key);
  };
  return {
    async put(key, bytes, contentType) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      // The type first and removed last: a file present always has its type.
      await writeAtomically(`${path}#type`, contentType);
      await writeAtomically(path, bytes);
    },
    async get(key) {
      const path = pathOf(key);
      try {
        const [file, contentType] = await Promise.all([readFile(path), readFile(`${path}#type`, 'utf8')]);
        // A plain Uint8Array over the Buffer's memory, as S3 gives: no Buffer-only methods to lean on.
        return { bytes: new Uint8Array(file.buffer, file.byteOffset, file.byteLength), contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      const path = pathOf(key);
      await rm(path, { force: true });
      await rm(`${path}#type`, { force: true });
    },
  };
}

// A reader sees the old file or the new one, never half of one: written aside, then renamed over.
async function writeAtomically(path: string, data: Uint8Array | string) {
  const temp = `${path}#${randomUUID()}.tmp`;
  try {
    await writeFile(temp, data, { mode: 0o600, flag: 'wx' });
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}
