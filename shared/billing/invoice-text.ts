import { formatPrice } from './prices';

/** The words a tax invoice carries, shared by its page and its PDF so both say the same. */

/** An ABN as the ATO writes it: "51 824 753 556". */
export const formatAbn = (digits: string): string => digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3 $4');

/** "ABN 51 824 753 556" or "NZBN 9429041000000": the buyer's business number named for its country. */
export function businessNumberText(country: string, digits: string): string {
  return country === 'nz' ? `NZBN ${digits}` : `ABN ${formatAbn(digits)}`;
}

/** The tax line: how much of the total is tax, and that the total includes it. */
export function includedTaxText(invoice: { tax: number; total: number; currency: string; taxName: string; taxRate: number }): string {
  return `Total includes ${invoice.taxName} (${invoice.taxRate / 100}%) of ${formatPrice(invoice.tax, invoice.currency)}`;
}

export const invoiceStatusText: Record<string, string> = { open: 'Awaiting payment', paid: 'Paid', void: 'Void' };

/** The invoice number as printed: INV-000042. */
export const invoiceNumber = (id: number): string => `INV-${String(id).padStart(6, '0')}`;
