import type { RoleName } from '../../db/schema/accounts';
import { notAllowed, RefusedError, signInRequired } from './errors';
import type { Viewer } from './viewer';

/**
 * The rules about roles that every module's policy.ts builds on. Roles come from one source (the
 * `user_roles` rows, read into `viewer.roles`); spec §6's `isvendor` and the role a person lands
 * as are derived from them.
 */

type WithRoles = Pick<Viewer, 'roles'>;

export function hasRole(viewer: WithRoles | null, role: RoleName): boolean {
  return viewer?.roles.includes(role) ?? false;
}

/** Spec §6: the role that decides where a person lands and what the header offers. */
export function roleOf(viewer: WithRoles): RoleName {
  if (hasRole(viewer, 'administrator')) return 'administrator';
  return hasRole(viewer, 'vendor') ? 'vendor' : 'user';
}

/** A visitor is asked to sign in. */
export function requireSignedIn(viewer: Viewer | null): Viewer {
  if (!viewer) throw signInRequired();
  return viewer;
}

/** A visitor is asked to sign in; someone without the role is refused. */
export function requireRole(viewer: Viewer | null, role: RoleName): Viewer {
  const signedIn = requireSignedIn(viewer);
  if (!hasRole(signedIn, role)) throw notAllowed();
  return signedIn;
}

export const secondStepRequiredMessage = 'Turn on two-step sign-in to use the admin area.';

/**
 * The administrators' rule, the one answer to "may this person run the site": the admin area,
 * settings, billing, content, ownership. An administrator without two-step sign-in is refused
 * (SECOND_STEP_REQUIRED) until they turn it on: a stolen password alone must not run the site.
 */
export function requireAdministrator(viewer: Viewer | null): Viewer {
  const administrator = requireRole(viewer, 'administrator');
  if (!administrator.secondStep) throw new RefusedError(secondStepRequiredMessage, 'SECOND_STEP_REQUIRED');
  return administrator;
}

/**
 * Work no person asked for: a job's system context (no viewer), or an administrator running it by
 * hand (the weekly planning e-mail, review invitations, data exports, account erasure).
 */
export function requireSystemOrAdministrator(viewer: Viewer | null): void {
  if (viewer && !hasRole(viewer, 'administrator')) throw notAllowed();
}

/** The viewer's own record, or any record for an administrator (one with two-step sign-in on). */
export function isSelfOrAdministrator(viewer: Pick<Viewer, 'id' | 'roles' | 'secondStep'>, userId: number): boolean {
  return viewer.id === userId || (hasRole(viewer, 'administrator') && viewer.secondStep);
}

/**
 * Something owned by one person (a wishlist, a listing): its owner may; anyone else gets
 * `refusal` (by default "not allowed"; modules pass "not found" where even its existence is private).
 */
export function requireOwner(viewer: Viewer | null, ownerId: number | null, refusal: () => RefusedError = notAllowed): Viewer {
  const signedIn = requireSignedIn(viewer);
  if (ownerId === null || signedIn.id !== ownerId) throw refusal();
  return signedIn;
}

/** A couple: a person who is neither a vendor nor an administrator (planning, guests). */
export function isCouple(person: WithRoles): boolean {
  return !hasRole(person, 'administrator') && !hasRole(person, 'vendor');
}

/**
 * A couple's private records (their planning, their guest list): a visitor is asked to sign in; an
 * administrator and a vendor are refused outright with the domain's own words (an administrator
 * has no reading of a couple's private planning, not even through the admin area).
 */
export function requireCouple(viewer: Viewer | null, refusals: { administrator: string; vendor: string }): Viewer {
  const person = requireSignedIn(viewer);
  if (hasRole(person, 'administrator')) throw new RefusedError(refusals.administrator, 'FORBIDDEN');
  if (hasRole(person, 'vendor')) throw new RefusedError(refusals.vendor, 'FORBIDDEN');
  return person;
}
