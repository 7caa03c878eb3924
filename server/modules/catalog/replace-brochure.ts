import { eq } from 'drizzle-orm';
import { services } from '../../../db/schema/services';
import type { RequestContext } from '../../context';
import { removeStoredImage } from '../../media';
import { purgeListingPages } from './purge-listing-pages';

/** Brochures are public: kept beside the listing photos, served from /images/brochures/. */
export const brochureFolder = 'brochures';

/**
 * Makes `url` (a stored brochure, or null for none) the listing's brochure, for a use case that
 * has authorized the change: the previous file goes once the change has committed, and the new
 * one if it could not be saved.
 */
export async function replaceBrochure(ctx: RequestContext, id: number, url: string | null): Promise<{ brochureFile: string | null }> {
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
