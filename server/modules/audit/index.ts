// The audit module's public surface: the append-only log of administrators' changes and of every
// change of money or ownership. Use cases of other modules write to it inside their transactions
// (recordAuditEvent, in internal.ts: writing a record needs no permission, so no adapter may).
export type { AuditEvent } from './record-audit-event';
// Reading the log is the admin area's (issue 21): it lives in the admin module, so that accounts
// (which will write suspensions here) and this module never import each other.
