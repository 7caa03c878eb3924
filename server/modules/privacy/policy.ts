import type { Viewer } from '../../kernel';
import { RefusedError, hasRole, requireSignedIn } from '../../kernel';

/**
 * The privacy module's rules (issue 35; docs/privacy.md). Requests about personal information
 * ("Correct it"): a couple or a vendor asks and sees only their own; administrators answer them in
 * the admin area (the kernel's requireAdministrator) and ask nothing here: they correct records
 * themselves.
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
