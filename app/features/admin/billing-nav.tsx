import { SectionNav } from './section-nav';

const pages = [
  { to: '/admin/billing', label: 'Invoices' },
  { to: '/admin/billing/subscriptions', label: 'Subscriptions' },
  { to: '/admin/billing/plans', label: 'Plans' },
] as const;

/** The Billing section's three pages, each with its own table state in the URL. */
export function BillingNav() {
  return <SectionNav label="Billing" pages={pages} />;
}
