import { useCallback, useEffect, useState } from 'react';
import { bookingsApi, type EnquiryDetailsView, type QuoteView } from './bookings-api';

/**
 * A conversation's quotes and enquiry details for its cards, read again whenever a new message
 * arrives (every quote change posts one) or a card asks after an action.
 */
export function useConversationQuotes(conversationId: string, lastMessageId: string | undefined, hasQuotes: boolean) {
  const [quotes, setQuotes] = useState<Map<string, QuoteView>>(new Map());
  const [details, setDetails] = useState<EnquiryDetailsView | null>(null);
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((value) => value + 1), []);

  useEffect(() => {
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
