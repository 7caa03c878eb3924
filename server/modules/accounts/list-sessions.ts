import { createHash } from 'node:crypto';
import { and, desc, eq, gt } from 'drizzle-orm';
import { sessions } from '../../../db/schema/accounts';
import type { RequestContext } from '../../context';
import { requireOwnSignInSecurity } from './policy';

/**
 * A session as its owner sees it. `id` is a handle derived from the session's id (itself the
 * token's hash, a credential that never leaves the server): it names the session for "Sign out"
 * and can sign nothing in.
 */
export type SessionRow = {
  id: string;
  kind: 'cookie' | 'bearer';
  device: string | null;
  place: string | null;
  signedInAt: Date;
  lastSeenAt: Date | null;
  current: boolean;
};

/** The public handle of a session id: 20 hex characters of a hash of it. */
export function sessionHandle(sessionId: string): string {
  return createHash('sha256').update(`session-handle:${sessionId}`).digest('hex').slice(0, 20);
}

/** The signed-in person's sessions that have not expired (browsers and API tokens), latest used first, the current one marked. */
export async function listSessions(ctx: RequestContext): Promise<SessionRow[]> {
  const viewer = requireOwnSignInSecurity(ctx);
  const rows = await selectOwnSessions(ctx, viewer.id);
  return rows
    .map(({ id, kind, device, place, createdAt, lastSeenAt }) => ({ id: sessionHandle(id), kind, device, place, signedInAt: createdAt, lastSeenAt, current: id === ctx.session?.id }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** The person's live sessions, with their real ids (for this module's use cases only). */
export function selectOwnSessions(ctx: Pick<RequestContext, 'db' | 'clock'>, userId: number) {
  return ctx.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, ctx.clock.now())))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}
