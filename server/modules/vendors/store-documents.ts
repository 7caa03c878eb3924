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

/** The name shown back to the vendor: no path, no control characters, bounded. */
function displayName(file: { name?: unknown }, extension: string): string {
  const name = typeof file.name === 'string' ? file.name.split(/[\\/]/).pop()! : '';
  const clean = name.replace(/[\p{Cc}\p{Cf}]/gu, '').trim().slice(0, 120);
  return clean || `document.${extension}`;
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
