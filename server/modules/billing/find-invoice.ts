import { eq } from 'drizzle-orm';
import { billingInvoices } from '../../../db/schema/billing';
import type { RequestContext } from '../../context';
import { requireSignedIn, parseInput } from '../../kernel';
import { invoiceNumber } from '../../../shared/billing/invoice-text';
import type { InvoiceRow } from './issue-invoice';
import { invoiceIdInput } from './mark-invoice-paid';
import { assertBuyerOrAdministrator, invoiceNotFound } from './policy';

/** A tax invoice as printed: the invoice, its number and the seller (the site, its ABN and bank details). */
export type TaxInvoice = InvoiceRow & {
  number: string;
  seller: { name: string; abn: string; bank: { accountName: string; bsb: string; accountNumber: string } };
};

/** One tax invoice, private to its buyer and administrators (anyone else: "There is no such invoice."). */
export async function findInvoice(ctx: RequestContext, input: unknown): Promise<TaxInvoice> {
  const { id } = parseInput(invoiceIdInput, input);
  return readTaxInvoice(ctx, id);
}

/** The tax invoice `id` if the viewer is its buyer or an administrator (findInvoice's and its PDF's check). */
export async function readTaxInvoice(ctx: RequestContext, id: number): Promise<TaxInvoice> {
  const viewer = requireSignedIn(ctx.viewer);
  const [invoice] = await ctx.db.select().from(billingInvoices).where(eq(billingInvoices.id, id));
  assertBuyerOrAdministrator(viewer, invoice?.vendorId, invoiceNotFound);
  return asTaxInvoice(ctx.settings, invoice);
}

/** The invoice with its number and the seller as the settings name them. */
export function asTaxInvoice(settings: RequestContext['settings'], invoice: InvoiceRow): TaxInvoice {
  return {
    ...invoice,
    number: invoiceNumber(invoice.id),
    seller: {
      name: settings['app.name'],
      abn: settings['billing.abn'],
      bank: { accountName: settings['billing.bank_account_name'], bsb: settings['billing.bank_bsb'], accountNumber: settings['billing.bank_account_number'] },
    },
  };
}
