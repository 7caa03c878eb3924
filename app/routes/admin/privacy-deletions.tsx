import { Table, Title } from '@mantine/core';
import { Link } from 'react-router';
import { AdminTable } from '~/features/admin/admin-table';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/privacy-deletions';
import { loadPendingDeletions } from './privacy-deletions.server';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'Pending deletions - Administration') }];
export const handle = { crumb: 'Pending deletions' };
export const loader = (args: Route.LoaderArgs) => loadPendingDeletions(args);

/** Accounts their owners deleted, waiting out the 14 days in which they may cancel: the soonest erased first. */
export default function PendingDeletionsPage({ loaderData }: Route.ComponentProps) {
  const { rows } = loaderData;
  return (
    <>
      <Title order={1}>Pending deletions</Title>
      <p>
        People who deleted their own account. Each can sign in to cancel until the day shown; then the account is erased for good (its messages and, unless removed, reviews stay as by “a former
        member”; tax invoices and the audit log are kept).
      </p>
      <AdminTable
        caption="Pending deletions"
        columns={[
          { key: 'person', label: 'Person' },
          { key: 'kind', label: 'Kind' },
          { key: 'requested', label: 'Deleted' },
          { key: 'due', label: 'Erased on' },
          { key: 'reviews', label: 'Their reviews' },
        ]}
        empty={rows.length === 0 ? 'No account is waiting to be erased.' : undefined}
      >
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td>
              <Link to={`/users/${row.id}/edit`}>{row.name}</Link>
              <br />
              {row.email}
            </Table.Td>
            <Table.Td>{row.kind}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.requested}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.due}</Table.Td>
            <Table.Td>{row.removesReviews ? 'Removed too' : 'Kept, as by “a former member”'}</Table.Td>
          </Table.Tr>
        ))}
      </AdminTable>
    </>
  );
}
