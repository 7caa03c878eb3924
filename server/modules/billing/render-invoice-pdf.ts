import PDFDocument from 'pdfkit';
import { businessNumberText, includedTaxText, invoiceStatusText } from '../../../shared/billing/invoice-text';
import { formatPrice } from '../../../shared/billing/prices';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { readTaxInvoice, type TaxInvoice } from './find-invoice';
import { invoiceIdInput } from './mark-invoice-paid';

const day = (date: Date) => date.toISOString().slice(0, 10);

/** One tax invoice as an A4 PDF, private like the invoice itself (its buyer and administrators). */
export async function renderInvoicePdf(ctx: RequestContext, input: unknown): Promise<{ fileName: string; bytes: Buffer }> {
  const { id } = parseInput(invoiceIdInput, input);
  const invoice = await readTaxInvoice(ctx, id);
  return { fileName: `${invoice.number}.pdf`, bytes: await drawInvoice(invoice) };
}

function drawInvoice(invoice: TaxInvoice): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `Tax invoice ${invoice.number}`, Author: invoice.seller.name } });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const money = (amount: number) => formatPrice(amount, invoice.currency);
  const right = { width: 483, align: 'right' as const };

  pdf.font('Helvetica-Bold').fontSize(22).text('Tax invoice');
  pdf.moveDown(0.5).font('Helvetica').fontSize(10);
  pdf.text(`${invoice.seller.name}, ${businessNumberText('au', invoice.seller.abn)}`);
  pdf.text(`Invoice ${invoice.number}, issued ${day(invoice.issuedAt)}, due ${day(invoice.dueAt)}`);
  pdf.text(`Status: ${invoiceStatusText[invoice.status]}${invoice.paidAt ? ` (${day(invoice.paidAt)})` : ''}`);
  pdf.moveDown();
  pdf.font('Helvetica-Bold').text('Billed to');
  pdf.font('Helvetica').text(invoice.buyerName).text(businessNumberText(invoice.buyerCountry, invoice.buyerNumber));
  pdf.moveDown();
  pdf.text(`Period ${day(invoice.periodStart)} to ${day(invoice.periodEnd)}`);
  pdf.moveDown();
  for (const line of invoice.lines) {
    const y = pdf.y;
    pdf.text(line.title, 56, y, { width: 360 });
    pdf.text(money(line.amount), 56, y, right);
    pdf.moveDown(0.3);
  }
  pdf.moveDown();
  pdf.font('Helvetica-Bold').text(`Total ${money(invoice.total)}`, 56, pdf.y, right);
  pdf.font('Helvetica').text(includedTaxText(invoice), 56, pdf.y, right);
  if (invoice.status === 'open') {
    pdf.moveDown(2);
    pdf.font('Helvetica-Bold').text('How to pay');
    pdf.font('Helvetica').text(`Bank transfer to ${invoice.seller.bank.accountName}, BSB ${invoice.seller.bank.bsb}, account ${invoice.seller.bank.accountNumber}. Reference: ${invoice.number}.`);
  }
  pdf.end();
  return done;
}
