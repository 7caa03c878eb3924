// The privacy pages' sections (issue 35): routes compose them. "Delete my account" and its undo.
export { DeleteAccountSection, deleteAccountIntent, type DeleteAccountFailure } from './delete-account-section';
export { CancelDeletionForm } from './cancel-deletion-form';
// "Ask for a correction" and the person's requests.
export { CorrectionRequestSection, privacyRequestIntent, type ShownPrivacyRequest } from './correction-request-section';
