// The platform module's public surface: adapters and other modules import from here only.
export { InvalidInputError, RefusedError, notAllowed, parseInput, refusalOf, signInRequired, statusOfRefusal, type FieldErrors, type Refusal, type RefusalCode } from './errors';
export { withWireNames, wireFieldErrors } from './wire-names';
export type { Settings } from './settings';
