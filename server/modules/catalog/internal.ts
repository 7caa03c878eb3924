// The catalog's trusted helpers for the modules eslint.config.js lists (internalImporters): they
// check no permission, so only a use case that has already decided may call them.
export { isPublished } from './published';
// Holds keep listings out of every public read for a cause (a suspension, a lapsed subscription).
export { holdListings } from './hold-listings';
export { releaseListings } from './release-listings';
export { listHeldListings } from './list-held-listings';
export type { HeldListings } from './listing-selection';
// Visitors' cached pages of listings, after any module's write that changes what they show.
export { purgeListingPages, type ListedPlace } from './purge-listing-pages';
// The most services one batch read (listServiceCards, listServiceLinks…) takes.
export { maxServicesPerRead } from './input-fields';
// Bookings (issue 31): a listing's booking facts, and a confirmed booking's day on its calendar.
export { readBookableListing, type BookableListing } from './read-bookable-listing';
export { setBookingDay } from './set-booking-day';
// A vendor's own account deletion (privacy, issue 35): listings unpublished at once, then at the
// erasure claimed ones unclaimed and drafts removed.
export { unpublishVendorListings } from './unpublish-vendor-listings';
export { eraseVendorListings, type ErasedListings } from './erase-vendor-listings';
