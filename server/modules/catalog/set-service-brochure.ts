import { z } from 'zod';
import type { RequestContext } from '../../context';
import { checkUploadedDocument, isUploadedFile, storeImage, type UploadedFile } from '../../media';
import { InvalidInputError, parseInput, requireSignedIn, throttleUploads } from '../../kernel';
import { serviceIdField } from './listing-input';
import { authorizeListingEdit } from './policy';
import { brochureFolder, replaceBrochure } from './replace-brochure';

export const brochureMessage = 'Please choose a PDF brochure smaller than 10 MB.';

export const setServiceBrochureInput = z.object({ id: serviceIdField, file: z.custom<UploadedFile>(isUploadedFile, { message: brochureMessage }) });

/** A listing's brochure (spec §3 brochure_file): a whole PDF, checked by content, replacing the previous one. */
export async function setServiceBrochure(ctx: RequestContext, input: unknown): Promise<{ brochureFile: string | null }> {
  const { id, file } = parseInput(setServiceBrochureInput, input);
  await authorizeListingEdit(ctx, id);
  await throttleUploads(ctx.rateLimiter, requireSignedIn(ctx.viewer));
  const document = await checkUploadedDocument(file, 'file');
  // Verification documents may be pictures; a brochure is a PDF only.
  if (document.contentType !== 'application/pdf') throw new InvalidInputError({ file: [brochureMessage] });
  const url = await storeImage(ctx.publicFiles, brochureFolder, document.bytes, 'pdf');
  return replaceBrochure(ctx, id, url);
}
