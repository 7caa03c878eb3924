import { Button, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { AdminTable, useHrefWith } from '~/features/admin/admin-table';
import classes from '~/features/admin/admin.module.css';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/email';
import { loadOutbox } from './email.server';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'E-mail - Administration') }];
export const handle = { crumb: 'E-mail' };
export const loader = (args: Route.LoaderArgs) => loadOutbox(args);

/** The outbox: every message the site sent while SMTP_URL is unset, newest first. */
export default function EmailPage({ loaderData }: Route.ComponentProps) {
  const { smtp, messages, page, hasMore } = loaderData;
  const hrefWith = useHrefWith();
  if (smtp) {
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
      <AdminTable
        caption="Outbox"
        columns={[
          { key: 'sent', label: 'Sent' },
          { key: 'to', label: 'To' },
          { key: 'subject', label: 'Subject' },
        ]}
        empty={messages.length === 0 ? 'No message yet.' : undefined}
      >
        {messages.map((message) => (
          <Table.Tr key={message.file}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{message.sent}</Table.Td>
            <Table.Td>{message.to.join(', ')}</Table.Td>
            <Table.Td>
              <Link to={`/admin/email/${message.file}`}>{message.subject || '(no subject)'}</Link>
            </Table.Td>
          </Table.Tr>
        ))}
      </AdminTable>
      <nav aria-label="Pages of the outbox" className={classes.pager}>
        <span>Page {page}</span>
        <span style={{ display: 'flex', gap: 8 }}>
          {page > 1 && (
            <Button component={Link} to={hrefWith({ page: page - 1 === 1 ? undefined : page - 1 })} variant="default" size="xs">
              Newer
            </Button>
          )}
          {hasMore && (
            <Button component={Link} to={hrefWith({ page: page + 1 })} variant="default" size="xs">
              Older
            </Button>
          )}
        </span>
      </nav>
    </>
  );
}
