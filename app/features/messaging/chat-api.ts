/**
 * The chat's REST calls (spec §7 `/api/twilio/*`, and `/api/chat/*` beyond it), as the browser makes
 * them: JSON over POST with the session cookie. The wire format is the spec's: string conversation
 * ids, `from` the sender's user id, `time` an ISO timestamp.
 */

export type ChatMessage = {
  id: string;
  conversation_id: string;
  from: string;
  msg: string;
  time: string;
  /** Issue 31: absent on plain messages; 'quote' a quote's card, 'notice' a quote's or booking's change, 'auto_reply' the vendor's automatic answer. */
  kind?: 'quote' | 'notice' | 'auto_reply';
  quote_id?: string;
};

export type ChatPerson = { id: number; nickname: string; avatar: string | null };

export type ConversationThread = {
  from_twilio_id: string;
  to_twilio_id: string;
  from_details: ChatPerson;
  to_details: ChatPerson;
  service: { id: number; name: string; url: string; category: { id: number; name: string; title: string } };
  messages: ChatMessage[];
};

/** A refused or failed call, with the server's message when it gave one. */
export class ChatRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function postChat<T>(path: string, body: Record<string, unknown>): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new ChatRequestError('The connection was lost. Please try again.', 0);
  }
  if (response.status === 204) return undefined as T;
  const answer = (await response.json().catch(() => null)) as (T & { error?: string }) | null;
  if (!response.ok || !answer) {
    throw new ChatRequestError(answer?.error ?? 'Something went wrong. Please try again.', response.status);
  }
  return answer;
}

export const chatApi = {
  unreadCount: () =>
    postChat<{ count: number; conversations: { conversation_id: string; count: number }[] }>('/api/twilio/get-unread-messages-count', {}),
  getMessages: (conversationId: string, userId: number) =>
    postChat<ConversationThread>('/api/twilio/get-messages', { conversation_id: conversationId, user_id: userId }),
  createMessage: (conversationId: string, message: string) =>
    postChat<{ message: ChatMessage }>('/api/twilio/create-message', { conversation_id: conversationId, message }),
  findConversation: (vendorId: number, userId: number, serviceId: number) =>
    postChat<{ conversation_id: string | null }>('/api/twilio/get-conversation', { to_id: vendorId, from_id: userId, service_id: serviceId }),
  startConversation: (input: { message: string; vendorId: number; vendorName: string; userId: number; userName: string; serviceId: number; details?: Record<string, string> }) =>
    postChat<{ conversation_id: string }>('/api/twilio/start-conversation-with-message', {
      // Issue 31's optional details: wedding_date, date_flexible, guests, budget.
      ...input.details,
      message: input.message,
      vendor_id: input.vendorId,
      vendor_name: input.vendorName,
      user_id: input.userId,
      user_name: input.userName,
      service_id: input.serviceId,
    }),
  /** Opening marks read (spec §4): a message that arrives in the open conversation is read with one. */
  markRead: (conversationId: string, userId: number) =>
    postChat<ConversationThread>('/api/twilio/get-messages', { conversation_id: conversationId, user_id: userId, limit: 1 }),
  typing: (conversationId: string, typing: boolean) => postChat<void>('/api/chat/typing', { conversation_id: conversationId, typing }),
};
