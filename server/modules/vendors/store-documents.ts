import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { documentUploadLimits } from '../../../shared/vendors/document-limits';
import type { RequestContext } from '../../context';
import { checkUploadedDocument, isUploadedFile, type UploadedFile } from '../../media';

/** A document checked and put in private storage, before its row is written. */
export type StoredDocument = { storageKey: string; fileName: string; contentType: string; size: number };

/** Files of a form: a browser sends an empty file for an empty file input, which is no file. */
export const documentFilesField = z
  .preprocess(
    (value) => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]),
    z.array(z.custom<UploadedFile & { name?: string }>(isUploadedFile, { message: 'Documents must be files.' })),
  )
  .transform((files) => files.filter((file) => file.size > 0))
  .refine((files) => files.length <= documentUploadLimits.maxFiles, `Send at most ${documentUploadLimits.maxFiles} documents at once.`);

/** Documents a vendor keeps at most (their registration's, their claims' and later ones). */
export const maxDocumentsPerVendor = 20;

// The extensions each stored type may keep from the uploader's name (JPEG's two spellings).
const extensionsOf: Record<string, string[]> = { pdf: ['pdf'], jpg: ['jpg', 'jpeg'], png: ['png'] };

/**
 * The name shown back to the vendor and given when the document is downloaded: no path, no control
 * characters, bounded, and ending in the extension of the type found in its bytes, whatever the
 * uploader called it ('poly.html' that is a JPEG is kept as 'poly.jpg').
 */
export function displayName(file: { name?: unknown }, extension: string): string {
  const name = typeof file.name === 'string' ? file.name.split(/[\\/]/).pop()! : '';
  const clean = name.replace(/[\p{Cc}\p{Cf}]/gu, '').trim();
  const dot = clean.lastIndexOf('.');
  const [stem, given] = dot > 0 ? [clean.slice(0, dot), clean.slice(dot + 1).toLowerCase()] : [clean, ''];
  const kept = (extensionsOf[extension] ?? [extension]).includes(given) ? given : extension;
  const base = stem.replace(/[.\s]+$/, '').slice(0, 110) || 'document';
  return `${base}.${kept}`;
}

/**
 * Checks every file by its content (a refusal names `field`), then stores them in private storage
 * under random names. Nothing is stored unless every file passes; the caller writes the rows and
 * removes the files again if its transaction fails (removeStoredDocuments).
 */
export async function storeDocuments(ctx: Pick<RequestContext, 'privateFiles'>, files: (UploadedFile & { name?: string })[], field: string): Promise<StoredDocument[]> {
  const checked = [];
  for (const file of files) checked.push({ file, document: await checkUploadedDocument(file, field) });
  const stored: StoredDocument[] = [];
  try {
    for (const { file, document } of checked) {
      const storageKey = `vendor-documents/${randomBytes(16).toString('hex')}.${document.extension}`;
      await ctx.privateFiles.put(storageKey, document.bytes, document.contentType);
      stored.push({ storageKey, fileName: displayName(file, document.extension), contentType: document.contentType, size: document.bytes.byteLength });
    }
  } catch (error) {
    await removeStoredDocuments(ctx, stored);
    throw error;
  }
  return stored;
}

export async function removeStoredDocuments(ctx: Pick<RequestContext, 'privateFiles'>, documents: { storageKey: string }[]): Promise<void> {
  await Promise.all(documents.map((document) => ctx.privateFiles.remove(document.storageKey)));
}
