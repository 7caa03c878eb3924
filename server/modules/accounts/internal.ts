// The accounts module's trusted helpers for the modules eslint.config.js lists (internalImporters):
// they check no permission, so only a use case that has already decided may call them.

// Making an account, for the sign-up use cases (a vendor's registration): its password fields and
// the "taken" answer the contact form gives as sign-up does.
export { createAccount, emailTakenMessage } from './create-account';
export { withPasswordConfirmation } from './input-fields';

// The admin module's suspension, reinstatement and deletion read their input as these use cases do.
export { suspendAccountInput } from './suspend-account';
export { reinstateAccountInput } from './reinstate-account';
export { deleteAccountInput } from './delete-account';

// Addresses for the site's own e-mail and for the admin area's tables.
export { listNotificationContacts } from './list-notification-contacts';

// People as Viewers, for a job acting on their behalf (planning's weekly e-mail).
export { listViewers, type ListedViewer } from './list-viewers';

// Deleting one's own account (the privacy module, issue 35): the password and second step asked
// again, the undo window, the erasure's part of accounts, and a cancelling person's sign-in.
export { confirmCurrentPassword } from './confirm-current-password';
export { verifySecondStep } from './verify-second-step';
export { markAccountForDeletion, clearAccountDeletion, listAccountsPendingDeletion, type PendingDeletion } from './pending-deletion';
export { eraseAccountRecord } from './erase-account-record';
export { checkThrottledCredentials } from './sign-in';
export { beginSession } from './begin-session';
export { loadViewer } from './viewer';
