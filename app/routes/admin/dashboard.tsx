import { Text, Title } from '@mantine/core';
import { Link } from 'react-router';
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
        <Text size="sm" c="dimmed" mt="sm">
          Unpaid invoices, active subscriptions and monthly revenue by category and country arrive with billing.
        </Text>
      </section>
    </>
  );
}
