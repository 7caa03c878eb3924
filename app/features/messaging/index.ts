// The messaging feature's public surface: other features and routes import from here only.
export { ContactVendorLink } from './contact-vendor-link';
export type { ConversationSummary } from './conversation-summary';
export { MessagesLink } from './messages-link';
export { MessagesPage, shouldRevalidate } from './messages-page';
export type { MessagesPageData } from './messages-page-data';
export { vendorOf } from './vendor-of';
