import { Badge, Table, Title } from '@mantine/core';
import { Link } from 'react-router';
import { SelectField } from '~/components/form/select-field';
import { AdminTable, TableFilters, TablePager } from '~/features/admin/admin-table';
import classes from '~/features/admin/admin.module.css';
import { BillingNav } from '~/features/admin/billing-nav';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/billing-subscriptions';
import { loadBillingSubscriptions } from './billing-subscriptions.server';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'Subscriptions - Billing - Administration') }];
export const handle = { parent: { crumb: 'Billing', path: '/admin/billing' }, crumb: 'Subscriptions' };
export const loader = (args: Route.LoaderArgs) => loadBillingSubscriptions(args);

const statusLabels = { awaiting_payment: 'Awaiting payment', active: 'Active', past_due: 'Past due', hidden: 'Hidden (unpaid)', ended: 'Ended' };
const statusColors = { awaiting_payment: 'rose', active: 'sage', past_due: 'rose', hidden: 'red', ended: 'gray' } as const;

/** Vendors' subscriptions and their states (billing's state machine), those not ended unless asked for. */
export default function BillingSubscriptionsPage({ loaderData }: Route.ComponentProps) {
  const { subscriptions, query } = loaderData;
  return (
    <>
      <Title order={1}>Billing</Title>
      <BillingNav />
      <Title order={2} size="h3">
        Subscriptions
      </Title>
      <TableFilters label="Find subscriptions">
        <SelectField formId="subscriptions" name="status" label="Status" placeholder="Any but ended" options={statusLabels} defaultValue={query.status} />
      </TableFilters>
      <AdminTable
        caption="Subscriptions"
        sort={query.sort}
        dir={query.dir}
        columns={[
          { key: 'vendor', label: 'Vendor', sortable: true },
          { key: 'category', label: 'Category' },
          { key: 'plan', label: 'Plan' },
          { key: 'interval', label: 'Interval' },
          { key: 'status', label: 'Status' },
          { key: 'period', label: 'Period ends', sortable: true },
          { key: 'provider', label: 'Paid by' },
          { key: 'created', label: 'Started', sortable: true },
        ]}
        empty={subscriptions.rows.length === 0 ? 'No subscription matches these filters.' : undefined}
      >
        {subscriptions.rows.map((subscription) => (
          <Table.Tr key={subscription.id}>
            <Table.Td>
              {subscription.vendorId === null ? `${subscription.vendor} (account deleted)` : <Link to={`/users/${subscription.vendorId}/edit`}>{subscription.vendor}</Link>}
            </Table.Td>
            <Table.Td>{subscription.category}</Table.Td>
            <Table.Td>{subscription.plan}</Table.Td>
            <Table.Td>{subscription.interval}</Table.Td>
            <Table.Td>
              <Badge variant="light" className={classes.wholeBadge} color={statusColors[subscription.status]}>
                {statusLabels[subscription.status]}
              </Badge>
              {subscription.cancelAtPeriodEnd && (
                <>
                  <br />
                  <small>Ends at the period’s end</small>
                </>
              )}
            </Table.Td>
            <Table.Td>{subscription.periodEnd}</Table.Td>
            <Table.Td>{subscription.provider}</Table.Td>
            <Table.Td>{subscription.started}</Table.Td>
          </Table.Tr>
        ))}
      </AdminTable>
      <TablePager page={subscriptions.page} pageCount={subscriptions.pageCount} total={subscriptions.total} noun={['subscription', 'subscriptions']} />
    </>
  );
}
