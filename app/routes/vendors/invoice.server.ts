import { appContext } from '../../../server/http/router-context';
import { findInvoice } from '../../../server/modules/billing';
import type { InvoicePurpose } from '../../../db/schema/billing';
import { businessNumberText, formatAbn, includedTaxText, invoiceStatusText } from '../../../shared/billing/invoice-text';
import { formatPrice } from '../../../shared/billing/prices';
import type { InvoiceView } from '~/features/billing';
import { formatLongDate } from '~/lib/format-date';
import { readOr404 } from '~/lib/refusal-page.server';
import { requireViewer } from '~/lib/require-viewer.server';
import type { Route } from './+types/invoice';

const long = (date: Date) => formatLongDate(date.toISOString());

/** What paying it brings, by what the invoice is for. */
const whenPaid: Record<InvoicePurpose, string> = {
  first: 'your listings in this category can be published from then.',
  renewal: 'your listings stay up for the next period.',
  change: 'the change to your plan takes effect then.',
  card: 'Stripe collected it by card.',
};

/** /vendors/billing/invoices/{id}: a tax invoice for its buyer and administrators; anyone else gets the 404 page. */
export async function loadInvoice({ context, request, params }: Route.LoaderArgs): Promise<InvoiceView> {
  const app = context.get(appContext);
  requireViewer(app, request, '/vendors/login');
  const invoice = await readOr404(findInvoice(app, { id: params.id }));
  const money = (amount: number) => formatPrice(amount, invoice.currency);
  return {
    id: invoice.id,
    number: invoice.number,
    status: invoiceStatusText[invoice.status],
    open: invoice.status === 'open',
    whenPaid: whenPaid[invoice.purpose],
    seller: { ...invoice.seller, abn: formatAbn(invoice.seller.abn) },
    buyer: { name: invoice.buyerName, number: businessNumberText(invoice.buyerCountry, invoice.buyerNumber) },
    issued: long(invoice.issuedAt),
    due: long(invoice.dueAt),
    paid: invoice.paidAt && long(invoice.paidAt),
    period: `${long(invoice.periodStart)} to ${long(invoice.periodEnd)}`,
    lines: invoice.lines.map((line) => ({ title: line.title, amount: money(line.amount) })),
    total: money(invoice.total),
    taxText: includedTaxText(invoice),
  };
}
