// The privacy module's public surface (issue 35): adapters and other modules import from here only.

// "Delete my account": the request, its undo within 14 days, the erasure job, the administrators' list.
export { deleteMyAccount, type AccountDeletion } from './delete-my-account';
export { cancelAccountDeletion } from './cancel-account-deletion';
export { eraseDueAccounts } from './erase-due-accounts';
export { accountErasure } from './account-erasure';
export { listPendingDeletions } from './list-pending-deletions';
export type { PendingDeletion } from '../accounts/internal';
