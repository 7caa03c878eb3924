import type { RequestContext } from '../../context';
import { endSession } from './end-session';
import type { Viewer } from '../../kernel';

/**
 * Ends the request's session on the server and removes its cookie (spec §7 logout); the viewer who
 * left, if any. Anyone may: a visitor has nothing to end.
 */
export async function signOut(ctx: RequestContext): Promise<Viewer | null> {
  if (ctx.session) await endSession(ctx.db, ctx.session.id);
  if (ctx.session?.kind !== 'bearer') ctx.sessionCookie.clear();
  return ctx.viewer;
}
