import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { conversations } from '../../../db/schema/messaging';
import { typingPerUser } from './chat-limits';
import { publishChatEvent, type ChatContext } from './chat-events';
import { displayName } from './chat-parties';
import { throttleChat } from './chat-throttle';
import { conversationIdField } from './input-fields';
import { requireParticipant, requireSignedIn } from './policy';

export const setTypingInput = z.object({
  conversationId: conversationIdField,
  typing: z.boolean({ error: 'typing must be true or false.' }),
});

export type SetTypingInput = { conversationId: number | string; typing: boolean };

/**
 * "{name} is typing..." (spec §2): tells the other participant that the viewer started or stopped
 * typing. Nothing is stored; a vendor who marked the conversation spam is not told. Clients send
 * true again every few seconds while typing and should let a start lapse after about 6 s without one.
 */
export async function setTyping(context: ChatContext, input: SetTypingInput): Promise<void> {
  const viewer = requireSignedIn(context.viewer);
  const { conversationId, typing } = setTypingInput.parse(input);
  const [row] = await context.db
    .select({ coupleId: conversations.coupleId, vendorId: conversations.vendorId, vendorSpam: conversations.vendorSpam })
    .from(conversations)
    .where(eq(conversations.id, conversationId));
  const side = requireParticipant(viewer, row);
  await throttleChat(context.rateLimiter, `chat-typing:user:${viewer.id}`, typingPerUser, 'Too many typing signals. Please slow down.');
  if (side === 'couple' && row.vendorSpam) return;
  const otherId = side === 'couple' ? row.vendorId : row.coupleId;
  await publishChatEvent(context.chatBus, [otherId], {
    type: typing ? 'typingStarted' : 'typingEnded',
    data: { conversation_id: String(conversationId), user_id: String(viewer.id), name: displayName(viewer) },
  });
}
