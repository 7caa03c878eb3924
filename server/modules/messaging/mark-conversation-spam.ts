import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { conversations } from '../../../db/schema/messaging';
import { publishChatEvent, type ChatContext } from './chat-events';
import { conversationIdField } from './input-fields';
import { assertVendorSide, requireParticipant, requireSignedIn } from './policy';
import { unreadTotalOf } from './unread-counts';

export const markConversationSpamInput = z.object({
  conversationId: conversationIdField,
  spam: z.boolean({ error: 'spam must be true or false.' }),
});

export type MarkConversationSpamInput = { conversationId: number | string; spam: boolean };

/**
 * The vendor of a conversation marks it as spam (or not any more): a spam conversation is hidden from
 * their list, counts and stream, and sends them no e-mail. The couple is not told and may still
 * write; nothing is deleted. Only that vendor may do it.
 */
export async function markConversationSpam(context: ChatContext, input: MarkConversationSpamInput): Promise<{ conversationId: number; spam: boolean }> {
  const viewer = requireSignedIn(context.viewer);
  const { conversationId, spam } = markConversationSpamInput.parse(input);
  const [row] = await context.db
    .select({ coupleId: conversations.coupleId, vendorId: conversations.vendorId, vendorSpam: conversations.vendorSpam })
    .from(conversations)
    .where(eq(conversations.id, conversationId));
  assertVendorSide(requireParticipant(viewer, row));
  if (row.vendorSpam !== spam) {
    await context.db
      .update(conversations)
      .set(spam ? { vendorSpam: true, vendorNotifyAt: null } : { vendorSpam: false })
      .where(eq(conversations.id, conversationId));
    await publishChatEvent(context.chatBus, [viewer.id], { type: 'unreadCount', data: { count: await unreadTotalOf(context.db, viewer.id) } });
  }
  return { conversationId, spam };
}
