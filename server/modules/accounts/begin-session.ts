import type { RequestContext } from '../../context';
import { deleteExpiredSessions, endSession } from './end-session';
import { startSession } from './start-session';

export type SessionContext = Pick<RequestContext, 'db' | 'session' | 'sessionCookie' | 'clock'>;

/**
 * Signs the browser in as the user with a brand-new session (never the one it came with, which
 * would allow session fixation) and sends its cookie. Expired sessions are swept on the way.
 */
export async function beginSession(context: SessionContext, userId: number): Promise<void> {
  const { db } = context;
  const now = context.clock.now();
  if (context.session) await endSession(db, context.session.id);
  await deleteExpiredSessions(db, now);
  const session = await startSession(db, userId, 'cookie', now);
  context.sessionCookie.set(session.token, session.expiresAt);
}
