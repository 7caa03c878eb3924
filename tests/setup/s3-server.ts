import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3StorageOptions } from '../../server/integrations/storage/s3-storage';

/** A real S3-compatible server (s3rver) in this process, on a free port, with one empty bucket. */
export async function startS3Server(bucket = 'ever-after-test') {
  const directory = mkdtempSync(join(tmpdir(), 'ever-after-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  // s3rver checks signatures, with these credentials.
  const options: S3StorageOptions = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  return {
    options,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
