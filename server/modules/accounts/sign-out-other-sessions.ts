import type { RequestContext } from '../../context';
import { endOtherSessions } from './end-session';
import { requireOwnSignInSecurity } from './policy';

/** "Sign out everywhere else": every session of the signed-in person but this one ends (browsers and API tokens). How many ended. */
export async function signOutOtherSessions(ctx: RequestContext): Promise<{ count: number }> {
  const viewer = requireOwnSignInSecurity(ctx);
  const count = await endOtherSessions(ctx.db, viewer.id, ctx.session?.id ?? null);
  return { count };
}
