// The engagement module's trusted helpers for the modules eslint.config.js lists (internalImporters):
// they check no permission, so only a use case that has already decided may call them.

// An account's erasure (privacy, issue 35): the wishlist, its notes and the votes go.
export { eraseEngagementOf } from './erase-engagement-of';
