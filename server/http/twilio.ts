import { Hono } from 'hono';
import { startEnquiry } from '../modules/bookings';
import { countUnreadMessages, findConversation, getConversationMessages, issueChatToken, sendMessage } from '../modules/messaging';
import { chatJsonPost, type WithContext } from './chat-json';
import { conversationThreadWire } from './conversation-thread-wire';

/**
 * Spec §7's REST calls under /api/twilio/, kept under the old chat provider's path so clients of the
 * spec work unchanged; the provider is now this server. Each is a POST with a JSON body (spec §7's
 * names, the use case's input once translated), answered in JSON; ids are strings of the numeric
 * ids. The shapes are in docs/messaging.md.
 */
export function twilioRoutes(withContext: WithContext) {
  const app = new Hono();

  app.post(
    '/get-unread-messages-count',
    chatJsonPost(withContext, countUnreadMessages, (unread) => ({
      count: unread.count,
      conversations: unread.conversations.map((row) => ({ conversation_id: String(row.conversationId), count: row.count })),
    })),
  );

  app.post(
    '/create-message',
    chatJsonPost(withContext, sendMessage, (message) => ({ message })),
  );

  // vendor_name and user_name (spec §7) are the old provider's display names: the accounts' own are used.
  // Issue 31's optional extras (wedding_date, date_flexible, guests, budget) go to the bookings module's
  // enquiry, which starts the conversation through messaging.
  app.post(
    '/start-conversation-with-message',
    chatJsonPost(withContext, startEnquiry, (started) => ({ conversation_id: String(started.conversationId), message: started.message, created: started.created })),
  );

  app.post(
    '/get-messages',
    chatJsonPost(withContext, getConversationMessages, conversationThreadWire),
  );

  app.post(
    '/get-conversation',
    chatJsonPost(withContext, findConversation, (id) => ({ conversation_id: id === null ? null : String(id) })),
  );

  app.post(
    '/token',
    chatJsonPost(withContext, issueChatToken, ({ token, expiresAt }) => ({ token, expires_at: expiresAt.toISOString() })),
  );

  return app;
}
