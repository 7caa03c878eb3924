/** A chat message is plain text of 1 to 5,000 characters (code points, as the database counts them): the composer's maxlength and the use case's check. */
export const maxMessageLength = 5000;

/** Vendors one wishlist enquiry may go to (the wishlist's selection). */
export const maxEnquiryServices = 12;

/** An enquiry's own words, at most (the facts it gives are added after them). */
export const maxEnquiryLength = 4000;

/** Guests an enquiry may name, at most. */
export const maxEnquiryGuests = 5000;
