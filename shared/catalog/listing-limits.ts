/**
 * Spec §9: a basic listing shows up to 15 photos. The billing plans' add-ons raise it per listing;
 * until then every listing has the basic count.
 */
export const maxListingPhotos = 15;

export const tooManyPhotosMessage = `A listing can have at most ${maxListingPhotos} photos: remove one to add another.`;

/** Alt text: a sentence describing the photo for people who cannot see it. */
export const maxPhotoAltLength = 250;

/** A listing's booked days are days of the availability window (about 366), never more. */
export const maxBookedDays = 400;
