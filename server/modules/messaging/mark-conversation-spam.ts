import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { conversations } from '../../../db/schema/messaging';
import type { RequestContext } from '../../context';
import { requireSignedIn, parseInput } from '../../kernel';
import { publishChatEvent } from './chat-events';
import { conversationIdField } from './input-fields';
import { assertVendorSide, requireParticipant } from './policy';
import { unreadTotalOf } from './unread-counts';

export const markConversationSpamInput = z.object({
  conversationId: conversationIdField,
  spam: z.boolean({ error: 'spam must be true or false.' }),
});

/**
 * The vendor of a conversation marks it as spam (or not any more): a spam conversation is hidden from
 * their list, counts and stream, and sends them no e-mail. The couple is not told and may still
 * write; nothing is deleted. Only that vendor may do it.
 */
export async function markConversationSpam(ctx: RequestContext, input: unknown): Promise<{ conversationId: number; spam: boolean }> {
  const { conversationId, spam } = parseInput(markConversationSpamInput, input);
  const viewer = requireSignedIn(ctx.viewer);
  const [row] = await ctx.db
    .select({ coupleId: conversations.coupleId, vendorId: conversations.vendorId, vendorSpam: conversations.vendorSpam })
    .from(conversations)
    .where(eq(conversations.id, conversationId));
  assertVendorSide(requireParticipant(viewer, row));
  if (row.vendorSpam !== spam) {
    await ctx.db
      .update(conversations)
      .set(spam ? { vendorSpam: true, vendorNotifyAt: null } : { vendorSpam: false })
      .where(eq(conversations.id, conversationId));
    await publishChatEvent(ctx.chatBus, [viewer.id], { type: 'unreadCount', data: { count: await unreadTotalOf(ctx.db, viewer.id) } });
  }
  return { conversationId, spam };
}
