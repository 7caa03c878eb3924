import { Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { AdminTable } from '~/features/admin/admin-table';
import classes from '~/features/admin/admin.module.css';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/dashboard';
import { loadAdminDashboard } from './dashboard.server';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'Administration') }];

export const loader = (args: Route.LoaderArgs) => loadAdminDashboard(args);

function Figure({ label, value, to }: { label: string; value: number; to?: string }) {
  return (
    <div className={classes.card}>
      <span className={classes.figure}>{value}</span>
      {to ? <Link to={to}>{label}</Link> : <Text>{label}</Text>}
    </div>
  );
}

export default function AdminDashboardPage({ loaderData }: Route.ComponentProps) {
  const { waiting, lastDays } = loaderData;
  return (
    <>
      <Title order={1}>Administration</Title>
      <section aria-labelledby="waiting-title">
        <Title order={2} size="h3" id="waiting-title" mb="sm">
          Work waiting
        </Title>
        <div className={classes.cards}>
          <Figure label="Open claims" value={waiting.openClaims} to="/admin/claims" />
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
          <Figure label="Sign-ups" value={lastDays.signUps} to="/admin/users?sort=created&dir=desc" />
          <Figure label="Enquiries" value={lastDays.enquiries} />
        </div>
        <Title order={3} size="h4" mt="md" mb="sm">
          Subscriptions and revenue by category and country
        </Title>
        {lastDays.billing.length === 0 ? (
          <Text>No vendor has subscribed yet.</Text>
        ) : (
          <AdminTable
            caption={`Active subscriptions, and revenue from invoices paid in the last ${lastDays.days} days, by category and country`}
            columns={[
              { key: 'category', label: 'Category' },
              { key: 'country', label: 'Country' },
              { key: 'active', label: 'Active subscriptions' },
              { key: 'revenue', label: `Revenue, last ${lastDays.days} days (GST incl.)` },
            ]}
          >
            {lastDays.billing.map((row) => (
              <Table.Tr key={`${row.category}-${row.country}`}>
                <Table.Th scope="row">{row.category}</Table.Th>
                <Table.Td>{row.country}</Table.Td>
                <Table.Td>{row.activeSubscriptions}</Table.Td>
                <Table.Td>{row.revenue}</Table.Td>
              </Table.Tr>
            ))}
          </AdminTable>
        )}
      </section>
    </>
  );
}
