/** What "Delete my account" asks and promises (issue 35), for the server's rules and the page's words alike. */

/** The word the person types to confirm, so a deletion is never one careless click. */
export const deletionConfirmWord = 'DELETE';

/** Days the person has to sign in again and cancel before the account is erased for good. */
export const deletionUndoDays = 14;
