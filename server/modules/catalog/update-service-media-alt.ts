import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { serviceMedia } from '../../../db/schema/services';
import type { RequestContext } from '../../context';
import { parseInput, RefusedError } from '../../kernel';
import { serviceIdField, mediaIdField, photoAltField } from './listing-input';
import type { ListingPhoto } from './add-service-media';
import { authorizeListingEdit } from './policy';
import { purgeListingPages } from './purge-listing-pages';

export const updateServiceMediaAltInput = z.object({ id: serviceIdField, mediaId: mediaIdField, alt: photoAltField });

/** Describes a photo for people who cannot see it; empty text clears the description. */
export async function updateServiceMediaAlt(ctx: RequestContext, input: unknown): Promise<ListingPhoto> {
  const { id, mediaId, alt } = parseInput(updateServiceMediaAltInput, input);
  await authorizeListingEdit(ctx, id);
  const [row] = await ctx.db
    .update(serviceMedia)
    .set({ alt: alt || null })
    .where(and(eq(serviceMedia.id, mediaId), eq(serviceMedia.serviceId, id)))
    .returning({ id: serviceMedia.id, url: serviceMedia.url, alt: serviceMedia.alt, position: serviceMedia.position });
  if (!row) throw new RefusedError('There is no such photo.', 'NOT_FOUND');
  await purgeListingPages(ctx, [id]);
  return row;
}
