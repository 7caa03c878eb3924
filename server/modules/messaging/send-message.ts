import { z } from 'zod';
import type { RequestContext } from '../../context';
import { requireSignedIn, parseInput } from '../../kernel';
import { announceMessage, appendMessage } from './append-message';
import { sendPerUser } from './chat-limits';
import type { ChatMessage } from '../../kernel';
import { throttleChat } from './chat-throttle';
import { conversationIdField, messageTextField, optionalField, userIdField } from './input-fields';

export const sendMessageInput = z.object({
  conversationId: conversationIdField,
  message: messageTextField,
  /** Spec §7's `username`: the sender's chat id (or, from a vendor, the recipient's); a participant either way. */
  username: optionalField(userIdField('username')),
});

/**
 * A participant writes in their conversation (spec §7 create-message). Anyone else, and any
 * conversation that does not exist, gets "Conversation not found". At most 30 messages a minute
 * per person, on every server instance together.
 */
export async function sendMessage(ctx: RequestContext, input: unknown): Promise<ChatMessage> {
  const { conversationId, message, username } = parseInput(sendMessageInput, input);
  const sender = requireSignedIn(ctx.viewer);
  await throttleChat(ctx.rateLimiter, `chat-send:user:${sender.id}`, sendPerUser, 'You are sending messages too quickly. Please wait a moment.');
  // One statement, atomic by itself: no transaction round trips on the hot path. Whether the sender
  // (and `username`) are participants is checked inside it, on the locked conversation row.
  const appended = await appendMessage(ctx.db, conversationId, sender, message, ctx.clock.now(), username);
  await announceMessage(ctx.db, ctx.chatBus, appended);
  return appended.message;
}
