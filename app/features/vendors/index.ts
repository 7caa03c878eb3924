// The vendors feature's public surface: the fields of the vendor forms.
export { PhoneField, type PhoneFieldProps } from './phone-field';
