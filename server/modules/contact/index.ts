// The contact module's public surface (the contact form's messages to the site's team): adapters
// and other modules import from here only.
export { createMessage } from './create-message';
export { describeContactForm, type ContactFormFacts } from './describe-contact-form';
export { listMessageCategories } from './list-message-categories';
