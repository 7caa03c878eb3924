// The accounts feature's public surface: what other features place in their pages. (Features that
// need the login form itself import it directly: re-exported here, it would join the chunk every
// page loads instead of loading with the auth popup.)
export { useAuthPopup } from './auth-popup-context';
export { NeedsSignInLink } from './needs-sign-in-link';
