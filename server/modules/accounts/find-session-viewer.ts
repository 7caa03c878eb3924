import { and, eq, gt, isNull } from 'drizzle-orm';
import { sessions, users } from '../../../db/schema/accounts';
import type { RequestContext } from '../../context';
import { hashSecretToken } from '../../kernel';
import { sessionLifetimeMs } from './start-session';
import type { CurrentSession, Viewer } from '../../kernel';
import { toViewer, viewerColumns } from './viewer';


// A token is 43 URL-safe characters; anything else is not looked up.
const tokenShape = /^[A-Za-z0-9_-]{43}$/;

/**
 * The signed-in user of a session token (from a cookie or a bearer header), in one query; null
 * for an unknown, malformed or expired token. A session used in the second half of its life is
 * renewed, so an active person stays signed in and an idle session ends. The HTTP edge asks it
 * before the request's context exists (the viewer is part of it): it needs only the database.
 */
export async function findSessionViewer({ db }: Pick<RequestContext, 'db'>, token: string): Promise<{ viewer: Viewer; session: CurrentSession } | null> {
  if (!tokenShape.test(token)) return null;
  const id = hashSecretToken(token);
  const now = Date.now();
  const [row] = await db
    .select({ ...viewerColumns, sessionKind: sessions.kind, sessionExpiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, new Date(now)), isNull(users.suspendedAt)));
  if (!row) return null;
  const { sessionKind, sessionExpiresAt, ...viewerRow } = row;
  let expiresAt = sessionExpiresAt;
  const renewed = expiresAt.getTime() - now < sessionLifetimeMs / 2;
  if (renewed) {
    expiresAt = new Date(now + sessionLifetimeMs);
    await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
  }
  return { viewer: toViewer(viewerRow), session: { id, kind: sessionKind, expiresAt, renewed } };
}

/**
 * The signed-in user of a session known by its id (the token's hash), without renewing it: for
 * credentials derived from a session (the chat stream's token), which end when the session does.
 * The id is the server's own (from a token it signed), never a client's.
 */
export async function findViewerOfSession({ db }: Pick<RequestContext, 'db'>, sessionId: string): Promise<Viewer | null> {
  if (!/^[0-9a-f]{64}$/.test(sessionId)) return null;
  const [row] = await db
    .select(viewerColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, new Date()), isNull(users.suspendedAt)));
  return row ? toViewer(row) : null;
}
