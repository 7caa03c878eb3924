import { Badge, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { TextField } from '~/components/form/text-field';
import { ActionForm, useActionResult } from '~/features/admin/action-form';
import { keptValue } from '~/lib/form-errors';
import { AdminTable, TableFilters, TablePager } from '~/features/admin/admin-table';
import classes from '~/features/admin/admin.module.css';
import { MessagesNav } from '~/features/admin/messages-nav';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/messages-spam';
import { loadSpamSenders, spamSendersAction } from './messages-spam.server';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'Marked as spam - Administration') }];
export const handle = { parent: { crumb: 'Messages', path: '/admin/messages' }, crumb: 'Marked as spam' };
export const loader = (args: Route.LoaderArgs) => loadSpamSenders(args);
export const action = (args: Route.ActionArgs) => spamSendersAction(args);

type Sender = Route.ComponentProps['loaderData']['senders']['rows'][number];

function SpamSenderRow({ sender }: { sender: Sender }) {
  const formId = `suspend-${sender.userId}`;
  const result = useActionResult(formId);
  const errors = result?.errors;
  return (
    <Table.Tr>
      <Table.Td>
        <Link to={`/users/${sender.userId}/edit`}>{sender.name || `User ${sender.userId}`}</Link>
        <br />
        {sender.email}
      </Table.Td>
      <Table.Td>{sender.conversations}</Table.Td>
      <Table.Td>{sender.vendors}</Table.Td>
      <Table.Td>{sender.last}</Table.Td>
      <Table.Td>
        {sender.suspended ? (
          <Badge color="red" variant="light" className={classes.wholeBadge}>
            Suspended
          </Badge>
        ) : (
          'Active'
        )}
      </Table.Td>
      <Table.Td style={{ minWidth: 240 }}>
        {sender.suspended ? (
          <ActionForm intent="reinstate" id={formId} submit="Reinstate" inline label={`Reinstate ${sender.email}`}>
            <input type="hidden" name="id" value={sender.userId} />
          </ActionForm>
        ) : (
          <ActionForm intent="suspend" id={formId} submit="Suspend" color="red" inline label={`Suspend ${sender.email}`} confirm="Suspend this sender? They are signed out and cannot sign in.">
            <input type="hidden" name="id" value={sender.userId} />
            <TextField formId={formId} name="reason" label="Reason" defaultValue={keptValue(result?.values, 'reason') ?? 'Messages marked as spam by vendors'} error={errors?.reason} />
          </ActionForm>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** Couples whose conversations vendors marked as spam: counts per sender (never the words), suspend or reinstate. */
export default function SpamSendersPage({ loaderData }: Route.ComponentProps) {
  const { senders, query } = loaderData;
  return (
    <>
      <Title order={1}>Marked as spam</Title>
      <MessagesNav />
      <Text size="sm">Couples whose conversations vendors marked as spam. The messages themselves stay private between the two people: only the counts show here.</Text>
      <TableFilters label="Find senders">
        <TextField formId="spam" name="q" label="Name or e-mail" type="search" defaultValue={query.q ?? ''} />
      </TableFilters>
      <AdminTable
        caption="Senders marked as spam"
        sort={query.sort}
        dir={query.dir}
        columns={[
          { key: 'sender', label: 'Sender' },
          { key: 'conversations', label: 'Conversations', sortable: true },
          { key: 'vendors', label: 'Vendors' },
          { key: 'last', label: 'Last message', sortable: true },
          { key: 'state', label: 'State' },
          { key: 'action', label: 'Action' },
        ]}
        empty={senders.rows.length === 0 ? (query.q ? 'No sender matches this search.' : 'No conversation is marked as spam.') : undefined}
      >
        {senders.rows.map((sender) => (
          <SpamSenderRow key={sender.userId} sender={sender} />
        ))}
      </AdminTable>
      <TablePager page={senders.page} pageCount={senders.pageCount} total={senders.total} noun={['sender', 'senders']} />
    </>
  );
}
