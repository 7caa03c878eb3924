// The audit module's trusted helper for the modules eslint.config.js lists (internalImporters):
// their use cases write the log inside their own transactions, once they have decided.
export { recordAuditEvent } from './record-audit-event';
