// The messaging feature's surface for other features (the service page's Contact): other features
// import from here only. Routes and the header use its pages and links directly.
export { ContactVendorLink } from './contact-vendor-link';
export type { ConversationSummary } from './conversation-summary';
export type { MessagesPageData } from './messages-page-data';
export { vendorOf } from './vendor-of';
