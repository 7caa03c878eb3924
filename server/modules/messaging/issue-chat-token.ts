import { createHmac } from 'node:crypto';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import type { RequestContext } from '../../context';
import { requireSignedIn, parseInput, RefusedError } from '../../kernel';
import { getServerSecret } from '../platform/internal';
import { chatTokenLifetimeMs } from './chat-limits';

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
export async function issueChatToken(ctx: RequestContext, input: unknown): Promise<ChatToken> {
  const { email } = parseInput(issueChatTokenInput, input);
  const viewer = requireSignedIn(ctx.viewer);
  if (email.toLowerCase() !== viewer.email.toLowerCase()) throw new RefusedError('You can only act as yourself.', 'FORBIDDEN');
  if (!ctx.session) throw new RefusedError('Please sign in to continue.', 'UNAUTHENTICATED');
  const expiresAt = new Date(ctx.clock.now().getTime() + chatTokenLifetimeMs);
  const payload = `v1.${viewer.id}.${ctx.session.id}.${expiresAt.getTime()}`;
  return { token: `${payload}.${await signChatToken(ctx.db, payload)}`, expiresAt };
}

/** A token's signature: HMAC-SHA256 of its payload with the server-made secret (the same on every instance). */
export async function signChatToken(db: Database, payload: string): Promise<string> {
  return createHmac('sha256', await getServerSecret({ db }, { name: secretName })).update(payload).digest('base64url');
}
