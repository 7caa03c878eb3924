// The bookings module's trusted helpers for the modules eslint.config.js lists (internalImporters):
// they check no permission, so only a use case that has already decided may call them. The reviews
// module (issue 32) reads confirmed bookings: who may review, and whom to invite after the day.
export { listReviewableBookings, type ReviewableBooking, type ReviewableBookingFilter } from './list-reviewable-bookings';
// An account's erasure (privacy, issue 35): a vendor's reply templates and automatic answer.
export { eraseVendorToolsOf } from './erase-vendor-tools-of';
