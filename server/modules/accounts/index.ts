// The accounts module's public surface: adapters and other modules import from here only (a few
// modules also its internal.ts).

// Signing in and out, sessions.
export { signIn } from './sign-in';
export { findSignInCheckLevel } from './find-sign-in-check-level';
export { signOut } from './sign-out';
export { issueAccessToken } from './issue-access-token';
export { signInWithProvider } from './sign-in-with-provider';
export { findSessionViewer } from './find-session-viewer';
export { findViewerOfSession } from './find-viewer-of-session';
export { signInWithCode } from './sign-in-with-code';

// Two-step sign-in (an authenticator app and recovery codes), the viewer's own.
export { findSecondStep, type SecondStepState } from './find-second-step';
export { beginTotpSetup } from './begin-totp-setup';
export { confirmTotpSetup } from './confirm-totp-setup';
export { disableTotp } from './disable-totp';
export { regenerateRecoveryCodes } from './regenerate-recovery-codes';

// Passkeys (WebAuthn): adding them (signed in), signing in with one, the person's list.
export { beginPasskeyRegistration, type PasskeyCeremony } from './begin-passkey-registration';
export { finishPasskeyRegistration } from './finish-passkey-registration';
export { beginPasskeySignIn } from './begin-passkey-sign-in';
export { finishPasskeySignIn } from './finish-passkey-sign-in';
export { listPasskeys, type PasskeyRow } from './list-passkeys';
export { renamePasskey } from './rename-passkey';
export { removePasskey } from './remove-passkey';

// The person's signed-in sessions and sign-in history (their own only; the data export reads the history).
export { listSessions, type SessionRow } from './list-sessions';
export { signOutSession } from './sign-out-session';
export { signOutOtherSessions } from './sign-out-other-sessions';
export { listSignInHistory, type SignInHistoryRow } from './list-sign-in-history';

// Signing up, confirming the address, recovering the password.
export { registerUser } from './register-user';
export { activateEmail } from './activate-email';
export { checkActivationLink } from './check-activation-link';
export { resendActivationEmail } from './resend-activation-email';
export { requestPasswordReset } from './request-password-reset';
export { resetPassword } from './reset-password';

// The account's own record and its changes (the profile).
export { findAccount } from './find-account';
export { updateContactInfo } from './update-contact-info';
export { setNickname } from './set-nickname';
export { updateWeddingInfo } from './update-wedding-info';
export { updateNotificationSettings } from './update-notification-settings';
export { updateAvatar } from './update-avatar';
export { changeEmail } from './change-email';
export { changePassword } from './change-password';

// The admin area's users (administrators only): the list, a record, roles, e-mail verified,
// suspension (the admin module's suspendUser also holds a vendor's listings), a reset link.
export { listUsers, type UserRow } from './list-users';
export { matchUserIds } from './match-user-ids';
export { findUserRecord, type UserRecord } from './find-user-record';
export { updateUserRoles } from './update-user-roles';
export { setEmailVerified } from './set-email-verified';
export { suspendAccount } from './suspend-account';
export { reinstateAccount } from './reinstate-account';
export { sendPasswordResetLink } from './send-password-reset-link';
export { deleteAccount } from './delete-account';

// What other modules read of people: their public facts (their addresses: internal.ts).
export { isEmailRegistered } from './is-email-registered';
export { listPeople, type PublicPerson } from './list-people';
// For "Download my data" (privacy): the person's own sign-ins.
