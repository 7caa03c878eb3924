import { eq } from 'drizzle-orm';
import { users, type RoleName } from '../../../db/schema/accounts';
import type { RequestContext } from '../../context';
import { notAllowed, RefusedError, signInRequired } from '../platform';
import type { Viewer } from './viewer';

/**
 * Who may do what, for every module: roles come from one source (the `user_roles` rows, read into
 * `viewer.roles`); spec §6's `isvendor` and the role a person lands as are derived from them.
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

/** The viewer's own record, or any record for an administrator. */
export function isSelfOrAdministrator(viewer: Pick<Viewer, 'id' | 'roles'>, userId: number): boolean {
  return viewer.id === userId || hasRole(viewer, 'administrator');
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

/**
 * The account a use case names, once the viewer may change or read it (profile, avatar, e-mail,
 * password: their own; any, for an administrator). A visitor is asked to sign in, anyone else's
 * account is refused without saying whether it exists, and an administrator naming a user who
 * does not exist is told so. The viewer asking.
 */
export async function authorizeAccountChange(ctx: Pick<RequestContext, 'db' | 'viewer'>, userId: number): Promise<Viewer> {
  const viewer = requireSignedIn(ctx.viewer);
  if (!isSelfOrAdministrator(viewer, userId)) throw notAllowed();
  if (userId !== viewer.id) {
    const [found] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!found) throw new RefusedError('There is no such user.', 'NOT_FOUND');
  }
  return viewer;
}
