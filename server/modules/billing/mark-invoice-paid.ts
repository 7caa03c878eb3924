import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { billingInvoices } from '../../../db/schema/billing';
import type { RequestContext } from '../../context';
import { idField, parseInput, RefusedError, requireAdministrator } from '../../kernel';
import type { InvoiceRow } from './issue-invoice';
import { invoiceNotFound } from './policy';
import { settleInvoice } from './settle-invoice';

export const invoiceIdInput = z.object({ id: idField('There is no such invoice.') });

/** An open invoice, locked for the change, or the refusal that says why not. */
export async function lockOpenInvoice(ctx: RequestContext, id: number): Promise<InvoiceRow> {
  const [invoice] = await ctx.db.select().from(billingInvoices).where(eq(billingInvoices.id, id)).for('update');
  if (!invoice) throw invoiceNotFound();
  if (invoice.status !== 'open') throw new RefusedError(`This invoice is already ${invoice.status === 'paid' ? 'paid' : 'void'}.`, 'CONFLICT');
  return invoice;
}

/**
 * An administrator records a bank transfer: the invoice is paid and its subscription active (its
 * listings public again at once if they were hidden). Administrators only; audited.
 */
export async function markInvoicePaid(ctx: RequestContext, input: unknown): Promise<InvoiceRow> {
  const { id } = parseInput(invoiceIdInput, input);
  requireAdministrator(ctx.viewer);
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    return (await settleInvoice(tx, await lockOpenInvoice(tx, id))).invoice;
  });
}
