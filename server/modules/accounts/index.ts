// The accounts module's public surface: adapters and other modules import from here only.
export type { Viewer } from './viewer';
export { hasRole, isSelfOrAdministrator, requireOwner, requireRole, requireSignedIn, roleOf } from './policy';
export { emailField } from './input-fields';
export { emailTakenMessage } from './register-user';
export { findSessionViewer, findViewerOfSession, type CurrentSession } from './find-session-viewer';
export { isEmailRegistered } from './is-email-registered';
export { listNotificationContacts, type NotificationContact } from './list-notification-contacts';
export { listPeople, type PublicPerson } from './list-people';
export { addressKey, throttle } from './throttle';
