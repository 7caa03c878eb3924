/**
 * Files kept by key, out of public reach (public uploads are served through /images/ only): on
 * local disk (createDiskStorage) or in S3-compatible object storage (createS3Storage). Callers
 * make the keys ('folder/random-name.ext').
 */
export type FileStorage = {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file and the content type it was stored with, or null when there is none. */
  get(key: string): Promise<{ bytes: Uint8Array; contentType: string } | null>;
  /** Deletes the file; a key with no file is not an error. */
  remove(key: string): Promise<void>;
};

// Lower-case names joined by '/': the same file on every disk and bucket, and no way out of the
// root folder (no '..', no leading '/', no empty or hidden segment).
const storageKey = /^[a-z0-9_-][a-z0-9_.-]*(\/[a-z0-9_-][a-z0-9_.-]*)*$/;

/** Throws on a key that is not 'folder/name.ext' in [a-z0-9/_.-]: keys come from code, never from a client. */
export function assertStorageKey(key: string): void {
  if (!storageKey.test(key) || key.includes('..')) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
}
