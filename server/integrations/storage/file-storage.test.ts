import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../../tests/setup/s3-server';
import { createDiskStorage } from './disk-storage';
import { createFileStorage } from './create-file-storage';
import type { FileStorage } from './file-storage';
import { createS3Storage } from './s3-storage';

let rootDir: string;
let s3: Awaited<ReturnType<typeof startS3Server>>;
beforeAll(async () => {
  rootDir = mkdtempSync(join(tmpdir(), 'ever-after-storage-'));
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.close();
  rmSync(rootDir, { recursive: true, force: true });
});

const badKeys = ['../etc/passwd', 'documents/../../secret.pdf', '/documents/a.pdf', 'Documents/a.pdf', 'documents/a b.pdf', 'documents//a.pdf', 'documents/', '', 'documents/.hidden', 'a\\b.pdf', 'documents/ä.pdf', 'a..b.pdf'];

// One behaviour, whichever storage holds the files.
describe.each([
  ['on disk', () => createDiskStorage(rootDir)],
  ['in S3', () => createS3Storage(s3.options)],
])('file storage %s', (_name, create: () => FileStorage) => {
  it('gives back what was put, with its content type, until it is removed', async () => {
    const storage = create();
    const bytes = new Uint8Array(randomBytes(300_000));
    await storage.put('documents/7f3a-licence.pdf', bytes, 'application/pdf');

    const stored = await storage.get('documents/7f3a-licence.pdf');
    expect(stored?.contentType).toBe('application/pdf');
    expect(Buffer.from(stored!.bytes).equals(bytes)).toBe(true);

    await storage.remove('documents/7f3a-licence.pdf');
    expect(await storage.get('documents/7f3a-licence.pdf')).toBeNull();
  });

  it('keeps every byte value intact, and empty files too', async () => {
    const storage = create();
    const everyByte = Uint8Array.from({ length: 512 }, (_, index) => index % 256);
    await storage.put('scans/all-bytes.png', everyByte, 'image/png');
    await storage.put('scans/empty.png', new Uint8Array(), 'image/png');
    expect([...(await storage.get('scans/all-bytes.png'))!.bytes]).toEqual([...everyByte]);
    expect((await storage.get('scans/empty.png'))!.bytes).toHaveLength(0);
  });

  it('replaces a file put again under the same key', async () => {
    const storage = create();
    await storage.put('documents/replaced.jpg', new Uint8Array([1, 2, 3]), 'image/png');
    await storage.put('documents/replaced.jpg', new Uint8Array([4, 5]), 'image/jpeg');
    expect(await storage.get('documents/replaced.jpg')).toEqual({ bytes: new Uint8Array([4, 5]), contentType: 'image/jpeg' });
  });

  it('answers null for a key with no file, and removes one without complaint', async () => {
    const storage = create();
    expect(await storage.get('documents/never-stored.pdf')).toBeNull();
    await expect(storage.remove('documents/never-stored.pdf')).resolves.toBeUndefined();
  });

  it.each(badKeys)('refuses the key %j', async (key) => {
    const storage = create();
    await expect(storage.put(key, new Uint8Array([1]), 'application/pdf')).rejects.toThrow('Not a storage key');
    await expect(storage.get(key)).rejects.toThrow('Not a storage key');
    await expect(storage.remove(key)).rejects.toThrow('Not a storage key');
  });
});

describe('createDiskStorage', () => {
  it('writes files only its own user can read, and leaves no temporary file behind', async () => {
    const dir = join(rootDir, 'modes');
    await createDiskStorage(dir).put('documents/a.pdf', new Uint8Array([37, 80, 68, 70]), 'application/pdf');
    expect(statSync(join(dir, 'documents', 'a.pdf')).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, 'documents')).mode & 0o777).toBe(0o700);
    expect(readdirSync(join(dir, 'documents')).sort()).toEqual(['a.pdf', 'a.pdf#type']);
  });
});

describe('createS3Storage with a key prefix', () => {
  it('keeps its files under the prefix, apart from the same keys without it', async () => {
    const publicFiles = createS3Storage(s3.options, 'public/');
    const privateFiles = createS3Storage(s3.options);
    await privateFiles.put('vendor-documents/licence.pdf', new Uint8Array([1]), 'application/pdf');
    expect(await publicFiles.get('vendor-documents/licence.pdf')).toBeNull();
    await publicFiles.put('services/photo.jpg', new Uint8Array([2]), 'image/jpeg');
    expect(await privateFiles.get('public/services/photo.jpg')).toMatchObject({ bytes: new Uint8Array([2]) });
    expect(await privateFiles.get('services/photo.jpg')).toBeNull();
    await expect(publicFiles.get('../vendor-documents/licence.pdf')).rejects.toThrow('Not a storage key');
  });
});

describe('createFileStorage', () => {
  it('stores in the S3 bucket when S3 is configured, else on disk', async () => {
    const dir = join(rootDir, 'chosen');
    await createFileStorage({ s3: s3.options, dir }).put('documents/in-s3.pdf', new Uint8Array([1]), 'application/pdf');
    await createFileStorage({ dir }).put('documents/on-disk.pdf', new Uint8Array([2]), 'application/pdf');

    expect(readdirSync(join(dir, 'documents'))).toEqual(['on-disk.pdf', 'on-disk.pdf#type']);
    expect(await createS3Storage(s3.options).get('documents/in-s3.pdf')).toMatchObject({ bytes: new Uint8Array([1]) });
    expect(await createS3Storage(s3.options).get('documents/on-disk.pdf')).toBeNull();
  });
});
