import { listInvoiceTable, markInvoicePaid, voidInvoice } from '../../../server/modules/billing';
import { invoiceNumber, invoiceStatusText } from '../../../shared/billing/invoice-text';
import { formatPrice } from '../../../shared/billing/prices';
import { formatLongDate } from '~/lib/format-date';
import type { Route } from './+types/billing';
import { adminAction, adminContext, adminRead, searchInput } from './admin.server';

/** The invoices table (?status=, ?sort=, ?dir=, ?page=), each to mark paid or void while open. */
export async function loadBillingInvoices(args: Route.LoaderArgs) {
  const app = adminContext(args);
  const query = searchInput(args.request);
  const invoices = await adminRead(() => listInvoiceTable(app, query));
  return {
    query: { status: query.status ?? '', sort: query.sort ?? 'issued', dir: (query.dir ?? 'desc') as 'asc' | 'desc' },
    invoices: {
      ...invoices,
      rows: invoices.rows.map((invoice) => ({
        id: invoice.id,
        number: invoiceNumber(invoice.id),
        vendorId: invoice.vendorId,
        buyer: invoice.buyerName,
        category: invoice.category,
        total: formatPrice(invoice.total, invoice.currency),
        tax: `${invoice.taxName} ${formatPrice(invoice.tax, invoice.currency)}`,
        status: invoice.status,
        statusText: invoiceStatusText[invoice.status],
        issued: formatLongDate(invoice.issuedAt.toISOString()),
        due: formatLongDate(invoice.dueAt.toISOString()),
      })),
    },
  };
}

export function billingInvoicesAction(args: Route.ActionArgs) {
  return adminAction(args, {
    paid: async (app, fields) => `${invoiceNumber((await markInvoicePaid(app, fields)).id)} is paid: its subscription is active.`,
    void: async (app, fields) => `${invoiceNumber((await voidInvoice(app, fields)).id)} is void.`,
  });
}
