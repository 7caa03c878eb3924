// The accounts module's public surface: adapters and other modules import from here only.
export type { CurrentSession } from './find-session-viewer';
export type { Viewer } from './viewer';
export { hasRole, isSelfOrAdministrator, requireOwner, requireRole, requireSignedIn, roleOf } from './policy';
export { listPeople, type PublicPerson } from './list-people';
