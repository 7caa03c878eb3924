import type { ListingPhotos } from '../../../server/modules/catalog';

// Type imports only: they leave no server code in the bundle.
export type { ListingPhoto, ListingPhotos } from '../../../server/modules/catalog';

/** What the photos step's loader gives its page. */
export type PhotosStepData = { listing: ListingPhotos };
