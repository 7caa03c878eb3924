import { Badge, Table, Title } from '@mantine/core';
import { Link, useActionData } from 'react-router';
import { SelectField } from '~/components/form/select-field';
import { SuccessStatus } from '~/components/form/success-status';
import { ActionForm } from '~/features/admin/action-form';
import { AdminTable, TableFilters, TablePager } from '~/features/admin/admin-table';
import classes from '~/features/admin/admin.module.css';
import { BillingNav } from '~/features/admin/billing-nav';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/billing';
import { billingInvoicesAction, loadBillingInvoices } from './billing.server';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'Billing - Administration') }];
export const handle = { crumb: 'Billing' };
export const loader = (args: Route.LoaderArgs) => loadBillingInvoices(args);
export const action = (args: Route.ActionArgs) => billingInvoicesAction(args);

const statusLabels = { open: 'Awaiting payment', paid: 'Paid', void: 'Void' };
const statusColors = { open: 'rose', paid: 'sage', void: 'gray' } as const;

type Invoice = Route.ComponentProps['loaderData']['invoices']['rows'][number];

function InvoiceRow({ invoice }: { invoice: Invoice }) {
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Link to={`/vendors/billing/invoices/${invoice.id}`}>{invoice.number}</Link>
      </Table.Td>
      <Table.Td>
        {/* A deleted account's invoices stay, with the buyer as issued. */}
        {invoice.vendorId === null ? `${invoice.buyer} (account deleted)` : <Link to={`/users/${invoice.vendorId}/edit`}>{invoice.buyer}</Link>}
      </Table.Td>
      <Table.Td>{invoice.category}</Table.Td>
      <Table.Td>
        {invoice.total}
        <br />
        <small>incl. {invoice.tax}</small>
      </Table.Td>
      <Table.Td>
        <Badge variant="light" className={classes.wholeBadge} color={statusColors[invoice.status]}>
          {invoice.statusText}
        </Badge>
      </Table.Td>
      <Table.Td>{invoice.issued}</Table.Td>
      <Table.Td>{invoice.due}</Table.Td>
      <Table.Td style={{ minWidth: 200 }}>
        {invoice.status === 'open' ? (
          <>
            <ActionForm intent="paid" id={`paid-${invoice.id}`} submit="Mark paid" inline label={`Mark ${invoice.number} paid`}>
              <input type="hidden" name="id" value={invoice.id} />
            </ActionForm>
            <ActionForm intent="void" id={`void-${invoice.id}`} submit="Void" color="red" inline label={`Void ${invoice.number}`} confirm={`Void ${invoice.number}? A void invoice cannot be paid or opened again; a void renewal invoice cancels its subscription at the end of the period (its vendor may resume it).`}>
              <input type="hidden" name="id" value={invoice.id} />
            </ActionForm>
          </>
        ) : (
          '—'
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** Every tax invoice: filter by status, mark one paid when its transfer arrives, or void it. */
export default function BillingInvoicesPage({ loaderData }: Route.ComponentProps) {
  const { invoices, query } = loaderData;
  // A paid or voided invoice loses its forms, so what was done is said here.
  const result = useActionData<typeof action>();
  return (
    <>
      <Title order={1}>Billing</Title>
      <BillingNav />
      <SuccessStatus message={result && 'success' in result ? result.success : null} />
      <Title order={2} size="h3">
        Invoices
      </Title>
      <TableFilters label="Find invoices">
        <SelectField formId="invoices" name="status" label="Status" placeholder="Any status" options={statusLabels} defaultValue={query.status} />
      </TableFilters>
      <AdminTable
        caption="Invoices"
        sort={query.sort}
        dir={query.dir}
        columns={[
          { key: 'number', label: 'Invoice' },
          { key: 'buyer', label: 'Buyer', sortable: true },
          { key: 'category', label: 'Category' },
          { key: 'total', label: 'Amount', sortable: true },
          { key: 'status', label: 'Status' },
          { key: 'issued', label: 'Issued', sortable: true },
          { key: 'due', label: 'Due', sortable: true },
          { key: 'actions', label: 'Actions' },
        ]}
        empty={invoices.rows.length === 0 ? 'No invoice matches these filters.' : undefined}
      >
        {invoices.rows.map((invoice) => (
          <InvoiceRow key={invoice.id} invoice={invoice} />
        ))}
      </AdminTable>
      <TablePager page={invoices.page} pageCount={invoices.pageCount} total={invoices.total} noun={['invoice', 'invoices']} />
    </>
  );
}
