import { SectionNav } from './section-nav';

const pages = [
  { to: '/admin/messages', label: 'Contact messages' },
  { to: '/admin/messages/subscribers', label: 'Mailing list' },
  { to: '/admin/messages/spam', label: 'Marked as spam' },
] as const;

/** The Messages section's three pages, each with its own filters, order and page in the URL. */
export function MessagesNav() {
  return <SectionNav label="Messages" pages={pages} />;
}
