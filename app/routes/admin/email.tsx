import { Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { TextField } from '~/components/form/text-field';
import { AdminTable, TableFilters, TablePager } from '~/features/admin/admin-table';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/email';
import { loadOutbox } from './email.server';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'E-mail - Administration') }];
export const handle = { crumb: 'E-mail' };
export const loader = (args: Route.LoaderArgs) => loadOutbox(args);

/** The outbox: every message the site sent while SMTP_URL is unset, newest first, searched, sorted and paged in the URL. */
export default function EmailPage({ loaderData }: Route.ComponentProps) {
  const { outbox, query } = loaderData;
  if (outbox.smtp) {
    return (
      <>
        <Title order={1}>E-mail</Title>
        <Text>Mail goes to the SMTP server set by SMTP_URL: nothing is kept here.</Text>
      </>
    );
  }
  return (
    <>
      <Title order={1}>E-mail</Title>
      <Text size="sm">SMTP_URL is unset, so the site writes each message into its outbox instead of sending it.</Text>
      <TableFilters label="Find messages">
        <TextField formId="outbox" name="q" label="Recipient or subject" type="search" defaultValue={query.q ?? ''} />
      </TableFilters>
      <AdminTable
        caption="Outbox"
        sort={query.sort}
        dir={query.dir}
        columns={[
          { key: 'sent', label: 'Sent', sortable: true },
          { key: 'to', label: 'To' },
          { key: 'subject', label: 'Subject' },
        ]}
        empty={outbox.rows.length === 0 ? (query.q ? 'No message matches this search.' : 'No message yet.') : undefined}
      >
        {outbox.rows.map((message) => (
          <Table.Tr key={message.file}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{message.sent}</Table.Td>
            <Table.Td>{message.to.join(', ')}</Table.Td>
            <Table.Td>
              <Link to={`/admin/email/${message.file}`}>{message.subject || '(no subject)'}</Link>
            </Table.Td>
          </Table.Tr>
        ))}
      </AdminTable>
      <TablePager page={outbox.page} pageCount={outbox.pageCount} total={outbox.total} noun={['message', 'messages']} />
    </>
  );
}
