import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { findViewerOfSession, type CurrentSession } from '../accounts';
import type { Viewer } from '../accounts/viewer';
import { getServerSecret } from '../platform/get-server-secret';
import { RefusedError } from '../platform/errors';
import { chatTokenLifetimeMs } from './chat-limits';
import { requireSignedIn } from './policy';

export const issueChatTokenInput = z.object({
  email: z.string({ error: 'email is required.' }).trim().min(1, { error: 'email is required.' }).max(320, { error: 'email is too long.' }),
});

export type ChatToken = { token: string; expiresAt: Date };

const secretName = 'chat.stream_token';

/**
 * Spec §7 token: a short-lived credential for the event stream (GET /api/chat/events?token=…), for
 * clients that cannot send the cookie or a header with an EventSource. It is the viewer's own (the
 * e-mail must be theirs), valid for an hour, and tied to the session it was made in: signing out
 * ends it. HMAC-SHA256 with a server-made secret, so every instance checks it alike.
 */
export async function issueChatToken(
  context: { db: Database; viewer: Viewer | null; session: Pick<CurrentSession, 'id'> | null },
  input: { email: string },
): Promise<ChatToken> {
  const viewer = requireSignedIn(context.viewer);
  const { email } = issueChatTokenInput.parse(input);
  if (email.toLowerCase() !== viewer.email.toLowerCase()) throw new RefusedError('You can only act as yourself.', 'FORBIDDEN');
  if (!context.session) throw new RefusedError('Please sign in to continue.', 'UNAUTHENTICATED');
  const expiresAt = new Date(Date.now() + chatTokenLifetimeMs);
  const payload = `v1.${viewer.id}.${context.session.id}.${expiresAt.getTime()}`;
  return { token: `${payload}.${await sign(context.db, payload)}`, expiresAt };
}

/** The viewer a chat token stands for; null when it is malformed, forged, expired or its session ended. */
export async function verifyChatToken(db: Database, token: string): Promise<Viewer | null> {
  const match = /^(v1\.(\d{1,10})\.([0-9a-f]{64})\.(\d{13}))\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, payload, userId, sessionId, expires, signature] = match;
  if (Number(expires) <= Date.now()) return null;
  const expected = Buffer.from(await sign(db, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const viewer = await findViewerOfSession({ db }, sessionId);
  return viewer && viewer.id === Number(userId) ? viewer : null;
}

async function sign(db: Database, payload: string): Promise<string> {
  return createHmac('sha256', await getServerSecret(db, secretName)).update(payload).digest('base64url');
}
