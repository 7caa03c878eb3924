import { Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatPrice } from '../../../shared/billing/prices';
import { BarChart } from '~/components/bar-chart';
import { AdminTable } from '~/features/admin/admin-table';
import classes from '~/features/admin/admin.module.css';
import type { ChartDay } from '~/lib/format-date';
import { groupThousands } from '~/lib/format-number';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/dashboard';
import { loadAdminDashboard } from './dashboard.server';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'Administration') }];

export const loader = (args: Route.LoaderArgs) => loadAdminDashboard(args);

function Figure({ label, value, to }: { label: string; value: number | string; to?: string }) {
  return (
    <div className={classes.card}>
      <span className={classes.figure}>{value}</span>
      {to ? <Link to={to}>{label}</Link> : <Text>{label}</Text>}
    </div>
  );
}

/** A figure of the period with its total, and day by day as bars. */
function Trend({ label, values, days, to, format = groupThousands }: { label: string; values: number[]; days: ChartDay[]; to?: string; format?: (value: number) => string }) {
  const total = values.reduce((sum, value) => sum + value, 0);
  return (
    <div className={classes.card}>
      <span className={classes.figure}>{format(total)}</span>
      {to ? <Link to={to}>{label}</Link> : <Text>{label}</Text>}
      <BarChart caption="Per day" name={`${label} per day`} valueLabel={label} empty="None yet" values={values} days={days} format={format} />
    </div>
  );
}

export default function AdminDashboardPage({ loaderData }: Route.ComponentProps) {
  const { waiting, lastDays } = loaderData;
  const days = lastDays.chartDays;
  return (
    <>
      <Title order={1}>Administration</Title>
      <section aria-labelledby="waiting-title">
        <Title order={2} size="h3" id="waiting-title" mb="sm">
          Work waiting
        </Title>
        <div className={classes.cards}>
          <Figure label="Open claims" value={waiting.openClaims} to="/admin/claims" />
          <Figure label="Review disputes and reports" value={waiting.openReviewDisputes} to="/admin/reviews" />
          <Figure label="Vendors to verify" value={waiting.vendorsToVerify} to="/admin/vendors" />
          <Figure label="New contact messages" value={waiting.newMessages} to="/admin/messages" />
          <Figure label="Unpaid invoices" value={waiting.unpaidInvoices} to="/admin/billing?status=open" />
          <Figure label="New error reports" value={waiting.newErrors} to="/admin/errors" />
        </div>
      </section>
      <section aria-labelledby="recent-title">
        <Title order={2} size="h3" id="recent-title" mb="sm">
          The last {lastDays.days} days
        </Title>
        <div className={classes.cards}>
          <Trend label="Sign-ups" values={lastDays.daily.signUps} days={days} to="/admin/users?sort=created&dir=desc" />
          <Trend label="Enquiries" values={lastDays.daily.enquiries} days={days} />
          <Trend label="New subscriptions" values={lastDays.daily.newSubscriptions} days={days} to="/admin/billing/subscriptions?sort=created&dir=desc" />
          {lastDays.daily.received.map(({ currency, values }) => (
            <Trend key={currency} label={`Payments received (${currency.toUpperCase()})`} values={values} days={days} format={(cents) => formatPrice(cents, currency)} to="/admin/billing?status=paid" />
          ))}
        </div>
        <Title order={3} size="h4" mt="md" mb="sm">
          Subscriptions and revenue by category and country
        </Title>
        <Text size="sm" mb="sm">
          Monthly recurring revenue counts every active subscription at its plan’s price per month: a yearly plan’s price over twelve. Received is the cash of invoices paid in the last {lastDays.days} days, so a yearly payment counts in full on its day. Both include GST.
        </Text>
        {lastDays.billing.length === 0 ? (
          <Text>No vendor has subscribed yet.</Text>
        ) : (
          <AdminTable
            caption={`Active subscriptions, monthly recurring revenue and payments received in the last ${lastDays.days} days, by category and country`}
            columns={[
              { key: 'category', label: 'Category' },
              { key: 'country', label: 'Country' },
              { key: 'active', label: 'Active subscriptions' },
              { key: 'monthly', label: 'Monthly recurring revenue' },
              { key: 'received', label: `Received, last ${lastDays.days} days` },
            ]}
          >
            {lastDays.billing.map((row) => (
              <Table.Tr key={`${row.category}-${row.country}`}>
                <Table.Th scope="row">{row.category}</Table.Th>
                <Table.Td>{row.country}</Table.Td>
                <Table.Td>{row.activeSubscriptions}</Table.Td>
                <Table.Td>{row.monthlyRecurring}</Table.Td>
                <Table.Td>{row.received}</Table.Td>
              </Table.Tr>
            ))}
          </AdminTable>
        )}
      </section>
    </>
  );
}
