import { useState } from 'react';
import { EnquirySummary, useConversationQuotes, VendorChatTools, type ConversationQuotes } from '~/features/bookings';
import type { ChatPerson, ConversationThread } from './chat-api';
import { ChatHeading, ChatThread } from './chat-thread';
import { MessageComposer } from './message-composer';

type ConversationBodyProps = {
  conversationId: string;
  thread: ConversationThread;
  /** The thread's quotes and details when the page brought them with it (issue 31). */
  loadedQuotes: ConversationQuotes | null;
  partner: ChatPerson;
  viewerId: number;
  typingName: string | null;
  sending: boolean;
  sendError: string | null;
  onSend: (text: string) => Promise<boolean>;
  onTyping: (typing: boolean) => void;
};

/**
 * The open conversation: its heading, the couple's enquiry details (issue 31), the history with quote
 * cards, the vendor's tools (templates, a quote) and the message box.
 */
export function ConversationBody({ conversationId, thread, loadedQuotes, partner, viewerId, typingName, sending, sendError, onSend, onTyping }: ConversationBodyProps) {
  const side = String(viewerId) === String(thread.to_details.id) ? 'vendor' : 'couple';
  const hasQuotes = thread.messages.some((message) => message.quote_id !== undefined);
  const { quotes, details, reload } = useConversationQuotes(conversationId, thread.messages.at(-1)?.id, hasQuotes, loadedQuotes);
  const [draft, setDraft] = useState<{ text: string; key: number } | null>(null);
  return (
    <>
      <ChatHeading partner={partner} service={thread.service} />
      <EnquirySummary details={details} />
      <ChatThread thread={thread} viewerId={viewerId} typingName={typingName} quotes={quotes} side={side} onQuoteChanged={reload} />
      {side === 'vendor' && (
        <VendorChatTools
          conversationId={conversationId}
          details={details}
          coupleName={thread.from_details.nickname}
          listingName={thread.service.name}
          onInsert={(text) => setDraft({ text, key: Date.now() })}
          onSendNow={onSend}
          onQuoteSent={reload}
        />
      )}
      <MessageComposer conversationId={conversationId} sending={sending} error={sendError} onSend={onSend} onTyping={onTyping} draft={draft} />
    </>
  );
}
