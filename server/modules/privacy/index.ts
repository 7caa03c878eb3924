// The privacy module's public surface (issue 35; docs/privacy.md): adapters and other modules
// import from here only.

// "Download my data": every use case answers the signed-in person's own exports only; another
// person's are "not found".
export { requestDataExport } from './request-data-export';
export { listDataExports } from './list-data-exports';
export type { DataExport } from './data-export-view';
export { readDataExport } from './read-data-export';
export { prepareDataExports } from './prepare-data-exports';
export { dataExportArchives } from './data-export-archives';
// "Delete my account": the request, its undo within 14 days, the erasure job, the administrators' list.
export { deleteMyAccount, type AccountDeletion } from './delete-my-account';
export { cancelAccountDeletion } from './cancel-account-deletion';
export { eraseDueAccounts } from './erase-due-accounts';
export { accountErasure } from './account-erasure';
export { listPendingDeletions } from './list-pending-deletions';
export type { PendingDeletion } from '../accounts/internal';
// "Correct it": requests about personal information. A couple or vendor asks and sees their own;
// administrators list them by legal deadline and answer or refuse them.
export { requestPrivacyHelp } from './request-privacy-help';
export { listMyPrivacyRequests } from './list-my-privacy-requests';
export { listPrivacyRequests, type AdminPrivacyRequest } from './list-privacy-requests';
export { answerPrivacyRequest } from './answer-privacy-request';
export type { PrivacyRequest } from './privacy-request-view';
