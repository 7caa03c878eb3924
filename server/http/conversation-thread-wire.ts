import type { ConversationHistory } from '../modules/messaging';

/**
 * A conversation's history as spec §7's get-messages answers it: the REST call, and /messages when
 * its address names the conversation (the page then shows it without asking again).
 */
export function conversationThreadWire({ conversation, messages, hasMore }: ConversationHistory) {
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
}
