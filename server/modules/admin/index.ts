// The admin module's public surface: read models that span domains (the audit log, the
// dashboard's counts) and the actions that change two domains at once (a suspension holds a
// vendor's listings). Every other admin action is a use case of the module that owns the data.
// Its one rule is the kernel's requireAdministrator, for every use case here: no policy.ts.
export { listAuditEvents, type AuditEntry, type AuditLogPage } from './list-audit-events';
export { suspendUser } from './suspend-user';
export { reinstateUser } from './reinstate-user';
export { findAdminDashboard, type AdminDashboard } from './find-admin-dashboard';
export { listOutboxMessages } from './list-outbox-messages';
export { readOutbox } from './read-outbox';
export { deleteUser } from './delete-user';
