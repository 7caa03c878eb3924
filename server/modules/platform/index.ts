// The platform module's public surface: adapters and other modules import from here only.
export { InvalidInputError, RefusedError, notAllowed, parseInput, refusalOf, signInRequired, statusOfRefusal, type FieldErrors, type Refusal, type RefusalCode } from './errors';
export { withWireNames, wireFieldErrors } from './wire-names';
export { defaultSettings, type Settings } from './settings';
export { getServerSecret } from './get-server-secret';
export { getSettings } from './get-settings';
export { idField, wholeNumberField } from './input-fields';
export { isForeignKeyViolation } from './is-foreign-key-violation';
export { isUniqueViolation } from './is-unique-violation';
