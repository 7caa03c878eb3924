import { queryGraphQL } from '~/lib/graphql-client';

/** A quote as the chat's card reads it (GraphQL Quote); money in minor units, GST included. */
export type QuoteView = {
  id: string;
  status: 'open' | 'accepted' | 'declined' | 'withdrawn' | 'expired' | 'replaced';
  items: { description: string; amount: number }[];
  total: number;
  tax: number;
  tax_name: string;
  tax_rate: number;
  currency: string;
  event_date: string;
  deposit_amount: number | null;
  deposit_due: string | null;
  terms: string;
  valid_until: string;
  decline_reason: string | null;
  booking: { id: string; status: 'held' | 'booked' | 'declined' | 'expired' | 'cancelled'; hold_until: string; deposit_received_at: string | null; end_reason: string | null } | null;
};

export type EnquiryDetailsView = { wedding_date: string | null; date_flexible: boolean; flexible_when: string | null; guests: number | null; budget: number | null; currency: string };

/** A conversation's quotes (oldest first) and enquiry details, as /messages brings them with the page. */
export type ConversationQuotes = { quotes: QuoteView[]; details: EnquiryDetailsView | null };

export type ReplyTemplateView = { id: string; title: string; body: string };

const quoteFields = `id status items { description amount } total tax tax_name tax_rate currency event_date deposit_amount deposit_due terms valid_until decline_reason
  booking { id status hold_until deposit_received_at end_reason }`;

export const bookingsApi = {
  quotes: async (conversationId: string) =>
    (await queryGraphQL<{ quotes: QuoteView[] }>(`query ($id: ID!) { quotes(conversation_id: $id) { ${quoteFields} } }`, { id: conversationId })).quotes,
  details: async (conversationId: string) =>
    (
      await queryGraphQL<{ enquiryDetails: EnquiryDetailsView | null }>(
        `query ($id: ID!) { enquiryDetails(conversation_id: $id) { wedding_date date_flexible flexible_when guests budget currency } }`,
        { id: conversationId },
      )
    ).enquiryDetails,
  templates: async () => (await queryGraphQL<{ replyTemplates: ReplyTemplateView[] }>(`query { replyTemplates { id title body } }`, {})).replyTemplates,
  sendQuote: (variables: { conversation_id: string; items: { description: string; amount: number }[]; event_date: string; deposit_amount: number | null; deposit_due: string | null; terms: string; valid_days: number }) =>
    queryGraphQL(
      `mutation ($conversation_id: ID!, $items: [QuoteItemInput!]!, $event_date: String!, $deposit_amount: Int, $deposit_due: String, $terms: String, $valid_days: Int) {
        sendQuote(conversation_id: $conversation_id, items: $items, event_date: $event_date, deposit_amount: $deposit_amount, deposit_due: $deposit_due, terms: $terms, valid_days: $valid_days) { id }
      }`,
      variables,
    ),
  acceptQuote: (id: string) => queryGraphQL(`mutation ($id: ID!) { acceptQuote(id: $id) { id } }`, { id }),
  declineQuote: (id: string, reason: string) => queryGraphQL(`mutation ($id: ID!, $reason: String) { declineQuote(id: $id, reason: $reason) { id } }`, { id, reason }),
  withdrawQuote: (id: string) => queryGraphQL(`mutation ($id: ID!) { withdrawQuote(id: $id) { id } }`, { id }),
  confirmBooking: (id: string) => queryGraphQL(`mutation ($id: ID!) { confirmBooking(id: $id) { id } }`, { id }),
  declineBooking: (id: string, reason: string) => queryGraphQL(`mutation ($id: ID!, $reason: String) { declineBooking(id: $id, reason: $reason) { id } }`, { id, reason }),
  cancelBooking: (id: string, reason: string) => queryGraphQL(`mutation ($id: ID!, $reason: String!) { cancelBooking(id: $id, reason: $reason) { id } }`, { id, reason }),
  markDepositReceived: (id: string) => queryGraphQL(`mutation ($id: ID!) { markDepositReceived(id: $id) { id } }`, { id }),
};
