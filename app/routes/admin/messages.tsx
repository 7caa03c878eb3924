import { Anchor, Button, Group, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { TextField } from '~/components/form/text-field';
import { ActionForm, useActionResult } from '~/features/admin/action-form';
import { AdminTable, TablePager, useHrefWith } from '~/features/admin/admin-table';
import classes from '~/features/admin/admin.module.css';
import { StateLinks } from '~/features/admin/state-links';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/messages';
import { loadMessages, messagesAction } from './messages.server';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'Messages - Administration') }];
export const handle = { crumb: 'Messages' };
export const loader = (args: Route.LoaderArgs) => loadMessages(args);
export const action = (args: Route.ActionArgs) => messagesAction(args);

type Data = Route.ComponentProps['loaderData'];

function ContactMessage({ message }: { message: Data['messages']['rows'][number] }) {
  const reply = `mailto:${encodeURIComponent(message.userEmail)}?subject=${encodeURIComponent(`Re: your message about ${message.category}`)}`;
  return (
    <article className={classes.card} aria-labelledby={`message-${message.id}`}>
      <Group justify="space-between" align="flex-start">
        <Title order={3} size="h5" id={`message-${message.id}`}>
          {message.userName} · {message.category}
        </Title>
        <Text size="sm" c="dimmed">
          {message.sent}
        </Text>
      </Group>
      <Text size="sm">
        {message.userEmail} ({message.userRole}){message.userId && <> · <Link to={`/users/${message.userId}/edit`}>account</Link></>}
      </Text>
      <Text style={{ whiteSpace: 'pre-wrap' }}>{message.content}</Text>
      <Group gap="sm" align="center">
        <Button component="a" href={reply} variant="default" size="xs">
          Reply by e-mail
        </Button>
        <ActionForm intent="handled" id={`handled-${message.id}`} submit={message.handled ? 'Mark as new' : 'Mark as handled'} inline label={`File the message from ${message.userName}`}>
          <input type="hidden" name="id" value={message.id} />
          <input type="hidden" name="handled" value={message.handled ? 'false' : 'true'} />
        </ActionForm>
      </Group>
    </article>
  );
}

function SpamSenderRow({ sender }: { sender: Data['spam'][number] }) {
  const formId = `suspend-${sender.userId}`;
  const errors = useActionResult(formId)?.errors;
  return (
    <Table.Tr>
      <Table.Td>
        <Link to={`/users/${sender.userId}/edit`}>{sender.name || `user ${sender.userId}`}</Link>
        <br />
        {sender.email}
      </Table.Td>
      <Table.Td>{sender.conversations}</Table.Td>
      <Table.Td>{sender.vendors}</Table.Td>
      <Table.Td>{sender.last}</Table.Td>
      <Table.Td>
        <ActionForm intent="suspend" id={formId} submit="Suspend" color="red" inline label={`Suspend ${sender.email}`} confirm="Suspend this sender? They are signed out and cannot sign in.">
          <input type="hidden" name="id" value={sender.userId} />
          <TextField formId={formId} name="reason" label="Reason" defaultValue="Messages marked as spam by vendors" error={errors?.reason} />
        </ActionForm>
      </Table.Td>
    </Table.Tr>
  );
}

/** The contact form's inbox, the mailing list, and senders vendors marked as spam (counts only). */
export default function MessagesPage({ loaderData }: Route.ComponentProps) {
  const { messages, subscribers, spam, state } = loaderData;
  const hrefWith = useHrefWith();
  return (
    <>
      <Title order={1}>Messages</Title>
      <section aria-labelledby="inbox-title" className={classes.main}>
        <Title order={2} size="h3" id="inbox-title">
          Contact messages
        </Title>
        <StateLinks label="Contact messages" param="state" value={state} options={{ new: 'New', handled: 'Handled' }} />
        {messages.rows.length === 0 ? <Text>{state === 'new' ? 'No new message.' : 'No handled message yet.'}</Text> : messages.rows.map((message) => <ContactMessage key={message.id} message={message} />)}
        <TablePager page={messages.page} pageCount={messages.pageCount} total={messages.total} noun="messages" />
      </section>

      <section aria-labelledby="subscribers-title" className={classes.main}>
        <Group justify="space-between">
          <Title order={2} size="h3" id="subscribers-title">
            Mailing list
          </Title>
          <Button component="a" href="/admin/subscribers.csv" variant="default" size="xs">
            Download CSV
          </Button>
        </Group>
        <AdminTable caption="Confirmed subscribers" columns={[{ key: 'email', label: 'E-mail' }, { key: 'confirmed', label: 'Confirmed' }]} empty={subscribers.rows.length === 0 ? 'No confirmed subscriber yet.' : undefined}>
          {subscribers.rows.map((subscriber) => (
            <Table.Tr key={subscriber.email}>
              <Table.Td>{subscriber.email}</Table.Td>
              <Table.Td>{subscriber.confirmed}</Table.Td>
            </Table.Tr>
          ))}
        </AdminTable>
        <nav aria-label="Pages of subscribers" className={classes.pager}>
          <span>
            {subscribers.total} confirmed subscribers
          </span>
          <span style={{ display: 'flex', gap: 8 }}>
            {subscribers.page > 1 && <Anchor component={Link} to={hrefWith({ subscribers_page: subscribers.page - 1 })}>Previous</Anchor>}
            {subscribers.page < subscribers.pageCount && <Anchor component={Link} to={hrefWith({ subscribers_page: subscribers.page + 1 })}>Next</Anchor>}
          </span>
        </nav>
      </section>

      <section aria-labelledby="spam-title" className={classes.main}>
        <Title order={2} size="h3" id="spam-title">
          Marked as spam
        </Title>
        <Text size="sm">Couples whose conversations vendors marked as spam. The messages themselves stay private between the two people: only the counts show here.</Text>
        <AdminTable
          caption="Senders marked as spam"
          columns={[
            { key: 'sender', label: 'Sender' },
            { key: 'conversations', label: 'Conversations' },
            { key: 'vendors', label: 'Vendors' },
            { key: 'last', label: 'Last message' },
            { key: 'action', label: 'Suspend' },
          ]}
          empty={spam.length === 0 ? 'No conversation is marked as spam.' : undefined}
        >
          {spam.map((sender) => (
            <SpamSenderRow key={sender.userId} sender={sender} />
          ))}
        </AdminTable>
      </section>
    </>
  );
}
