import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { services } from '../../../db/schema/services';
import type { RequestContext } from '../../context';
import { checkUploadedDocument, isUploadedFile, removeStoredImage, storeImage, type UploadedFile } from '../../media';
import { InvalidInputError, parseInput } from '../../kernel';
import { serviceIdField } from './listing-input';
import { authorizeListingEdit } from './policy';
import { purgeListingPages } from './purge-listing-pages';

/** Brochures are public: kept beside the listing photos, served from /images/brochures/. */
export const brochureFolder = 'brochures';
export const brochureMessage = 'Please choose a PDF brochure smaller than 10 MB.';

export const setServiceBrochureInput = z.object({ id: serviceIdField, file: z.custom<UploadedFile>(isUploadedFile, { message: brochureMessage }) });

/** A listing's brochure (spec §3 brochure_file): a whole PDF, checked by content, replacing the previous one. */
export async function setServiceBrochure(ctx: RequestContext, input: unknown): Promise<{ brochureFile: string | null }> {
  const { id, file } = parseInput(setServiceBrochureInput, input);
  await authorizeListingEdit(ctx, id);
  const document = await checkUploadedDocument(file, 'file');
  // Verification documents may be pictures; a brochure is a PDF only.
  if (document.contentType !== 'application/pdf') throw new InvalidInputError({ file: [brochureMessage] });
  const url = await storeImage(ctx.publicFiles, brochureFolder, document.bytes, 'pdf');
  return replaceBrochure(ctx, id, url);
}

export const removeServiceBrochureInput = z.object({ id: serviceIdField });

/** Takes the listing's brochure away, with its file. */
export async function removeServiceBrochure(ctx: RequestContext, input: unknown): Promise<{ brochureFile: string | null }> {
  const { id } = parseInput(removeServiceBrochureInput, input);
  await authorizeListingEdit(ctx, id);
  return replaceBrochure(ctx, id, null);
}

async function replaceBrochure(ctx: RequestContext, id: number, url: string | null): Promise<{ brochureFile: string | null }> {
  let previous: string | null;
  try {
    previous = await ctx.db.transaction(async (tx) => {
      const [row] = await tx.select({ brochureFile: services.brochureFile }).from(services).where(eq(services.id, id)).for('update');
      await tx.update(services).set({ brochureFile: url, updatedAt: ctx.clock.now() }).where(eq(services.id, id));
      return row?.brochureFile ?? null;
    });
  } catch (error) {
    if (url) await removeStoredImage(ctx.publicFiles, brochureFolder, url);
    throw error;
  }
  await purgeListingPages(ctx, [id]);
  if (previous) await removeStoredImage(ctx.publicFiles, brochureFolder, previous);
  return { brochureFile: url };
}
