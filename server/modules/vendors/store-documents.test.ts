import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createDiskStorage } from '../../integrations/storage/disk-storage';
import { displayName, storeDocuments } from './store-documents';

const privateFiles = createDiskStorage(mkdtempSync(join(tmpdir(), 'documents-')));
const jpeg = async () => sharp({ create: { width: 400, height: 300, channels: 3, background: '#eee' } }).jpeg().toBuffer();
const pdf = `%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n`;

describe('stored verification documents (issue 29)', () => {
  it('are named after the type found in their bytes, not the uploader’s extension', async () => {
    const [stored] = await storeDocuments({ privateFiles }, [new File([await jpeg()], 'poly.html', { type: 'text/html' })], 'files');
    expect(stored).toMatchObject({ fileName: 'poly.jpg', contentType: 'image/jpeg' });
    expect(stored.storageKey).toMatch(/^vendor-documents\/[0-9a-f]{32}\.jpg$/);
  });

  it.each([
    [{ name: 'licence.pdf' }, 'pdf', 'licence.pdf'],
    [{ name: 'Insurance.PDF' }, 'pdf', 'Insurance.pdf'],
    [{ name: 'scan.jpeg' }, 'jpg', 'scan.jpeg'],
    [{ name: 'scan.png' }, 'jpg', 'scan.jpg'],
    [{ name: 'abn.svg.pdf.html' }, 'pdf', 'abn.svg.pdf.pdf'],
    [{ name: 'no-extension' }, 'png', 'no-extension.png'],
    [{ name: 'C:\\Users\\grace\\evil.html' }, 'pdf', 'evil.pdf'],
    [{ name: '' }, 'pdf', 'document.pdf'],
    [{}, 'png', 'document.png'],
    [{ name: 'trailing dots...' }, 'pdf', 'trailing dots.pdf'],
  ])('names %j of type %s as %s', (file, extension, name) => {
    expect(displayName(file, extension)).toBe(name);
  });

  it('keeps a PDF’s own name', async () => {
    const [stored] = await storeDocuments({ privateFiles }, [new File([pdf], 'abn-registration.pdf')], 'files');
    expect(stored.fileName).toBe('abn-registration.pdf');
  });
});
