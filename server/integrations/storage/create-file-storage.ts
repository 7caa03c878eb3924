import { createDiskStorage } from './disk-storage';
import type { FileStorage } from './file-storage';
import { createS3Storage, type S3StorageOptions } from './s3-storage';

export type FileStorageOptions = {
  /** S3_BUCKET and its settings: objects in that bucket instead of files on disk. */
  s3?: S3StorageOptions;
  /** The folder used without S3 (DATA_DIR/private). */
  dir: string;
};

/** S3-compatible object storage when configured, else files on local disk. */
export function createFileStorage({ s3, dir }: FileStorageOptions): FileStorage {
  return s3 ? createS3Storage(s3) : createDiskStorage(dir);
}
