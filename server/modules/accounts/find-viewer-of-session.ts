import { and, eq, gt, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { sessions, users } from '../../../db/schema/accounts';
import type { RequestContext } from '../../context';
import { parseInput, type Viewer } from '../../kernel';
import { toViewer, viewerColumns } from './viewer';

// A session's id is the SHA-256 of its token, in hex; anything else is no session (null).
export const findViewerOfSessionInput = z.object({ sessionId: z.string().regex(/^[0-9a-f]{64}$/).nullable().catch(null) });

/**
 * The signed-in user of a session known by its id (the token's hash), without renewing it: for
 * credentials derived from a session (the chat stream's token), which end when the session does.
 * The id comes from a token the server signed, so knowing it is the credential: anyone may ask.
 */
export async function findViewerOfSession(ctx: RequestContext, input: unknown): Promise<Viewer | null> {
  const { sessionId } = parseInput(findViewerOfSessionInput, input);
  if (!sessionId) return null;
  const [row] = await ctx.db
    .select(viewerColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, new Date()), isNull(users.suspendedAt)));
  return row ? toViewer(row) : null;
}
