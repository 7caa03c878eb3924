import { sql } from 'drizzle-orm';
import { chatMessages, conversations } from '../../../db/schema/messaging';
import type { Viewer } from '../../kernel';
import type { loadParties } from './chat-parties';
import { previewLength } from './chat-limits';
import type { ChatPerson, ChatService } from './chat-message';
import { sideOf, type Side } from './policy';

/** One conversation as its participant sees it in a list (spec §3 Conversation). */
export type ConversationSummary = {
  id: number;
  /** from_user: the couple who started it. */
  couple: ChatPerson;
  /** to_user: the vendor. */
  vendor: ChatPerson;
  /** The viewer's side, and the person on the other side (spec §6: vendors see the couple). */
  side: Side;
  partner: ChatPerson;
  service: ChatService;
  lastMsgAt: Date;
  /** from_counts and to_counts: each side's unread messages. */
  coupleUnread: number;
  vendorUnread: number;
  /** The viewer's own unread messages in it. */
  unread: number;
  /** The newest message, its text cut to 120 characters. */
  lastMessage: { id: number; from: number; preview: string; time: Date } | null;
  /** Marked spam by the vendor: only the vendor is told (a couple always reads false). */
  spam: boolean;
};

/** The columns a summary is made of, with the last message's preview, for any query's select. */
export const summaryColumns = {
  id: conversations.id,
  coupleId: conversations.coupleId,
  vendorId: conversations.vendorId,
  serviceId: conversations.serviceId,
  lastMsgAt: conversations.lastMsgAt,
  coupleUnread: conversations.coupleUnread,
  vendorUnread: conversations.vendorUnread,
  coupleLastReadId: conversations.coupleLastReadId,
  vendorLastReadId: conversations.vendorLastReadId,
  coupleNotifyAt: conversations.coupleNotifyAt,
  vendorNotifyAt: conversations.vendorNotifyAt,
  vendorSpam: conversations.vendorSpam,
  lastMessageId: conversations.lastMessageId,
  lastSenderId: chatMessages.senderId,
  lastTime: chatMessages.createdAt,
  preview: sql<string | null>`case when char_length(${chatMessages.text}) > ${previewLength}
    then left(${chatMessages.text}, ${previewLength - 1}) || '…' else ${chatMessages.text} end`,
};

export type SummaryRow = {
  id: number;
  coupleId: number;
  vendorId: number;
  serviceId: number;
  lastMsgAt: Date;
  coupleUnread: number;
  vendorUnread: number;
  vendorSpam: boolean;
  lastMessageId: number | null;
  lastSenderId: number | null;
  lastTime: Date | null;
  preview: string | null;
};

export function toSummary(viewer: Pick<Viewer, 'id'>, row: SummaryRow, parties: Awaited<ReturnType<typeof loadParties>>): ConversationSummary {
  const side = sideOf(viewer, row) ?? 'couple';
  const couple = parties.person(row.coupleId);
  const vendor = parties.person(row.vendorId);
  return {
    id: row.id,
    couple,
    vendor,
    side,
    partner: side === 'couple' ? vendor : couple,
    service: parties.service(row.serviceId),
    lastMsgAt: row.lastMsgAt,
    coupleUnread: row.coupleUnread,
    vendorUnread: row.vendorUnread,
    unread: side === 'couple' ? row.coupleUnread : row.vendorUnread,
    lastMessage:
      row.lastMessageId !== null && row.lastSenderId !== null && row.lastTime !== null && row.preview !== null
        ? { id: row.lastMessageId, from: row.lastSenderId, preview: row.preview, time: row.lastTime }
        : null,
    spam: side === 'vendor' && row.vendorSpam,
  };
}
