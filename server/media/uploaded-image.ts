import sharp, { type Sharp } from 'sharp';
import { imageProblemMessages, imageUploadLimits, invalidFileMessage, type ImageProblem } from '../../shared/media/image-limits';
import { InvalidInputError } from '../kernel';

/**
 * An upload refused for what it is: the input field `field` gets spec §5's message, then every
 * problem found.
 */
function refuseImage(field: string, problems: ImageProblem[]): InvalidInputError {
  return new InvalidInputError({ [field]: [invalidFileMessage, ...problems.map((problem) => imageProblemMessages[problem])] });
}

// What people upload from phones and cameras. No SVG (a document that can carry scripts and
// external references), no PDF or TIFF; HEIF only as AVIF, the one HEIF sharp decodes.
const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);

// A 10 MB file can still claim enormous dimensions (a decompression bomb): 50 megapixels covers
// phone cameras while keeping a decode's memory bounded. Scanned documents are held to it too.
export const maxImagePixels = 50_000_000;
export const imageInputOptions = { limitInputPixels: maxImagePixels, failOn: 'warning' } as const;

/**
 * An uploaded file as the adapters hand it over: a web File or Blob, or the File ponyfill GraphQL
 * Yoga parses multipart requests into (not an instance of the global Blob).
 */
export type UploadedFile = Pick<Blob, 'size' | 'arrayBuffer'>;

export function isUploadedFile(value: unknown): value is UploadedFile {
  const file = value as UploadedFile | null | undefined;
  return typeof file?.size === 'number' && typeof file.arrayBuffer === 'function';
}

/** A picture that passed the checks: its bytes and its size as shown (EXIF orientation applied). */
export type UploadedImage = { bytes: Uint8Array; width: number; height: number };

/**
 * Checks an upload by its content, never by its name or declared type: under the size limit,
 * decodable by sharp as an accepted format, and at least the minimum size. Animated pictures
 * count by their first frame, which is all that is kept. A refusal names the input field `field`.
 */
export async function checkUploadedImage(file: UploadedFile, field: string): Promise<UploadedImage> {
  // The size first, before anything is read.
  if (file.size >= imageUploadLimits.maxBytes) throw refuseImage(field, ['fileMaximumSize']);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const metadata = await sharp(bytes, imageInputOptions)
    .metadata()
    .catch(() => null);
  if (!metadata || !acceptedFormats.has(metadata.format) || (metadata.format === 'heif' && metadata.compression !== 'av1')) {
    throw refuseImage(field, ['fileType']);
  }
  const { width, height } = metadata.autoOrient;
  const problems: ImageProblem[] = [];
  if (width < imageUploadLimits.minWidth) problems.push('fileMinimumWidth');
  if (height < imageUploadLimits.minHeight) problems.push('fileMinimumHeight');
  if (problems.length > 0) throw refuseImage(field, problems);
  return { bytes, width, height };
}

/**
 * Re-encodes a checked picture: the pixels are decoded (upright, without metadata) and written
 * anew by `encode`, so nothing of the uploaded file but its picture survives. Pixel data that
 * turns out broken refuses the upload (on the input field `field`) like an unreadable file.
 */
export async function reencodeImage(image: UploadedImage, field: string, encode: (pipeline: Sharp) => Sharp): Promise<Buffer> {
  try {
    return await encode(sharp(image.bytes, imageInputOptions).autoOrient()).toBuffer();
  } catch {
    throw refuseImage(field, ['fileType']);
  }
}
