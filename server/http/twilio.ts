import { Hono } from 'hono';
import { countUnreadMessages } from '../modules/messaging/count-unread-messages';
import { findConversation, type FindConversationInput } from '../modules/messaging/find-conversation';
import { getConversationMessages, type GetConversationMessagesInput } from '../modules/messaging/get-conversation-messages';
import { issueChatToken } from '../modules/messaging/chat-token';
import { sendMessage, type SendMessageInput } from '../modules/messaging/send-message';
import { startConversation, type StartConversationInput } from '../modules/messaging/start-conversation';
import { chatJsonPost, optional, type WithContext } from './chat-json';

/**
 * Spec §7's REST calls under /api/twilio/, kept under the old chat provider's path so clients of the
 * spec work unchanged; the provider is now this server. Each is a POST with a JSON body, answered
 * in JSON; ids are strings of the numeric ids. The shapes are in docs/messaging.md.
 */
export function twilioRoutes(withContext: WithContext) {
  const app = new Hono();

  app.post(
    '/get-unread-messages-count',
    chatJsonPost(withContext, async ({ db, viewer }) => {
      const unread = await countUnreadMessages(db, viewer);
      return { count: unread.count, conversations: unread.conversations.map((row) => ({ conversation_id: String(row.conversationId), count: row.count })) };
    }),
  );

  app.post(
    '/create-message',
    chatJsonPost(withContext, async (context, body) => {
      const input = { conversationId: body.conversation_id, message: body.message, username: optional(body.username) } as SendMessageInput;
      return { message: await sendMessage(context, input) };
    }),
  );

  app.post(
    '/start-conversation-with-message',
    chatJsonPost(withContext, async (context, body) => {
      // vendor_name and user_name (spec §7) are the old provider's display names: the accounts' own are used.
      const input = { serviceId: body.service_id, message: body.message, userId: optional(body.user_id), vendorId: optional(body.vendor_id) } as StartConversationInput;
      const started = await startConversation(context, input);
      return { conversation_id: String(started.conversationId), message: started.message, created: started.created };
    }),
  );

  app.post(
    '/get-messages',
    chatJsonPost(withContext, async (context, body) => {
      const input = {
        conversationId: body.conversation_id,
        userId: optional(body.user_id),
        beforeId: optional(body.before_id),
        limit: optional(body.limit),
      } as GetConversationMessagesInput;
      const { conversation, messages, hasMore } = await getConversationMessages(context, input);
      return {
        conversation_id: String(conversation.id),
        from_twilio_id: String(conversation.couple.id),
        to_twilio_id: String(conversation.vendor.id),
        from_details: conversation.couple,
        to_details: conversation.vendor,
        service: conversation.service,
        messages,
        has_more: hasMore,
      };
    }),
  );

  app.post(
    '/get-conversation',
    chatJsonPost(withContext, async ({ db, viewer }, body) => {
      const id = await findConversation(db, viewer, { toId: body.to_id, fromId: body.from_id, serviceId: body.service_id } as FindConversationInput);
      return { conversation_id: id === null ? null : String(id) };
    }),
  );

  app.post(
    '/token',
    chatJsonPost(withContext, async (context, body) => {
      const { token, expiresAt } = await issueChatToken(context, { email: body.email } as { email: string });
      return { token, expires_at: expiresAt.toISOString() };
    }),
  );

  return app;
}
