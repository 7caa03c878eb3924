import type { Viewer } from '../../kernel';
import { RefusedError, hasRole, requireSignedIn } from '../../kernel';

/**
 * The privacy module's rules (issue 35). A person's data exports are theirs alone: a visitor is
 * asked to sign in; anyone else, an administrator included, learns nothing of them ("not found"):
 * an archive holds a person's messages and notes.
 */

/** The signed-in person asking for, listing or downloading their own exports. */
export function requireExportOwner(viewer: Viewer | null): Viewer {
  return requireSignedIn(viewer);
}

/** An export of another person's, or none: the same answer. */
export function requireOwnExport<T extends { userId: number }>(row: T | undefined, person: Viewer): T {
  if (!row || row.userId !== person.id) throw exportNotFound();
  return row;
}


/** How long a prepared archive can be downloaded. */
export const exportDays = 7;
/** Exports a person may ask for in 24 hours: each one reads everything they have. */
export const maxExportsPerDay = 3;

export const exportNotFound = () => new RefusedError('There is no such export.', 'NOT_FOUND');
export const exportNotReady = () => new RefusedError('This export is still being prepared. The page shows its progress; we e-mail you when it is ready.', 'CONFLICT');
export const exportExpired = () => new RefusedError(`This download has expired: an archive is kept for ${exportDays} days. Ask for a new one on your privacy page.`, 'GONE');
export const tooManyExports = (retryAfterSeconds: number) =>
  new RefusedError(`You can ask for your data ${maxExportsPerDay} times a day. Please try again tomorrow.`, 'TOO_MANY_ATTEMPTS', retryAfterSeconds);

/**
 * "Delete my account": a person deletes only their own account, signed in and confirmed with their
 * password (and second step); an administrator's account is not deleted this way: another
 * administrator deletes it in the admin area, so the site is never left without one.
 */
export const administratorDeletionRefused = 'An administrator’s account is deleted by another administrator, in the admin area’s Users.';

/** The signed-in couple or vendor deleting their own account. */
export function requireOwnAccountDeletion(viewer: Viewer | null): Viewer {
  const person = requireSignedIn(viewer);
  if (hasRole(person, 'administrator')) throw new RefusedError(administratorDeletionRefused, 'FORBIDDEN');
  return person;
}

export const notPendingDeletion = () => new RefusedError('This account is not waiting to be deleted: sign in as usual.', 'CONFLICT');
export const alreadyPendingDeletion = () => new RefusedError('Your account is already being deleted.', 'CONFLICT');

/**
 * Requests about personal information ("Correct it"): a couple or a vendor asks and sees only their
 * own; administrators answer them in the admin area (the kernel's requireAdministrator) and ask
 * nothing here: they correct records themselves.
 */

/** The signed-in couple or vendor asking for help with their data; a visitor is asked to sign in. */
export function requirePrivacyRequester(viewer: Viewer | null): Viewer {
  const person = requireSignedIn(viewer);
  if (hasRole(person, 'administrator')) throw new RefusedError('Administrators correct records in the admin area: requests are for couples and vendors.', 'FORBIDDEN');
  return person;
}

/** Open requests a person may have at once: enough for any need, too few to bury the administrators' list. */
export const maxOpenRequests = 10;
export const tooManyOpenRequests = () =>
  new RefusedError(`You have ${maxOpenRequests} requests waiting for an answer: we will answer those first, then you can ask again.`, 'CONFLICT');
export const subjectNotYours = 'Choose what your request is about from the list.';

export const privacyRequestNotFound = () => new RefusedError('There is no such request.', 'NOT_FOUND');
export const privacyRequestAlreadyDecided = () => new RefusedError('This request is already answered.', 'CONFLICT');
