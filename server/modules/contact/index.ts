// The contact module's public surface (the contact form's messages to the site's team): adapters
// and other modules import from here only. Its one rule (the inbox is administrators' only) is the
// kernel's requireAdministrator: no policy.ts.
export { createMessage } from './create-message';
export { describeContactForm, type ContactFormFacts } from './describe-contact-form';
export { listMessageCategories } from './list-message-categories';
// The admin area's inbox (administrators only).
export { listContactMessages, type ContactMessageRow } from './list-contact-messages';
export { markMessageHandled } from './mark-message-handled';
