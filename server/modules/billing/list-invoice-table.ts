import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { billingInvoices, billingSubscriptions, invoiceStatuses } from '../../../db/schema/billing';
import type { RequestContext } from '../../context';
import { listCategories } from '../catalog';
import { blankIsAbsent, pageWindow, parseInput, requireAdministrator, tablePage, tableQueryFields, type TablePage } from '../../kernel';
import type { InvoiceRow } from './issue-invoice';

export const listInvoiceTableInput = z.object({
  status: z.preprocess(blankIsAbsent, z.enum(invoiceStatuses, { message: 'Choose open, paid or void.' }).optional()),
  ...tableQueryFields(['issued', 'due', 'total', 'buyer'], 'issued', 'desc'),
});

export type InvoiceTableRow = InvoiceRow & { category: string };

/** The admin area's invoices: filtered by status, sorted and paged, each with its subscription's category. Administrators only. */
export async function listInvoiceTable(ctx: RequestContext, input: unknown): Promise<TablePage<InvoiceTableRow>> {
  const { status, sort, dir, page } = parseInput(listInvoiceTableInput, input);
  requireAdministrator(ctx.viewer);
  const where = and(...([status ? eq(billingInvoices.status, status) : undefined].filter(Boolean) as SQL[]));
  const order = dir === 'asc' ? asc : desc;
  const column = { issued: billingInvoices.issuedAt, due: billingInvoices.dueAt, total: billingInvoices.total, buyer: billingInvoices.buyerName }[sort];
  const [rows, [{ total }], categories] = await Promise.all([
    ctx.db
      .select({ invoice: billingInvoices, categoryId: billingSubscriptions.categoryId })
      .from(billingInvoices)
      .innerJoin(billingSubscriptions, eq(billingSubscriptions.id, billingInvoices.subscriptionId))
      .where(where)
      .orderBy(order(column), desc(billingInvoices.id))
      .limit(pageWindow(page).limit)
      .offset(pageWindow(page).offset),
    ctx.db.select({ total: count() }).from(billingInvoices).where(where),
    listCategories(ctx),
  ]);
  const titleOf = new Map(categories.map((category) => [category.id, category.title]));
  return tablePage(
    rows.map(({ invoice, categoryId }) => ({ ...invoice, category: titleOf.get(categoryId) ?? '' })),
    total,
    page,
  );
}
