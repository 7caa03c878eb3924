import { Button, Group, Table, Title } from '@mantine/core';
import { TextField } from '~/components/form/text-field';
import { AdminTable, TableFilters, TablePager } from '~/features/admin/admin-table';
import { MessagesNav } from '~/features/admin/messages-nav';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/messages-subscribers';
import { loadSubscribers } from './messages-subscribers.server';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'Mailing list - Administration') }];
export const handle = { parent: { crumb: 'Messages', path: '/admin/messages' }, crumb: 'Mailing list' };
export const loader = (args: Route.LoaderArgs) => loadSubscribers(args);

/** The mailing list's confirmed subscribers, searched, sorted and paged in the URL, with the whole list as CSV. */
export default function SubscribersPage({ loaderData }: Route.ComponentProps) {
  const { subscribers, query } = loaderData;
  return (
    <>
      <Group justify="space-between">
        <Title order={1}>Mailing list</Title>
        <Button component="a" href="/admin/subscribers.csv" variant="default" size="xs">
          Download CSV
        </Button>
      </Group>
      <MessagesNav />
      <TableFilters label="Find subscribers">
        <TextField formId="subscribers" name="q" label="E-mail" type="search" defaultValue={query.q ?? ''} />
      </TableFilters>
      <AdminTable
        caption="Confirmed subscribers"
        sort={query.sort}
        dir={query.dir}
        columns={[
          { key: 'email', label: 'E-mail', sortable: true },
          { key: 'confirmed', label: 'Confirmed', sortable: true },
        ]}
        empty={subscribers.rows.length === 0 ? (query.q ? 'No subscriber matches this search.' : 'No confirmed subscriber yet.') : undefined}
      >
        {subscribers.rows.map((subscriber) => (
          <Table.Tr key={subscriber.email}>
            <Table.Td>{subscriber.email}</Table.Td>
            <Table.Td>{subscriber.confirmed}</Table.Td>
          </Table.Tr>
        ))}
      </AdminTable>
      <TablePager page={subscribers.page} pageCount={subscribers.pageCount} total={subscribers.total} noun={['confirmed subscriber', 'confirmed subscribers']} />
    </>
  );
}
