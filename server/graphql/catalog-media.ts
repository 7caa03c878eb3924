import { builder } from './builder';
import {
  addServiceMedia,
  readListingAvailability,
  readListingPhotos,
  regenerateCalendarFeed,
  removeServiceBrochure,
  removeServiceMedia,
  reorderServiceMedia,
  setCalendarImport,
  setServiceBrochure,
  setServiceUnavailableDates,
  updateServiceMediaAlt,
  type ListingAvailability,
  type ListingPhoto,
  type ListingPhotos,
} from '../modules/catalog';
import { InvalidInputError } from '../kernel';
import type { RequestContext } from '../context';
import { useCaseResolver } from './use-case-resolver';

/** The listing editor's photos and availability (issue 19): its vendor or an administrator only. */
// A listing's id is an Int here as in services(id), createService and updateService; its photos' ids are IDs.

const ListingPhotoType = builder.objectRef<ListingPhoto>('ListingPhoto').implement({
  description: 'One of a listing’s photos, in the listing’s order',
  fields: (t) => ({
    id: t.exposeID('id'),
    url: t.exposeString('url', { description: 'Under /images/; add ?w=700 or ?w=400 for a resized WebP' }),
    alt: t.exposeString('alt', { nullable: true }),
    position: t.exposeInt('position'),
  }),
});

const ListingPhotosType = builder.objectRef<ListingPhotos>('ListingPhotos').implement({
  description: 'The photos step of the listing editor',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The listing’s id (Service.id)' }),
    name: t.exposeString('name'),
    photos: t.field({ type: [ListingPhotoType], resolve: (listing) => listing.photos }),
    max_photos: t.exposeInt('maxPhotos', { description: 'How many photos the listing may have (spec §9)' }),
    brochure_file: t.exposeString('brochureFile', { nullable: true }),
  }),
});

const BookedDayType = builder.objectRef<ListingAvailability['days'][number]>('BookedDay').implement({
  fields: (t) => ({
    date: t.exposeString('date', { description: 'YYYY-MM-DD' }),
    source: t.exposeString('source', { description: 'vendor (marked in the editor) or import (the vendor’s own calendar)' }),
  }),
});

const ListingAvailabilityType = builder.objectRef<ListingAvailability>('ListingAvailability').implement({
  description: 'The availability step of the listing editor',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The listing’s id (Service.id)' }),
    name: t.exposeString('name'),
    days: t.field({ type: [BookedDayType], description: 'Booked days from today on', resolve: (listing) => listing.days }),
    first_day: t.string({ resolve: (listing) => listing.window.from }),
    last_day: t.string({ resolve: (listing) => listing.window.until }),
    feed_url: t.exposeString('feedUrl', { nullable: true, description: 'The secret iCal feed address; null until made with regenerateCalendarFeed' }),
    import_url: t.exposeString('importUrl', { nullable: true }),
    imported_at: t.string({ nullable: true, resolve: (listing) => listing.importedAt?.toISOString() ?? null }),
  }),
});

builder.queryField('listingPhotos', (t) =>
  t.field({ type: ListingPhotosType, description: 'A listing’s photos and brochure, for its editor', args: { id: t.arg.int({ required: true }) }, resolve: useCaseResolver(readListingPhotos) }),
);

builder.queryField('listingAvailability', (t) =>
  t.field({ type: ListingAvailabilityType, description: 'A listing’s booked days, feed and import, for its editor', args: { id: t.arg.int({ required: true }) }, resolve: useCaseResolver(readListingAvailability) }),
);

builder.mutationField('addServiceMedia', (t) =>
  t.field({
    type: ListingPhotosType,
    description:
      'Adds photos at the end of a listing’s photos, one after the other (JPEG, PNG, WebP, GIF or AVIF, under 10 MB, at least 300 × 200 px, ' +
      'at most max_photos in all). A refused file stops there, under files.{index}; the ones before it are kept. A GraphQL request carries at most 10 MB',
    args: { id: t.arg.int({ required: true }), files: t.arg({ type: ['Upload'], required: true }) },
    resolve: async (_root, { id, files }, ctx: RequestContext) => {
      for (const [index, file] of files.entries()) {
        await addServiceMedia(ctx, { id, file }).catch((error: unknown) => {
          if (!(error instanceof InvalidInputError)) throw error;
          throw new InvalidInputError(Object.fromEntries(Object.entries(error.fields).map(([field, messages]) => [field === 'file' ? `files.${index}` : field, messages])));
        });
      }
      return readListingPhotos(ctx, { id });
    },
  }),
);

const thenPhotos =
  (useCase: (ctx: RequestContext, input: unknown) => Promise<unknown>) =>
  async (root: unknown, args: { id: number }, ctx: RequestContext) => {
    await useCaseResolver(useCase)(root, args, ctx);
    return readListingPhotos(ctx, { id: args.id });
  };

builder.mutationField('removeServiceMedia', (t) =>
  t.field({
    type: ListingPhotosType,
    description: 'Removes one of a listing’s photos and its stored file',
    args: { id: t.arg.int({ required: true }), media_id: t.arg.id({ required: true }) },
    resolve: thenPhotos(removeServiceMedia),
  }),
);

builder.mutationField('reorderServiceMedia', (t) =>
  t.field({
    type: ListingPhotosType,
    description: 'Puts a listing’s photos in this order: each of its media ids exactly once',
    args: { id: t.arg.int({ required: true }), media_ids: t.arg.idList({ required: true }) },
    resolve: thenPhotos(reorderServiceMedia),
  }),
);

builder.mutationField('updateServiceMediaAlt', (t) =>
  t.field({
    type: ListingPhotoType,
    description: 'Describes a photo for people who cannot see it (empty clears it)',
    args: { id: t.arg.int({ required: true }), media_id: t.arg.id({ required: true }), alt: t.arg.string({ required: true }) },
    resolve: useCaseResolver(updateServiceMediaAlt),
  }),
);

builder.mutationField('setServiceBrochure', (t) =>
  t.field({
    type: ListingPhotosType,
    description: 'A listing’s brochure: a PDF under 10 MB, checked by its content; replaces the previous one',
    args: { id: t.arg.int({ required: true }), file: t.arg({ type: 'Upload', required: true }) },
    resolve: thenPhotos(setServiceBrochure),
  }),
);

builder.mutationField('removeServiceBrochure', (t) =>
  t.field({ type: ListingPhotosType, description: 'Takes a listing’s brochure away', args: { id: t.arg.int({ required: true }) }, resolve: thenPhotos(removeServiceBrochure) }),
);

builder.mutationField('setServiceUnavailableDates', (t) =>
  t.stringList({
    description: 'Replaces the days the vendor marked booked (YYYY-MM-DD, today to the end of the 12th month); imported days stay. The days now marked',
    args: { id: t.arg.int({ required: true }), dates: t.arg.stringList({ required: true }) },
    resolve: async (root, args, ctx: RequestContext) => (await useCaseResolver(setServiceUnavailableDates)(root, args, ctx)).dates,
  }),
);

builder.mutationField('regenerateCalendarFeed', (t) =>
  t.string({
    description: 'A new secret address for the listing’s iCal feed (/calendar/{token}.ics); the previous one stops answering',
    args: { id: t.arg.int({ required: true }) },
    resolve: async (root, args, ctx: RequestContext) => (await useCaseResolver(regenerateCalendarFeed)(root, args, ctx)).url,
  }),
);

builder.mutationField('setCalendarImport', (t) =>
  t.string({
    nullable: true,
    description: 'The https iCal address of the vendor’s own calendar, imported hourly into booked days; empty stops the import',
    args: { id: t.arg.int({ required: true }), url: t.arg.string({ required: true }) },
    resolve: async (root, args, ctx: RequestContext) => (await useCaseResolver(setCalendarImport)(root, args, ctx)).url,
  }),
);
