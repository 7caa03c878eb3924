import { basicPhotos } from '../billing/prices';

/**
 * Spec §9: a basic listing shows up to 15 photos; the "Extra Photos" add-on of the vendor's
 * subscription in the listing's category raises it (billing's listing entitlements).
 */
export const maxListingPhotos = basicPhotos;

export const tooManyPhotosMessage = (max: number) => `A listing can have at most ${max} photos: remove one to add another.`;

/** Alt text: a sentence describing the photo for people who cannot see it. */
export const maxPhotoAltLength = 250;

/** A listing's booked days are days of the availability window (about 366), never more. */
export const maxBookedDays = 400;
