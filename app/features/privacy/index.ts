// The privacy feature (issue 35): what routes compose. "Delete my account" and its undo.
export { DeleteAccountSection, deleteAccountIntent, type DeleteAccountFailure } from './delete-account-section';
export { CancelDeletionForm } from './cancel-deletion-form';
