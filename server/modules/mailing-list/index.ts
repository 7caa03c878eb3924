// The mailing-list module's public surface (the coming-soon page's double opt-in list): adapters
// and other modules import from here only. Its one rule (the subscribers' addresses are
// administrators' only) is the kernel's requireAdministrator: no policy.ts.
export { cancelSubscription } from './cancel-subscription';
export { confirmSubscription } from './confirm-subscription';
export { exportSubscribers } from './export-subscribers';
export { findSubscription } from './find-subscription';
export { requestSubscription } from './request-subscription';
export { listSubscribers } from './list-subscribers';
