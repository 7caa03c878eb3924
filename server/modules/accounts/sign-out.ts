import type { RequestContext } from '../../context';
import { endSession } from './end-session';
import type { Viewer } from './viewer';

/** Ends the request's session on the server and removes its cookie; the viewer who left, if any. */
export async function signOut(context: Pick<RequestContext, 'db' | 'session' | 'sessionCookie' | 'viewer'>): Promise<Viewer | null> {
  if (context.session) await endSession(context.db, context.session.id);
  if (context.session?.kind !== 'bearer') context.sessionCookie.clear();
  return context.viewer;
}
