// The mailing list's trusted helpers for the modules eslint.config.js lists (internalImporters):
// they check no permission, so only a use case that has already decided may call them.

// An account's erasure (privacy, issue 35): the person's newsletter subscription goes.
export { eraseSubscriptionOf } from './erase-subscription-of';
