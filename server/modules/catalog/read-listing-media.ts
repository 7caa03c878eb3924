import { and, asc, eq, gte } from 'drizzle-orm';
import { z } from 'zod';
import { serviceMedia, services, serviceUnavailableDates, type BookedDaySource } from '../../../db/schema/services';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import type { ListingPhoto } from './add-service-media';
import { availabilityWindow } from './availability-window';
import { calendarFeedUrl } from './calendar-feed-url';
import { serviceIdField } from './listing-input';
import { listingPhotoLimit } from './listing-photo-limit';
import { authorizeListingEdit } from './policy';

export const readListingMediaInput = z.object({ id: serviceIdField });

export type ListingPhotos = { id: number; name: string; photos: ListingPhoto[]; maxPhotos: number; brochureFile: string | null };

/** The photos step's data: the listing's photos in order, its photo limit and its brochure. */
export async function readListingPhotos(ctx: RequestContext, input: unknown): Promise<ListingPhotos> {
  const { id } = parseInput(readListingMediaInput, input);
  await authorizeListingEdit(ctx, id);
  const [[listing], photos, maxPhotos] = await Promise.all([
    ctx.db.select({ name: services.name, brochureFile: services.brochureFile }).from(services).where(eq(services.id, id)),
    ctx.db
      .select({ id: serviceMedia.id, url: serviceMedia.url, alt: serviceMedia.alt, position: serviceMedia.position })
      .from(serviceMedia)
      .where(and(eq(serviceMedia.serviceId, id), eq(serviceMedia.isImage, true)))
      .orderBy(asc(serviceMedia.position), asc(serviceMedia.id)),
    listingPhotoLimit(ctx, id),
  ]);
  return { id, name: listing.name, photos, maxPhotos, brochureFile: listing.brochureFile };
}

export type ListingAvailability = {
  id: number;
  name: string;
  days: { date: string; source: BookedDaySource }[];
  window: { from: string; until: string };
  feedUrl: string | null;
  importUrl: string | null;
  importedAt: Date | null;
};

/** The availability step's data: booked days from today on (with who marked them), the feed and the import. */
export async function readListingAvailability(ctx: RequestContext, input: unknown): Promise<ListingAvailability> {
  const { id } = parseInput(readListingMediaInput, input);
  await authorizeListingEdit(ctx, id);
  const window = availabilityWindow(ctx.clock.now());
  const [[listing], days] = await Promise.all([
    ctx.db.select({ name: services.name, token: services.icalToken, importUrl: services.icalImportUrl, importedAt: services.icalImportedAt }).from(services).where(eq(services.id, id)),
    ctx.db
      .select({ date: serviceUnavailableDates.date, source: serviceUnavailableDates.source })
      .from(serviceUnavailableDates)
      .where(and(eq(serviceUnavailableDates.serviceId, id), gte(serviceUnavailableDates.date, window.from)))
      .orderBy(asc(serviceUnavailableDates.date)),
  ]);
  return {
    id,
    name: listing.name,
    days,
    window,
    feedUrl: listing.token ? calendarFeedUrl(ctx.publicUrl, listing.token) : null,
    importUrl: listing.importUrl,
    importedAt: listing.importedAt,
  };
}
