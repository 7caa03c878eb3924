/**
 * What "Download my data" holds, as the privacy pages list it (server/modules/privacy's
 * archive-contents.ts writes these kinds): everyone's, then a couple's and a vendor's own.
 */
export const archiveKinds = {
  everyone: [
    'Your profile and your e-mail and newsletter choices',
    'Your conversations, with every message you sent and received',
    'Quotes and bookings',
    'Your sign-in history',
    'Your profile photo',
  ],
  couple: ['Your wishlist with your hearts and notes', 'Reviews you wrote, with their photos', 'Your checklist and budget', 'Your guest list and RSVPs'],
  vendor: ['Your business profile and the documents you sent', 'Your listings and their photos', 'Your pipeline of enquiries', 'Reviews of your listings, with your replies', 'Your tax invoices as PDF'],
};
