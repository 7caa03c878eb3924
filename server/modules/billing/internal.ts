// The billing module's trusted helpers for the modules eslint.config.js lists (internalImporters):
// they check no permission, so only a use case that has already decided may call them.

// A vendor's own account deletion (privacy, issue 35): subscriptions end, card ones at Stripe too.
export { endBillingOf, type EndedBilling } from './end-billing-of';
