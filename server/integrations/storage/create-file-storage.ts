import { createDiskStorage } from './disk-storage';
import type { FileStorage } from './file-storage';
import { createS3Storage, type S3StorageOptions } from './s3-storage';

export type FileStorageOptions = {
  /** S3_BUCKET and its settings: objects in that bucket instead of files on disk. */
  s3?: S3StorageOptions;
  /** The folder used without S3 (DATA_DIR/private, or DATA_DIR/images for public uploads). */
  dir: string;
  /** Where these files sit in the bucket ('public/' keeps public uploads apart from private documents). */
  s3KeyPrefix?: string;
};

/** S3-compatible object storage when configured, else files on local disk. */
export function createFileStorage({ s3, dir, s3KeyPrefix }: FileStorageOptions): FileStorage {
  return s3 ? createS3Storage(s3, s3KeyPrefix) : createDiskStorage(dir);
}
