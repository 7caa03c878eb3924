import type { Viewer } from '../../kernel';
import { hasRole, RefusedError, requireSignedIn } from '../../kernel';

/**
 * The privacy module's rules (issue 35). A person deletes only their own account, signed in and
 * confirmed with their password (and second step); an administrator's account is not deleted this
 * way: another administrator deletes it in the admin area, so the site is never left without one.
 */
export const administratorDeletionRefused = 'An administrator’s account is deleted by another administrator, in the admin area’s Users.';

/** The signed-in couple or vendor deleting their own account. */
export function requireOwnAccountDeletion(viewer: Viewer | null): Viewer {
  const person = requireSignedIn(viewer);
  if (hasRole(person, 'administrator')) throw new RefusedError(administratorDeletionRefused, 'FORBIDDEN');
  return person;
}

/** Work no person asked for: the erasure job (a system context, no viewer), or an administrator running it by hand. */
export function requireSystemOrAdministrator(viewer: Viewer | null): void {
  if (viewer && !hasRole(viewer, 'administrator')) throw new RefusedError('You are not allowed to do that.', 'FORBIDDEN');
}

export const notPendingDeletion = () => new RefusedError('This account is not waiting to be deleted: sign in as usual.', 'CONFLICT');
export const alreadyPendingDeletion = () => new RefusedError('Your account is already being deleted.', 'CONFLICT');
