import type { OutgoingMail } from '../../integrations/mail/create-mailer';
import { renderEmail } from '../../integrations/mail/email-layout';
import { formatPrice } from '../../../shared/billing/prices';
import type { TaxInvoice } from './find-invoice';

type Recipient = { email: string; firstName: string };

const day = (date: Date) => date.toISOString().slice(0, 10);

/** A renewal tax invoice was issued, or an open one (of any purpose) falls due soon: how to pay it, by transfer, and what paying brings. */
export function invoiceDueEmail(to: Recipient, invoice: TaxInvoice, invoiceUrl: string, kind: 'renewal' | 'reminder'): OutgoingMail {
  const { seller } = invoice;
  const amount = formatPrice(invoice.total, invoice.currency);
  return {
    to: to.email,
    subject: kind === 'renewal' ? `Tax invoice ${invoice.number}: your ${seller.name} listing renews on ${day(invoice.periodStart)}` : `Reminder: tax invoice ${invoice.number} is due on ${day(invoice.dueAt)}`,
    ...renderEmail({
      appName: seller.name,
      heading: kind === 'renewal' ? 'Your next period’s tax invoice' : 'Your tax invoice falls due soon',
      paragraphs: [
        `Hi ${to.firstName},`,
        invoice.purpose === 'change'
          ? `Tax invoice ${invoice.number} for ${amount} (incl ${invoice.taxName}) is due on ${day(invoice.dueAt)}. It pays for the change to your plan, which takes effect when it is paid; unpaid by the end of the period, the change lapses and your plan stays as it is.`
          : `Tax invoice ${invoice.number} for ${amount} (incl ${invoice.taxName}) is due on ${day(invoice.dueAt)}. Your listings stay up while it is paid; if it is not, they stay up for 7 more days, then are hidden until it is.`,
        `Pay by bank transfer to ${seller.bank.accountName}, BSB ${seller.bank.bsb}, account ${seller.bank.accountNumber}, with ${invoice.number} as the reference.`,
        invoice.purpose === 'change' ? 'Changed your mind? Choose your current plan again on your billing page: the change is withdrawn.' : 'Not renewing? Cancel on your billing page: nothing more is charged.',
      ],
      action: { label: 'View the tax invoice', url: invoiceUrl },
    }),
  };
}
