import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { expectInvalid } from '../../tests/setup/assertions';
import { documentUploadLimits } from '../../shared/vendors/document-limits';
import { checkUploadedDocument } from './uploaded-document';

const pdf = [
  '%PDF-1.4',
  '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
  '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
  '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj',
  'trailer << /Root 1 0 R >>',
  '%%EOF',
  '',
].join('\n');

// The name and declared type are what a browser would send: the check must ignore both.
const upload = (content: BlobPart, name: string, type = '') => new File([content], name, { type });
const picture = (format: 'jpeg' | 'png' | 'webp') =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: '#e8d5c4' } })
    .toFormat(format)
    .toBuffer();

/** A PNG whose header claims width × height: a few hundred bytes that would decode to gigabytes. */
function pngClaiming(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const framing = Buffer.alloc(8);
    framing.writeUInt32BE(data.length, 0);
    framing.writeUInt32BE(crc32(body), 4);
    return Buffer.concat([framing.subarray(0, 4), body, framing.subarray(4)]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // 8-bit greyscale
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.alloc(width + 1))), chunk('IEND', Buffer.alloc(0))]);
}

async function refusal(file: Parameters<typeof checkUploadedDocument>[0]) {
  return (await expectInvalid(checkUploadedDocument(file, 'documents'), ['documents'])).documents;
}

describe('checkUploadedDocument', () => {
  it('accepts a PDF, a JPEG and a PNG, typed by their content', async () => {
    const accepted = await checkUploadedDocument(upload(pdf, 'licence.pdf', 'application/pdf'), 'documents');
    expect(accepted).toEqual({ bytes: new TextEncoder().encode(pdf), contentType: 'application/pdf', extension: 'pdf' });
    const jpeg = await picture('jpeg');
    expect(await checkUploadedDocument(upload(jpeg, 'insurance.jpg', 'image/jpeg'), 'documents')).toEqual({ bytes: new Uint8Array(jpeg), contentType: 'image/jpeg', extension: 'jpg' });
    expect(await checkUploadedDocument(upload(await picture('png'), 'scan.png'), 'documents')).toMatchObject({ contentType: 'image/png', extension: 'png' });
  });

  it('goes by the content, not the name or declared type: a PNG named .pdf is a PNG', async () => {
    const renamed = upload(await picture('png'), 'licence.pdf', 'application/pdf');
    expect(await checkUploadedDocument(renamed, 'documents')).toMatchObject({ contentType: 'image/png', extension: 'png' });
  });

  it.each([
    ['an HTML page named .pdf', () => upload('<!doctype html><html><script>alert(1)</script></html>', 'licence.pdf', 'application/pdf')],
    ['plain text', () => upload('just some words', 'notes.txt', 'text/plain')],
    ['a WebP picture', async () => upload(await picture('webp'), 'scan.webp', 'image/webp')],
    ['an empty file', () => upload('', 'empty.pdf', 'application/pdf')],
  ])('refuses %s: not a PDF, JPEG or PNG', async (_name, make) => {
    expect(await refusal(await make())).toEqual(['Documents must be PDF, JPEG or PNG files.']);
  });

  it('refuses a file of 10 MB or more without reading it, and takes one just under', async () => {
    const arrayBuffer = vi.fn();
    expect(await refusal({ size: documentUploadLimits.maxBytes, arrayBuffer })).toEqual(['Each document must be smaller than 10 MB.']);
    expect(arrayBuffer).not.toHaveBeenCalled();

    const padding = ' '.repeat(documentUploadLimits.maxBytes - 1 - pdf.length);
    const justUnder = upload(pdf.replace('%%EOF', `${padding}%%EOF`), 'big.pdf');
    expect(justUnder.size).toBe(documentUploadLimits.maxBytes - 1);
    expect(await checkUploadedDocument(justUnder, 'documents')).toMatchObject({ contentType: 'application/pdf' });
  });

  it('refuses a PDF cut off before its end', async () => {
    expect(await refusal(upload(pdf.slice(0, 60), 'licence.pdf'))).toEqual(['This file is damaged or incomplete.']);
  });

  it('refuses a picture sharp cannot read: a PNG cut off after its header', async () => {
    const cutOff = (await picture('png')).subarray(0, 40);
    expect(await refusal(upload(cutOff, 'scan.png'))).toEqual(['This file is damaged or incomplete.']);
  });

  it('refuses a picture claiming over 50 megapixels before decoding it', async () => {
    const bomb = pngClaiming(20_000, 20_000);
    expect(bomb.length).toBeLessThan(2_000);
    expect(await refusal(upload(bomb, 'scan.png'))).toEqual(['This picture is too large (over 50 megapixels).']);
    // Within the limit, the same kind of file is read.
    expect(await checkUploadedDocument(upload(pngClaiming(5_000, 5_000), 'scan.png'), 'documents')).toMatchObject({ contentType: 'image/png' });
  });
});
