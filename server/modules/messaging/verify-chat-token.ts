import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { RequestContext } from '../../context';
import { findViewerOfSession } from '../accounts';
import { parseInput, type Viewer } from '../../kernel';
import { signChatToken } from './issue-chat-token';

// v1.{user id}.{session id}.{expiry, ms}.{signature}
const tokenShape = /^(v1\.(\d{1,10})\.([0-9a-f]{64})\.(\d{13}))\.([A-Za-z0-9_-]{43})$/;

/** The stream's `?token=`, as issueChatToken made it; anything else is no token (null), never a refusal. */
export const verifyChatTokenInput = z.object({ token: z.string().max(200).regex(tokenShape).nullable().catch(null) }).catch({ token: null });

/**
 * The viewer a chat token (from issueChatToken) stands for; null when it is malformed, forged,
 * expired or its session ended. It signs in the event stream of a client that can send no cookie or
 * header: the token is the credential, so one that is not a token of ours is no viewer (null), not
 * a refusal of the input.
 */
export async function verifyChatToken(ctx: RequestContext, input: unknown): Promise<Viewer | null> {
  const { token } = parseInput(verifyChatTokenInput, input);
  if (token === null) return null;
  const [, payload, userId, sessionId, expires, signature] = tokenShape.exec(token)!;
  if (Number(expires) <= ctx.clock.now().getTime()) return null;
  const expected = Buffer.from(await signChatToken(ctx.db, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const viewer = await findViewerOfSession(ctx, { sessionId });
  return viewer && viewer.id === Number(userId) ? viewer : null;
}
