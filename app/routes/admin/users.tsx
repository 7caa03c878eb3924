import { Badge, Table, Title } from '@mantine/core';
import { Link } from 'react-router';
import { SelectField } from '~/components/form/select-field';
import { TextField } from '~/components/form/text-field';
import { AdminTable, TableFilters, TablePager } from '~/features/admin/admin-table';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/users';
import { loadUsers } from './users.server';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'Users - Administration') }];
export const handle = { crumb: 'Users' };
export const loader = (args: Route.LoaderArgs) => loadUsers(args);

const roleLabels = { administrator: 'Administrator', vendor: 'Vendor', user: 'Couple' } as const;

export default function UsersPage({ loaderData }: Route.ComponentProps) {
  const { users, query } = loaderData;
  return (
    <>
      <Title order={1}>Users</Title>
      <TableFilters label="Find users">
        <TextField formId="users" name="q" label="Name or e-mail" type="search" defaultValue={query.q ?? ''} />
        <SelectField formId="users" name="role" label="Role" placeholder="Any role" options={roleLabels} defaultValue={query.role ?? ''} />
      </TableFilters>
      <AdminTable
        caption="Users"
        sort={query.sort}
        dir={query.dir}
        columns={[
          { key: 'name', label: 'Name', sortable: true },
          { key: 'email', label: 'E-mail', sortable: true },
          { key: 'roles', label: 'Roles' },
          { key: 'state', label: 'State' },
          { key: 'created', label: 'Joined', sortable: true },
        ]}
        empty={users.rows.length === 0 ? 'No user matches these filters.' : undefined}
      >
        {users.rows.map((user) => (
          <Table.Tr key={user.id}>
            <Table.Td>
              <Link to={`/users/${user.id}/edit`}>{[user.firstName, user.lastName].filter(Boolean).join(' ')}</Link>
            </Table.Td>
            <Table.Td>{user.email}</Table.Td>
            <Table.Td>{user.roles.map((role) => roleLabels[role]).join(', ')}</Table.Td>
            <Table.Td>
              {user.suspended ? (
                <Badge color="red" variant="light">
                  Suspended
                </Badge>
              ) : user.emailVerified ? (
                'Active'
              ) : (
                'Not confirmed'
              )}
            </Table.Td>
            <Table.Td>{user.joined}</Table.Td>
          </Table.Tr>
        ))}
      </AdminTable>
      <TablePager page={users.page} pageCount={users.pageCount} total={users.total} noun={['user', 'users']} />
    </>
  );
}
