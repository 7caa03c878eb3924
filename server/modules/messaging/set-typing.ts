import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { conversations } from '../../../db/schema/messaging';
import type { RequestContext } from '../../context';
import { requireSignedIn, parseInput } from '../../kernel';
import { typingPerUser } from './chat-limits';
import { publishChatEvent } from './chat-events';
import { displayName } from './chat-parties';
import { throttleChat } from './chat-throttle';
import { conversationIdField } from './input-fields';
import { requireParticipant } from './policy';

export const setTypingInput = z.object({
  conversationId: conversationIdField,
  typing: z.boolean({ error: 'typing must be true or false.' }),
});

/**
 * "{name} is typing..." (spec §2): tells the other participant that the viewer started or stopped
 * typing. Nothing is stored; a vendor who marked the conversation spam is not told. Clients send
 * true again every few seconds while typing and should let a start lapse after about 6 s without one.
 */
export async function setTyping(ctx: RequestContext, input: unknown): Promise<void> {
  const { conversationId, typing } = parseInput(setTypingInput, input);
  const viewer = requireSignedIn(ctx.viewer);
  const [row] = await ctx.db
    .select({ coupleId: conversations.coupleId, vendorId: conversations.vendorId, vendorSpam: conversations.vendorSpam })
    .from(conversations)
    .where(eq(conversations.id, conversationId));
  const side = requireParticipant(viewer, row);
  await throttleChat(ctx.rateLimiter, `chat-typing:user:${viewer.id}`, typingPerUser, 'Too many typing signals. Please slow down.');
  if (side === 'couple' && row.vendorSpam) return;
  const otherId = side === 'couple' ? row.vendorId : row.coupleId;
  await publishChatEvent(ctx.chatBus, [otherId], {
    type: typing ? 'typingStarted' : 'typingEnded',
    data: { conversation_id: String(conversationId), user_id: String(viewer.id), name: displayName(viewer) },
  });
}
