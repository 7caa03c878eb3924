// The bookings feature's surface (issue 31) for other features and routes: the enquiry's details,
// quote cards in the chat, the vendor's quote form and templates.
export { EnquiryFields, enquiryDetailsOf, enquiryFieldNames } from './enquiry-fields';
export { enquiryStart, rememberSearchForEnquiry } from './enquiry-prefill';
export { EnquirySummary } from './enquiry-summary';
export { QuoteCard } from './quote-card';
export { useConversationQuotes } from './use-conversation-quotes';
export { VendorChatTools } from './vendor-chat-tools';
export type { ConversationQuotes, EnquiryDetailsView, QuoteView, ReplyTemplateView } from './bookings-api';
