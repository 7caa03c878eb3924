// The vendors feature's public surface: the vendor forms (registration, claim, the business
// profile) and their fields, and the vendor area's page heading with the verification state.
export { BusinessDetailsForm } from './business-details-form';
export type { BusinessFormName, BusinessProfileData } from './business-profile-data';
export { ClaimForm } from './claim-form';
export { DocumentsField } from './documents-field';
export { PhoneField, type PhoneFieldProps } from './phone-field';
export { VendorDocuments } from './vendor-documents';
export { VendorPageHeader } from './vendor-page-header';
export { VendorRegisterForm } from './vendor-register-form';
export { formatFileSize } from './file-size';
