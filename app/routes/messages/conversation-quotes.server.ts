import type { RequestContext } from '../../../server/context';
import { findEnquiryDetails, listQuotes, type EnquiryDetails, type Quote } from '../../../server/modules/bookings';
import type { ConversationQuotes, EnquiryDetailsView, QuoteView } from '~/features/bookings';

/**
 * The open conversation's quotes and enquiry details (issue 31) as its cards read them from GraphQL
 * (`quotes(conversation_id)`, `enquiryDetails(conversation_id)`), for /messages to show them with
 * the page: the cards are there before the scripts arrive, and without them.
 */
export async function loadConversationQuotes(ctx: RequestContext, conversationId: string): Promise<ConversationQuotes> {
  const quotes = await listQuotes(ctx, { conversationId });
  const details = await findEnquiryDetails(ctx, { conversationId });
  return { quotes: quotes.map(quoteWire), details: details && enquiryDetailsWire(details) };
}

function quoteWire(quote: Quote): QuoteView {
  const { booking } = quote;
  return {
    id: String(quote.id),
    status: quote.status,
    items: quote.items.map(({ description, amount }) => ({ description, amount })),
    total: quote.total,
    tax: quote.tax,
    tax_name: quote.taxName,
    tax_rate: quote.taxRate,
    currency: quote.currency,
    event_date: quote.eventDate,
    deposit_amount: quote.depositAmount,
    deposit_due: quote.depositDue,
    terms: quote.terms,
    valid_until: quote.validUntil.toISOString(),
    decline_reason: quote.declineReason,
    booking: booking && {
      id: String(booking.id),
      status: booking.status,
      hold_until: booking.holdUntil.toISOString(),
      deposit_received_at: booking.depositReceivedAt?.toISOString() ?? null,
      end_reason: booking.endReason,
    },
  };
}

function enquiryDetailsWire(details: EnquiryDetails): EnquiryDetailsView {
  return {
    wedding_date: details.weddingDate,
    date_flexible: details.dateFlexible,
    flexible_when: details.flexibleWhen,
    guests: details.guests,
    budget: details.budget,
    currency: details.currency,
  };
}
