import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { chatMessages, conversations, type ChatMessageKind, type ConversationRow } from '../../../db/schema/messaging';
import type { Viewer, ChatEventBus, ChatMessage } from '../../kernel';
import { RefusedError } from '../../kernel';
import { notifyDelayMs } from './chat-limits';
import { publishChatEvent } from './chat-events';
import { toChatMessage } from './chat-message';
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
  /** The recipient's unread messages in all, after this one (not counting a vendor's spam conversations). */
  recipientUnreadTotal: number;
};

type AppendRow = {
  id: number;
  couple_id: number;
  vendor_id: number;
  service_id: number;
  vendor_spam: boolean;
  prev_id: string | null;
  couple_unread: number;
  vendor_unread: number;
  message_id: string | null;
  created_at: Date | string | null;
  recipient_unread_elsewhere: number;
};

/**
 * Stores a message in a conversation in one statement (on the embedded database every statement
 * costs the one JavaScript thread, and a send is the hot path): the conversation row is locked
 * first, so messages of one conversation get their ids in the order they are stored and each knows
 * the one before it; then the message is inserted, and the conversation's counts change with it,
 * or nothing happens. The recipient's unread count goes up and their e-mail becomes due
 * (notifyDelayMs after their first unread message; never for a vendor who marked the conversation
 * spam); the sender has read everything up to their own message. Not a participant: "Conversation
 * not found"; `allowedName`, when given, must be one of the two participants (spec §7 username).
 * The message is dated `at`, the caller's clock (the demo seed's past enquiries are dated in the
 * past). Joins the caller's transaction when given one. `kind` and `quoteId` mark the bookings
 * module's messages (a quote's card, a notice, the vendor's auto-reply: which reads nothing for them).
 */
export async function appendMessage(
  db: Database,
  conversationId: number,
  sender: Viewer,
  text: string,
  at: Date,
  allowedName?: number,
  { kind = 'text', quoteId = null, reads = kind !== 'auto_reply' }: { kind?: ChatMessageKind; quoteId?: number | null; reads?: boolean } = {},
): Promise<AppendedMessage> {
  const name = allowedName ?? null;
  // Sending reads the conversation for the sender; an auto-reply, or a notice the clock job posts in a
  // person's name, is not their doing and reads nothing for them (`reads` false).
  const delay = sql`clock_timestamp() + ${notifyDelayMs} * interval '1 millisecond'`;
  const result = (await db.execute(sql`
    with locked as (
      select id, couple_id, vendor_id, service_id, vendor_spam, last_message_id, couple_unread, vendor_unread
      from ${conversations} where id = ${conversationId} for update
    ),
    message as (
      insert into ${chatMessages} (conversation_id, sender_id, text, created_at, kind, quote_id)
      select id, ${sender.id}, ${text}, ${at.toISOString()}::timestamptz, ${kind}, ${quoteId}::int from locked
      where ${sender.id} in (couple_id, vendor_id) and (${name}::int is null or ${name}::int in (couple_id, vendor_id))
      returning id, created_at
    ),
    changed as (
      update ${conversations} c set
        last_message_id = message.id,
        last_msg_at = message.created_at,
        couple_unread = case when c.couple_id = ${sender.id} then (case when ${reads}::boolean then 0 else c.couple_unread end) else c.couple_unread + 1 end,
        couple_last_read_id = case when c.couple_id = ${sender.id} and ${reads}::boolean then message.id else c.couple_last_read_id end,
        couple_notify_at = case when c.couple_id = ${sender.id} then (case when ${reads}::boolean then null else c.couple_notify_at end) else coalesce(c.couple_notify_at, ${delay}) end,
        vendor_unread = case when c.vendor_id = ${sender.id} then (case when ${reads}::boolean then 0 else c.vendor_unread end) else c.vendor_unread + 1 end,
        vendor_last_read_id = case when c.vendor_id = ${sender.id} and ${reads}::boolean then message.id else c.vendor_last_read_id end,
        vendor_notify_at = case when c.vendor_id = ${sender.id} then (case when ${reads}::boolean then null else c.vendor_notify_at end) when c.vendor_spam then null else coalesce(c.vendor_notify_at, ${delay}) end
      from message where c.id = ${conversationId}
      returning c.id
    ),
    recipient as (
      select case when couple_id = ${sender.id} then vendor_id else couple_id end as id from locked
    ),
    -- The recipient's unread messages elsewhere, as this statement sees them (before its own update).
    elsewhere as (
      select coalesce(sum(case when o.couple_id = recipient.id then o.couple_unread else 0 end
        + case when o.vendor_id = recipient.id and not o.vendor_spam then o.vendor_unread else 0 end), 0)::int as unread
      from recipient join ${conversations} o on (o.couple_id = recipient.id or o.vendor_id = recipient.id) and o.id <> ${conversationId}
    )
    select locked.id, locked.couple_id, locked.vendor_id, locked.service_id, locked.vendor_spam,
      locked.last_message_id::text as prev_id, locked.couple_unread, locked.vendor_unread,
      message.id::text as message_id, message.created_at, elsewhere.unread as recipient_unread_elsewhere
    from locked left join message on true cross join elsewhere
  `)) as unknown as { rows: AppendRow[] };
  const [row] = result.rows;
  const conversation = row && { id: row.id, coupleId: row.couple_id, vendorId: row.vendor_id, serviceId: row.service_id, vendorSpam: row.vendor_spam };
  const senderSide = requireParticipant(sender, conversation);
  if (row.message_id === null || row.created_at === null) throw new RefusedError('You can only act as yourself.', 'FORBIDDEN');
  return {
    message: toChatMessage({ id: Number(row.message_id), conversationId, senderId: sender.id, text, createdAt: new Date(row.created_at), kind, quoteId }),
    prevId: row.prev_id === null ? null : Number(row.prev_id),
    conversation,
    senderSide,
    senderHadUnread: reads && (senderSide === 'couple' ? row.couple_unread : row.vendor_unread) > 0,
    recipientUnreadTotal:
      row.recipient_unread_elsewhere + (senderSide === 'couple' ? (row.vendor_spam ? 0 : row.vendor_unread + 1) : row.couple_unread + 1),
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
  if (recipientHears) await publishChatEvent(bus, [recipientId], { type: 'unreadCount', data: { count: appended.recipientUnreadTotal } });
  if (appended.senderHadUnread) await publishChatEvent(bus, [senderId], { type: 'unreadCount', data: { count: await unreadTotalOf(db, senderId) } });
}
