// The bookings module's public surface (issue 31): enquiry details, quotes, bookings and their holds,
// the vendor's pipeline, reply templates and the auto-reply. Every function here checks who may
// call it; messaging keeps the conversation.
export { startEnquiry, type StartedEnquiry } from './start-enquiry';
export { findEnquiryDetails, type EnquiryDetails } from './find-enquiry-details';
export type { Quote, Booking } from './booking-view';
export { sendQuote } from './send-quote';
export { listQuotes } from './list-quotes';
export { acceptQuote } from './accept-quote';
export { declineQuote } from './decline-quote';
export { withdrawQuote } from './withdraw-quote';
export { confirmBooking } from './confirm-booking';
export { declineBooking } from './decline-booking';
export { cancelBooking } from './cancel-booking';
export { markDepositReceived } from './mark-deposit-received';
export { listMyBookings, type MyBookings } from './list-my-bookings';
export { listVendorBookings } from './list-vendor-bookings';
export { findVendorPipeline, type VendorPipeline } from './find-vendor-pipeline';
export { listReplyTemplates, type ReplyTemplate, type ReplyTools } from './list-reply-templates';
export { saveReplyTemplate } from './save-reply-template';
export { deleteReplyTemplate } from './delete-reply-template';
export { setAutoReply } from './set-auto-reply';
export { bookingClock } from './booking-clock';
// The admin area's read (administrators only).
export { listBookingTable } from './list-booking-table';
// For "Download my data" (privacy): every quote and booking the person is party to.
export { exportMyBookings, type MyBookingRecords } from './export-my-bookings';
