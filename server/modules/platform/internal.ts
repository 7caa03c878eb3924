// The platform module's trusted helpers: they check no permission, for the modules that
// eslint.config.js's internalImporters lists (never adapters).
export { getServerSecret } from './get-server-secret';
