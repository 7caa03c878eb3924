import { z } from 'zod';
import { announceMessage, appendMessage } from './append-message';
import { sendPerUser } from './chat-limits';
import type { ChatContext } from './chat-events';
import type { ChatMessage } from './chat-message';
import { throttleChat } from './chat-throttle';
import { conversationIdField, messageTextField, userIdField } from './input-fields';
import { requireSignedIn } from './policy';

export const sendMessageInput = z.object({
  conversationId: conversationIdField,
  message: messageTextField,
  /** Spec §7's `username`: the sender's chat id (or, from a vendor, the recipient's); a participant either way. */
  username: userIdField('username').optional(),
});

export type SendMessageInput = { conversationId: number | string; message: string; username?: number | string };

/**
 * A participant writes in their conversation (spec §7 create-message). Anyone else, and any
 * conversation that does not exist, gets "Conversation not found". At most 30 messages a minute
 * per person, on every server instance together.
 */
export async function sendMessage(context: ChatContext, input: SendMessageInput): Promise<ChatMessage> {
  const sender = requireSignedIn(context.viewer);
  const { conversationId, message, username } = sendMessageInput.parse(input);
  await throttleChat(context.rateLimiter, `chat-send:user:${sender.id}`, sendPerUser, 'You are sending messages too quickly. Please wait a moment.');
  // One statement, atomic by itself: no transaction round trips on the hot path.
  const appended = await appendMessage(context.db, conversationId, sender, message, username);
  await announceMessage(context.db, context.chatBus, appended);
  return appended.message;
}
