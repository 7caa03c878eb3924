import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema/accounts';
import type { RequestContext } from '../../context';
import { hasRole, isSelfOrAdministrator, notAllowed, RefusedError, requireSignedIn, type Viewer } from '../../kernel';

/** Who may do what in the accounts module (the rules about roles every module shares are the kernel's: server/kernel/roles.ts). */

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

/** Whether the viewer's changes go to the audit log: every administrator's, of their own profile too. */
export function auditsChangesBy(viewer: Viewer): boolean {
  return hasRole(viewer, 'administrator');
}

/**
 * A person's own sign-in security (two-step sign-in, sessions, passkeys, sign-in history): theirs
 * alone, not even an administrator's to see or turn off (a lost phone is what recovery codes are
 * for); a visitor is asked to sign in. Use cases read and change only rows of this viewer, so
 * another person's session or passkey is answered as not found. The viewer.
 */
export function requireOwnSignInSecurity(ctx: Pick<RequestContext, 'viewer'>): Viewer {
  return requireSignedIn(ctx.viewer);
}
