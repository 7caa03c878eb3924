import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { chatMessages, conversations, type ConversationRow } from '../../../db/schema';
import type { Viewer } from '../accounts/viewer';
import { notifyDelayMs } from './chat-limits';
import { publishChatEvent, type ChatEventBus } from './chat-events';
import { toChatMessage, type ChatMessage } from './chat-message';
import { requireParticipant, type Side } from './policy';
import { unreadTotalOf } from './unread-counts';

export type AppendedMessage = {
  message: ChatMessage;
  /** The conversation's message before this one (null for its first). */
  prevId: number | null;
  conversation: Pick<ConversationRow, 'id' | 'coupleId' | 'vendorId' | 'serviceId' | 'vendorSpam'>;
  senderSide: Side;
  /** The sender had unread messages in it (sending reads them). */
  senderHadUnread: boolean;
};

/**
 * Stores a message in a conversation, inside the caller's transaction: the conversation row is
 * locked first, so messages of one conversation get their ids in the order they are stored and each
 * knows the one before it; the message and the conversation's counts change together or not at all.
 * The recipient's unread count goes up and their e-mail becomes due (notifyDelayMs after their first
 * unread message; never for a vendor who marked the conversation spam); the sender has read
 * everything up to their own message. `check` runs on the locked row before anything is written.
 */
export async function appendMessage(
  tx: Database,
  conversationId: number,
  sender: Viewer,
  text: string,
  check?: (conversation: ConversationRow) => void,
): Promise<AppendedMessage> {
  const [locked] = await tx.select().from(conversations).where(eq(conversations.id, conversationId)).for('update');
  const senderSide = requireParticipant(sender, locked);
  check?.(locked);
  const [row] = await tx
    .insert(chatMessages)
    .values({ conversationId, senderId: sender.id, text })
    .returning({ id: chatMessages.id, createdAt: chatMessages.createdAt });
  const notifyLater = (column: typeof conversations.coupleNotifyAt | typeof conversations.vendorNotifyAt) => sql`coalesce(${column}, clock_timestamp() + ${notifyDelayMs} * interval '1 millisecond')`;
  const changes =
    senderSide === 'couple'
      ? {
          vendorUnread: sql`${conversations.vendorUnread} + 1`,
          vendorNotifyAt: locked.vendorSpam ? null : notifyLater(conversations.vendorNotifyAt),
          coupleUnread: 0,
          coupleLastReadId: row.id,
          coupleNotifyAt: null,
        }
      : {
          coupleUnread: sql`${conversations.coupleUnread} + 1`,
          coupleNotifyAt: notifyLater(conversations.coupleNotifyAt),
          vendorUnread: 0,
          vendorLastReadId: row.id,
          vendorNotifyAt: null,
        };
  await tx
    .update(conversations)
    .set({ lastMessageId: row.id, lastMsgAt: row.createdAt, ...changes })
    .where(eq(conversations.id, conversationId));
  return {
    message: toChatMessage({ id: row.id, conversationId, senderId: sender.id, text, createdAt: row.createdAt }),
    prevId: locked.lastMessageId,
    conversation: locked,
    senderSide,
    senderHadUnread: (senderSide === 'couple' ? locked.coupleUnread : locked.vendorUnread) > 0,
  };
}

/**
 * After the transaction: the message to both participants' streams (the sender's too: their other
 * tabs, and the "Sending..." state ends when it arrives), and the new unread totals. A vendor who
 * marked the conversation spam hears nothing of the couple's messages.
 */
export async function announceMessage(db: Database, bus: ChatEventBus, appended: AppendedMessage): Promise<void> {
  const { conversation, senderSide, message, prevId } = appended;
  const senderId = senderSide === 'couple' ? conversation.coupleId : conversation.vendorId;
  const recipientId = senderSide === 'couple' ? conversation.vendorId : conversation.coupleId;
  const recipientHears = !(senderSide === 'couple' && conversation.vendorSpam);
  await publishChatEvent(bus, recipientHears ? [senderId, recipientId] : [senderId], { type: 'messageAdded', message, prevId });
  const totals = [...(recipientHears ? [recipientId] : []), ...(appended.senderHadUnread ? [senderId] : [])];
  await Promise.all(
    totals.map(async (userId) => publishChatEvent(bus, [userId], { type: 'unreadCount', data: { count: await unreadTotalOf(db, userId) } })),
  );
}
