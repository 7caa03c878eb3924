import { and, eq, gt, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { sessions, users } from '../../../db/schema/accounts';
import type { RequestContext } from '../../context';
import { hashSecretToken, parseInput } from '../../kernel';
import type { CurrentSession, Viewer } from '../../kernel';
import { sessionLifetimeMs } from './start-session';
import { toViewer, viewerColumns } from './viewer';

// A token is 43 URL-safe characters. Anything else is no session (null), not a refusal: a stale
// or garbled cookie must not break the page it comes with.
/** The sessions list's "last seen" moves at most this often: not a write per request. */
export const lastSeenEveryMs = 5 * 60 * 1000;

export const findSessionViewerInput = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/).nullable().catch(null) });

/**
 * The signed-in user of a session token (from a cookie or a bearer header), in one query; null
 * for an unknown, malformed or expired token. A session used in the second half of its life is
 * renewed, so an active person stays signed in and an idle session ends; its "last seen" moves on
 * when it is five minutes old, in the same write. The HTTP edge asks it
 * with the request's context before it knows the viewer (what this finds). The token is the
 * credential: anyone may ask.
 */
export async function findSessionViewer(ctx: RequestContext, input: unknown): Promise<{ viewer: Viewer; session: CurrentSession } | null> {
  const { token } = parseInput(findSessionViewerInput, input);
  if (!token) return null;
  const id = hashSecretToken(token);
  const now = Date.now();
  const [row] = await ctx.db
    .select({ ...viewerColumns, sessionKind: sessions.kind, sessionExpiresAt: sessions.expiresAt, sessionLastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, new Date(now)), isNull(users.suspendedAt), isNull(users.deletionRequestedAt)));
  if (!row) return null;
  const { sessionKind, sessionExpiresAt, sessionLastSeenAt, ...viewerRow } = row;
  let expiresAt = sessionExpiresAt;
  const renewed = expiresAt.getTime() - now < sessionLifetimeMs / 2;
  if (renewed) expiresAt = new Date(now + sessionLifetimeMs);
  const seen = !sessionLastSeenAt || now - sessionLastSeenAt.getTime() >= lastSeenEveryMs;
  if (renewed || seen) await ctx.db.update(sessions).set({ expiresAt, lastSeenAt: new Date(now) }).where(eq(sessions.id, id));
  return { viewer: toViewer(viewerRow), session: { id, kind: sessionKind, expiresAt, renewed } };
}
