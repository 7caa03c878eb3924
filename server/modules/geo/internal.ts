// The geo module's helpers for the modules eslint.config.js lists (internalImporters): rules of
// places that only server code needs, with no permission to check.
export { stateTimeZone } from './state-time-zone';
