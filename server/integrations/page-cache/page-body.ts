import { promisify } from 'node:util';
import { constants, crc32, deflateRaw } from 'node:zlib';

const deflate = promisify(deflateRaw);
const encoder = new TextEncoder();

/**
 * A cached page's body, ready to answer without encoding or compressing anything: its UTF-8 bytes
 * cut where the CSP nonce goes (each answer has its own), and the same parts compressed once as raw
 * deflate, each but the last ended by a sync flush. A gzip answer is then the parts joined around
 * the nonce (sent as an uncompressed block), in a gzip frame whose checksum is combined from the
 * parts' own.
 */
export type PageBody = {
  /** Empty when read for a gzip answer from a store that keeps the two apart (Redis). */
  parts: Uint8Array[];
  /** Empty when read for a plain answer from such a store. */
  deflated: Uint8Array[];
  /** Bytes and CRC-32 of each part. */
  lengths: number[];
  crcs: number[];
};

/** Which of a body's forms an answer sends. */
export type BodyForm = 'plain' | 'gzip';

/** The body of `text`, whose nonce is `nonce` ('' when it has none). */
export async function pageBody(text: string, nonce: string): Promise<PageBody> {
  const parts = (nonce ? text.split(nonce) : [text]).map((part) => encoder.encode(part));
  // In the thread pool: a 150 kB page takes a few milliseconds to compress.
  const deflated = await Promise.all(
    parts.map(async (part, index) => new Uint8Array(await deflate(part, { finishFlush: index === parts.length - 1 ? constants.Z_FINISH : constants.Z_SYNC_FLUSH }))),
  );
  return { parts, deflated, lengths: parts.map((part) => part.length), crcs: parts.map((part) => crc32(part)) };
}

/** The body with `nonce` where it goes: the stored bytes themselves, nothing copied. */
export function plainChunks({ parts }: PageBody, nonce: Uint8Array): Uint8Array[] {
  return parts.flatMap((part, index) => (index === 0 ? [part] : [nonce, part]));
}

// Gzip's frame (RFC 1952): deflate, no name or time, unknown system.
const gzipHeader = Uint8Array.of(0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff);

/** The body with `nonce` where it goes, as one gzip member. */
export function gzipChunks(body: PageBody, nonce: Uint8Array): Uint8Array[] {
  const nonceCrc = crc32(nonce);
  const nonceBlock = storedBlock(nonce);
  const chunks: Uint8Array[] = [gzipHeader];
  let crc = 0;
  let size = 0;
  body.deflated.forEach((deflated, index) => {
    if (index > 0) {
      chunks.push(nonceBlock);
      crc = crc32Combine(crc, nonceCrc, nonce.length);
      size += nonce.length;
    }
    chunks.push(deflated);
    crc = crc32Combine(crc, body.crcs[index], body.lengths[index]);
    size += body.lengths[index];
  });
  const trailer = new Uint8Array(8);
  const view = new DataView(trailer.buffer);
  view.setUint32(0, crc, true);
  view.setUint32(4, size % 2 ** 32, true);
  chunks.push(trailer);
  return chunks;
}

/** A non-final deflate block holding `bytes` as they are (RFC 1951 3.2.4); it starts on a byte, as a sync flush leaves it. */
function storedBlock(bytes: Uint8Array): Uint8Array {
  if (bytes.length > 0xffff) throw new Error('a stored block holds at most 65,535 bytes');
  const block = new Uint8Array(5 + bytes.length);
  block.set([0, bytes.length & 0xff, bytes.length >>> 8, ~bytes.length & 0xff, (~bytes.length >>> 8) & 0xff]);
  block.set(bytes, 5);
  return block;
}

// CRC-32 of two pieces joined, from each one's (zlib's crc32_combine, in polynomial arithmetic mod
// the CRC's polynomial): the parts' checksums are computed once, when the page is stored.
const polynomial = 0xedb88320;

function multiplyModP(a: number, b: number): number {
  let product = 0;
  for (let bit = 0x80000000; bit !== 0; bit >>>= 1) {
    if (a & bit) {
      product ^= b;
      if ((a & (bit - 1)) === 0) break;
    }
    b = b & 1 ? (b >>> 1) ^ polynomial : b >>> 1;
  }
  return product >>> 0;
}

// x^(2^k) mod p, for k = 0..31.
const powersOfX: number[] = [];
for (let power = 0x40000000, k = 0; k < 32; k++) {
  powersOfX.push(power);
  power = multiplyModP(power, power);
}

/** x^(8 * bytes) mod p: what appending `bytes` zero bytes multiplies a CRC by. */
const shiftCache = new Map<number, number>();
function shiftOf(bytes: number): number {
  let shift = shiftCache.get(bytes);
  if (shift !== undefined) return shift;
  shift = 0x80000000;
  for (let n = bytes, k = 3; n > 0; n = Math.floor(n / 2), k++) if (n % 2) shift = multiplyModP(powersOfX[k & 31], shift);
  if (shiftCache.size < 4096) shiftCache.set(bytes, shift);
  return shift;
}

/** CRC-32 of A followed by B, from CRC-32 of A, CRC-32 of B and B's length. */
export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  return (multiplyModP(shiftOf(lengthB), crcA) ^ crcB) >>> 0;
}
