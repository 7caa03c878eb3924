import type { ChatBus } from '../../integrations/chat-bus/chat-bus';
import type { ChatMessage } from './chat-message';

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

/**
 * Publishes after the change is stored: a bus that fails (Redis away) costs live delivery only, the
 * message is kept and reaches the client on its next resume or reload, so the request still succeeds.
 */
export async function publishChatEvent(bus: ChatEventBus, userIds: readonly number[], event: ChatEvent): Promise<void> {
  if (userIds.length === 0) return;
  try {
    await bus.publish(userIds, event);
  } catch (error) {
    console.warn(`[ever-after] chat event ${event.type} not published: ${(error as Error).message}`);
  }
}
