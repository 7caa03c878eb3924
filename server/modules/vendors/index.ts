// The vendors module's public surface: vendors joining, their business and its checks, verification
// documents, claims of unclaimed listings and the dashboard's figures. Adapters and other modules
// import from here only (billing also from internal.ts: the approved claims its trials run from).
export { registerVendor } from './register-vendor';
export { findVendorProfile, type VendorClaim, type VendorDocument, type VendorProfile } from './find-vendor-profile';
export { updateVendorProfile } from './update-vendor-profile';
export { addVendorDocuments } from './add-vendor-documents';
export { removeVendorDocument } from './remove-vendor-document';
export { readVendorDocument } from './read-vendor-document';
export { claimService } from './claim-service';
export { approveServiceClaim } from './approve-service-claim';
export { rejectServiceClaim } from './reject-service-claim';
export { verifyVendor } from './verify-vendor';
// The administrators' queues.
export { listVerificationQueue, type VerificationCase } from './list-verification-queue';
export { listClaims, type ClaimRow } from './list-claims';
export { listVendorDocumentKeys } from './list-vendor-document-keys';
export { findVendorDashboard, type Compared, type DashboardListing, type VendorDashboard } from './find-vendor-dashboard';
export { recordServiceView } from './record-service-view';
// The demo seed's past figures (refuses every viewer; no adapter calls it).
export { importServiceViews } from './import-service-views';
