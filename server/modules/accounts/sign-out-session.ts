import { z } from 'zod';
import type { RequestContext } from '../../context';
import { parseInput, RefusedError } from '../../kernel';
import { endSession } from './end-session';
import { selectOwnSessions, sessionHandle } from './list-sessions';
import { requireOwnSignInSecurity } from './policy';

export const signOutSessionInput = z.object({ id: z.string({ error: 'Choose a session.' }).regex(/^[0-9a-f]{20}$/, 'Choose a session.') });

/**
 * Signs out one of the signed-in person's sessions, named by its handle (listSessions): its token
 * stops working at once. Another person's is not found. Signing out the current session is signing
 * out (its cookie goes too). Whether it was the current one.
 */
export async function signOutSession(ctx: RequestContext, input: unknown): Promise<{ current: boolean }> {
  const { id } = parseInput(signOutSessionInput, input);
  const viewer = requireOwnSignInSecurity(ctx);
  const session = (await selectOwnSessions(ctx, viewer.id)).find((row) => sessionHandle(row.id) === id);
  if (!session) throw new RefusedError('There is no such session: it may have ended already.', 'NOT_FOUND');
  await endSession(ctx.db, session.id);
  const current = session.id === ctx.session?.id;
  if (current && session.kind === 'cookie') ctx.sessionCookie.clear();
  return { current };
}
