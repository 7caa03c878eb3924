// The vendors feature's public surface: the vendor forms (registration, claim) and their fields.
export { ClaimForm } from './claim-form';
export { DocumentsField } from './documents-field';
export { PhoneField, type PhoneFieldProps } from './phone-field';
export { VendorRegisterForm } from './vendor-register-form';
