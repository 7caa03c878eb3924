import { and, desc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { billingInvoices, invoiceStatuses } from '../../../db/schema/billing';
import type { RequestContext } from '../../context';
import { idField, parseInput } from '../../kernel';
import type { InvoiceRow } from './issue-invoice';
import { authorizeInvoiceList } from './policy';

export const listInvoicesInput = z.object({
  status: z.enum(invoiceStatuses, { message: 'Choose open, paid or void.' }).optional(),
  vendorId: idField('There is no such vendor.').optional(),
  first: z.number().int().min(1, 'Ask for 1 to 200 invoices.').max(200, 'Ask for 1 to 200 invoices.').default(50),
});

/**
 * Invoices, newest first: a vendor's own (the billing page), or for an administrator everyone's
 * or one vendor's (the queue of open invoices waiting for a transfer). Nobody else's for a vendor.
 */
export async function listInvoices(ctx: RequestContext, input: unknown): Promise<InvoiceRow[]> {
  const { status, vendorId, first } = parseInput(listInvoicesInput, input);
  const owner = authorizeInvoiceList(ctx.viewer, vendorId);
  const conditions: SQL[] = [];
  if (owner !== undefined) conditions.push(eq(billingInvoices.vendorId, owner));
  if (status) conditions.push(eq(billingInvoices.status, status));
  return ctx.db
    .select()
    .from(billingInvoices)
    .where(and(...conditions))
    .orderBy(desc(billingInvoices.id))
    .limit(first);
}
