import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { services } from './services';

/**
 * A chat between one couple (the user who started it) and one vendor (the service's owner when it
 * started) about one service: one per couple and service. Each side has its own unread count,
 * last-read message and notification bookkeeping (`*_notify_at`: when an e-mail about its unread
 * messages is due; set by the first unread message, cleared by reading or by the e-mail job).
 */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    coupleId: integer('couple_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMsgAt: timestamp('last_msg_at', { withTimezone: true }).notNull().defaultNow(),
    // The newest message (no foreign key: the message refers to the conversation already).
    lastMessageId: bigint('last_message_id', { mode: 'number' }),
    coupleUnread: integer('couple_unread').notNull().default(0),
    vendorUnread: integer('vendor_unread').notNull().default(0),
    coupleLastReadId: bigint('couple_last_read_id', { mode: 'number' }),
    vendorLastReadId: bigint('vendor_last_read_id', { mode: 'number' }),
    // The vendor marked it as spam: hidden from them, no counts, no e-mail to them.
    vendorSpam: boolean('vendor_spam').notNull().default(false),
    coupleNotifyAt: timestamp('couple_notify_at', { withTimezone: true }),
    vendorNotifyAt: timestamp('vendor_notify_at', { withTimezone: true }),
  },
  (t) => [
    // One conversation per couple and service; its leading couple_id serves the couple's lookups.
    uniqueIndex('conversations_couple_service_idx').on(t.coupleId, t.serviceId),
    index('conversations_couple_last_msg_idx').on(t.coupleId, t.lastMsgAt),
    index('conversations_vendor_last_msg_idx').on(t.vendorId, t.lastMsgAt),
    index('conversations_service_idx').on(t.serviceId),
    // The e-mail job's claims: only rows with something due are in these indexes.
    index('conversations_couple_notify_idx').on(t.coupleNotifyAt).where(sql`${t.coupleNotifyAt} is not null`),
    index('conversations_vendor_notify_idx').on(t.vendorNotifyAt).where(sql`${t.vendorNotifyAt} is not null`),
    check('conversations_two_people', sql`${t.coupleId} <> ${t.vendorId}`),
    check('conversations_unread_counts', sql`${t.coupleUnread} >= 0 and ${t.vendorUnread} >= 0`),
  ],
);

export const chatMessageKinds = ['text', 'quote', 'notice', 'auto_reply'] as const;
export type ChatMessageKind = (typeof chatMessageKinds)[number];

/** Spec §3 Chat message: plain text from one participant, ids increasing in the order they were sent. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Plain text, never HTML: shown escaped.
    text: text('text').notNull(),
    // What the chat shows (issue 31): 'text' a message; 'quote' a quote's card (quote_id); 'notice' a
    // quote's or booking's change told in the thread (quote_id); 'auto_reply' the vendor's automatic
    // answer to a first message, which is never counted as their reply.
    kind: varchar('kind', { length: 12 }).$type<ChatMessageKind>().notNull().default('text'),
    // The bookings module's quote a 'quote' or 'notice' message points at (no foreign key: bookings owns it).
    quoteId: integer('quote_id'),
    // The moment of the insert (not of the transaction's start), so times follow ids.
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    // History, resume after a reconnection (id > last event id) and gap fills: all by conversation, then id.
    index('chat_messages_conversation_idx').on(t.conversationId, t.id),
    index('chat_messages_sender_idx').on(t.senderId),
    check('chat_messages_text_length', sql`char_length(${t.text}) between 1 and 5000`),
    check('chat_messages_kind', sql`${t.kind} in ('text', 'quote', 'notice', 'auto_reply')`),
  ],
);

/**
 * Daily summaries (messages_notify_frequently = 2): one row per person who has one coming. `due_at`
 * is when the next is due; `last_sent_at` keeps them a day apart.
 */
export const chatDigests = pgTable(
  'chat_digests',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    dueAt: timestamp('due_at', { withTimezone: true }),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (t) => [index('chat_digests_due_idx').on(t.dueAt).where(sql`${t.dueAt} is not null`)],
);

export type ConversationRow = typeof conversations.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
