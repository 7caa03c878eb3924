import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { acceptedDocumentTypes, documentMessages, documentUploadLimits, type DocumentContentType } from '../../shared/vendors/document-limits';
import { InvalidInputError } from '../kernel';
import { imageInputOptions, maxImagePixels, type UploadedFile } from './uploaded-image';

/** A verification document that passed the checks: its bytes, and its type as found in them. */
export type UploadedDocument = {
  bytes: Uint8Array;
  contentType: DocumentContentType;
  extension: (typeof acceptedDocumentTypes)[DocumentContentType];
};

const tooManyPixels = `This picture is too large (over ${maxImagePixels / 1_000_000} megapixels).`;
const damaged = 'This file is damaged or incomplete.';

/**
 * Checks a verification document (PDF, JPEG or PNG) by its content, never by its name or declared
 * type: under the size limit before anything is read, a PDF that is whole (its header and its
 * end-of-file marker), a picture sharp reads within the pixel limit of pictures. A refusal names
 * the input field `field`.
 */
export async function checkUploadedDocument(file: UploadedFile, field: string): Promise<UploadedDocument> {
  const refuse = (message: string) => new InvalidInputError({ [field]: [message] });
  if (file.size >= documentUploadLimits.maxBytes) throw refuse(documentMessages.tooBig);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const mime = (await fileTypeFromBuffer(bytes))?.mime;
  if (!isAcceptedType(mime)) throw refuse(documentMessages.wrongType);

  if (mime === 'application/pdf') {
    if (!isWholePdf(bytes)) throw refuse(damaged);
  } else {
    // The header only: enough to refuse a picture that claims more pixels than we would ever decode.
    await sharp(bytes, imageInputOptions)
      .metadata()
      .catch((error: Error) => {
        throw refuse(error.message.includes('pixel limit') ? tooManyPixels : damaged);
      });
  }
  return { bytes, contentType: mime, extension: acceptedDocumentTypes[mime] };
}

function isAcceptedType(mime: string | undefined): mime is DocumentContentType {
  return mime !== undefined && Object.hasOwn(acceptedDocumentTypes, mime);
}

// A PDF starts with its version header and ends with '%%EOF', which readers look for in the last
// 1024 bytes (a few bytes of padding may follow it); a cut-off upload lacks it.
function isWholePdf(bytes: Uint8Array): boolean {
  const text = (start: number, end?: number) => Buffer.from(bytes.subarray(start, end)).toString('latin1');
  return text(0, 5) === '%PDF-' && text(Math.max(0, bytes.length - 1024)).includes('%%EOF');
}
