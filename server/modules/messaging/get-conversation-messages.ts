import { and, desc, eq, isNull, lt } from 'drizzle-orm';
import { z } from 'zod';
import { chatMessages, conversations } from '../../../db/schema/messaging';
import type { RequestContext } from '../../context';
import { requireSignedIn, parseInput } from '../../kernel';
import { loadParties } from './chat-parties';
import { defaultHistoryLimit, maxHistoryLimit } from './chat-limits';
import { publishChatEvent } from './chat-events';
import { toChatMessage } from './chat-message';
import { type ChatMessage } from '../../kernel';
import { conversationIdField, messageIdField, optionalField, userIdField } from './input-fields';
import { summaryColumns, toSummary, type ConversationSummary } from './conversation-summary';
import { assertActingAsSelf, requireParticipant } from './policy';
import { unreadTotalOf } from './unread-counts';

const limitMessage = `limit must be a whole number from 1 to ${maxHistoryLimit}.`;

export const getConversationMessagesInput = z.object({
  conversationId: conversationIdField,
  /** Spec §7 names the viewer; anyone else is refused. */
  userId: optionalField(userIdField('user_id')),
  /** Older pages: messages before this id. */
  beforeId: optionalField(messageIdField('before_id must be a message id.')),
  limit: optionalField(z.number({ error: limitMessage }).int({ error: limitMessage }).min(1, { error: limitMessage }).max(maxHistoryLimit, { error: limitMessage })).transform(
    (limit) => limit ?? defaultHistoryLimit,
  ),
});

export type ConversationHistory = {
  conversation: ConversationSummary;
  /** Oldest first: the newest `limit` messages (before `beforeId` when given). */
  messages: ChatMessage[];
  /** Older messages exist: ask again with beforeId = the first message's id. */
  hasMore: boolean;
};

/**
 * Opens a conversation (spec §7 get-messages): its people, service and newest messages, for its two
 * participants only (anyone else: "Conversation not found"). Opening marks it read for the viewer
 * (spec §4): their unread count goes to 0, their last-read message moves to the newest message
 * (spec §4 asks it for conversations of more than 10 messages; here for every one), any e-mail still
 * due to them about it is dropped, and their other tabs hear the new unread total.
 */
export async function getConversationMessages(ctx: RequestContext, input: unknown): Promise<ConversationHistory> {
  const { conversationId, userId, beforeId, limit } = parseInput(getConversationMessagesInput, input);
  const viewer = requireSignedIn(ctx.viewer);
  assertActingAsSelf(viewer, userId);
  const { db } = ctx;
  const [row] = await db
    .select(summaryColumns)
    .from(conversations)
    .leftJoin(chatMessages, eq(chatMessages.id, conversations.lastMessageId))
    .where(eq(conversations.id, conversationId));
  const side = requireParticipant(viewer, row);

  const [page, parties] = await Promise.all([
    db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.conversationId, conversationId), beforeId !== undefined ? lt(chatMessages.id, beforeId) : undefined))
      .orderBy(desc(chatMessages.id))
      .limit(limit + 1),
    loadParties(ctx, [row]),
  ]);
  const hasMore = page.length > limit;
  const messages = page.slice(0, limit).reverse().map(toChatMessage);

  const unread = side === 'couple' ? row.coupleUnread : row.vendorUnread;
  const lastRead = side === 'couple' ? row.coupleLastReadId : row.vendorLastReadId;
  const notifyAt = side === 'couple' ? row.coupleNotifyAt : row.vendorNotifyAt;
  if (unread > 0 || lastRead !== row.lastMessageId || notifyAt !== null) {
    const read =
      side === 'couple'
        ? { coupleUnread: 0, coupleLastReadId: row.lastMessageId, coupleNotifyAt: null }
        : { vendorUnread: 0, vendorLastReadId: row.lastMessageId, vendorNotifyAt: null };
    // Only if no message came in since it was read above: a newer one stays unread.
    const lastMessageIs = row.lastMessageId === null ? isNull(conversations.lastMessageId) : eq(conversations.lastMessageId, row.lastMessageId);
    const updated = await db
      .update(conversations)
      .set(read)
      .where(and(eq(conversations.id, conversationId), lastMessageIs))
      .returning({ id: conversations.id });
    if (updated.length > 0) {
      if (side === 'couple') row.coupleUnread = 0;
      else row.vendorUnread = 0;
      if (unread > 0) await publishChatEvent(ctx.chatBus, [viewer.id], { type: 'unreadCount', data: { count: await unreadTotalOf(db, viewer.id) } });
    }
  }
  return { conversation: toSummary(viewer, row, parties), messages, hasMore };
}
