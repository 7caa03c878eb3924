import type { ChatBus } from '../integrations/chat-bus/chat-bus';

/** The chat's live events as the request context's bus carries them (the messaging module publishes them, the SSE adapter sends them). */

/** Spec §3 Chat message as clients receive it: ids as strings, the sender's user id in `from`. */
export type ChatMessage = {
  id: string;
  conversation_id: string;
  /** The sender's user id. */
  from: string;
  msg: string;
  /** ISO 8601, UTC. */
  time: string;
  /** Beyond spec §3 (issue 31), absent on plain messages: 'quote' a quote's card, 'notice' a quote's or booking's change, 'auto_reply' the vendor's automatic answer. */
  kind?: 'quote' | 'notice' | 'auto_reply';
  /** The quote a 'quote' or 'notice' message points at. */
  quote_id?: string;
};

/** Who is typing where: the typing events' data. */
export type TypingData = { conversation_id: string; user_id: string; name: string };

/**
 * The live events of the chat, each to the two participants at most (spec §7: messageAdded,
 * typingStarted, typingEnded; unreadCount beyond the spec). `prevId` is the conversation's message
 * before this one: a stream that has not delivered it fetches the gap first, so order holds per
 * conversation even when events arrive out of order or one was lost.
 */
export type ChatEvent =
  | { type: 'messageAdded'; message: ChatMessage; prevId: number | null }
  | { type: 'typingStarted' | 'typingEnded'; data: TypingData }
  | { type: 'unreadCount'; data: { count: number } };

export type ChatEventBus = ChatBus<ChatEvent>;

