import { useCallback, useEffect, useRef, useState } from 'react';
import { bookingsApi, type ConversationQuotes, type EnquiryDetailsView, type QuoteView } from './bookings-api';

/**
 * A conversation's quotes and enquiry details for its cards, read again whenever a new message
 * arrives (every quote change posts one) or a card asks after an action. `loaded`: what the page
 * brought with it (the conversation its address names), so the first paint shows the cards and
 * nothing is read again until something changes.
 */
export function useConversationQuotes(conversationId: string, lastMessageId: string | undefined, hasQuotes: boolean, loaded: ConversationQuotes | null) {
  const [quotes, setQuotes] = useState<Map<string, QuoteView>>(() => new Map((loaded?.quotes ?? []).map((quote) => [quote.id, quote])));
  const [details, setDetails] = useState<EnquiryDetailsView | null>(loaded?.details ?? null);
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((value) => value + 1), []);
  const brought = useRef(loaded !== null);
  const quotesBrought = useRef(loaded !== null);

  useEffect(() => {
    if (brought.current) return;
    let live = true;
    void bookingsApi
      .details(conversationId)
      .then((found) => live && setDetails(found))
      .catch(() => live && setDetails(null));
    return () => {
      live = false;
    };
  }, [conversationId]);

  useEffect(() => {
    if (quotesBrought.current) {
      // The page's quotes are as new as its messages: the next change reads them again.
      quotesBrought.current = false;
      return;
    }
    if (!hasQuotes) return;
    let live = true;
    void bookingsApi
      .quotes(conversationId)
      .then((found) => live && setQuotes(new Map(found.map((quote) => [quote.id, quote]))))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [conversationId, lastMessageId, hasQuotes, version]);

  return { quotes, details, reload };
}
