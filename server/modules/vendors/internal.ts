// The vendors module's trusted helpers for the modules eslint.config.js lists (internalImporters):
// they check no permission, so only a use case that has already decided may call them.
export { listApprovedClaims, type ApprovedClaim } from './list-approved-claims';
// An account's erasure (privacy, issue 35): the business profile, documents and open claims.
export { eraseVendorRecordsOf, type ErasedVendorRecords } from './erase-vendor-records-of';
