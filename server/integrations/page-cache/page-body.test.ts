import { randomBytes } from 'node:crypto';
import { crc32, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32Combine, gzipChunks, pageBody, plainChunks } from './page-body';

const encoder = new TextEncoder();
const join = (chunks: Uint8Array[]) => Buffer.concat(chunks).toString('utf8');

describe('a cached page’s body', () => {
  it('answers each visitor with their own nonce, as it is and gzip’d, from parts made once', async () => {
    const page = `<html><head><script nonce="N0NCE">a()</script></head><body><h1>Café “Ünïcode” ${'é'.repeat(5000)}</h1><script nonce="N0NCE">b()</script></body></html>`;
    const body = await pageBody(page, 'N0NCE');
    expect(body.parts).toHaveLength(3);
    for (const nonce of ['Zm9vYmFyYmF6cXV4MTIzNA==', 'other+nonce/value==', '']) {
      const expected = page.replaceAll('N0NCE', nonce);
      expect(join(plainChunks(body, encoder.encode(nonce)))).toBe(expected);
      // gunzip checks the frame's CRC-32 and length too.
      expect(gunzipSync(Buffer.concat(gzipChunks(body, encoder.encode(nonce)))).toString('utf8')).toBe(expected);
    }
    expect(Buffer.concat(gzipChunks(body, encoder.encode('x'))).length).toBeLessThan(page.length / 4);
  });

  it('handles a page without a nonce, an empty one, and one that starts and ends with it', async () => {
    for (const [page, nonce] of [['<p>plain</p>', ''], ['', ''], ['N<p>N</p>N', 'N']]) {
      const body = await pageBody(page, nonce);
      expect(gunzipSync(Buffer.concat(gzipChunks(body, encoder.encode('xy')))).toString()).toBe(nonce ? page.replaceAll(nonce, 'xy') : page);
    }
  });

  it('combines the CRC-32 of two pieces into that of both, whatever their lengths', () => {
    for (const [first, second] of [[0, 0], [1, 0], [0, 7], [13, 1], [4096, 65_537], [150_000, 24]]) {
      const [a, b] = [randomBytes(first), randomBytes(second)];
      expect(crc32Combine(crc32(a), crc32(b), b.length)).toBe(crc32(Buffer.concat([a, b])));
    }
  });
});
