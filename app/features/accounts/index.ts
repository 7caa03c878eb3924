// The accounts feature's public surface: what other features place in their pages (feature modules
// are free of side effects, so a page carries only what it uses: vite.config.ts).
export { useAuthPopup } from './auth-popup-context';
export { LoginForm } from './login-form';
export { NeedsSignInLink } from './needs-sign-in-link';
// The profile forms' fetcher, for the vendor's own profile forms.
export { useProfileForm } from './profile/profile-forms';
// Today where the couple is, for dates that must not lie in the past.
export { countdownWords, todayIn } from './profile/wedding-countdown';
