import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { assertStorageKey, type FileStorage } from './file-storage';

export type S3StorageOptions = {
  /** An S3-compatible server (MinIO, R2, …); unset for Amazon S3 itself. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (https://host/bucket/key), as most S3-compatible servers expect. */
  forcePathStyle: boolean;
};

/**
 * Files as objects in one bucket, under `keyPrefix` (as 'public/') then the caller's key. Objects
 * are written with no ACL, so they stay as private as the bucket: give it no public access (public
 * uploads reach browsers through /images/, never from the bucket).
 */
export function createS3Storage({ endpoint, region, bucket, accessKeyId, secretAccessKey, forcePathStyle }: S3StorageOptions, keyPrefix = ''): FileStorage {
  const client = new S3Client({ endpoint, region, forcePathStyle, credentials: { accessKeyId, secretAccessKey } });
  const objectKey = (key: string) => {
    assertStorageKey(key);
    return keyPrefix + key;
  };
  return {
    async put(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: objectKey(key), Body: bytes, ContentType: contentType }));
    },
    async get(key) {
      const Key = objectKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key }));
        if (!object.Body) return null;
        return { bytes: await object.Body.transformToByteArray(), contentType: object.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async remove(key) {
      // S3 answers a delete of a missing key with success.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
  };
}
