import { Button, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { TextField } from '~/components/form/text-field';
import { ActionForm } from '~/features/admin/action-form';
import { TableFilters, TablePager } from '~/features/admin/admin-table';
import classes from '~/features/admin/admin.module.css';
import { MessagesNav } from '~/features/admin/messages-nav';
import { SortLinks, StateLinks } from '~/features/admin/state-links';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/messages';
import { loadMessages, messagesAction } from './messages.server';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'Messages - Administration') }];
export const handle = { crumb: 'Messages' };
export const loader = (args: Route.LoaderArgs) => loadMessages(args);
export const action = (args: Route.ActionArgs) => messagesAction(args);

type Message = Route.ComponentProps['loaderData']['messages']['rows'][number];

function ContactMessage({ message }: { message: Message }) {
  const reply = `mailto:${encodeURIComponent(message.userEmail)}?subject=${encodeURIComponent(`Re: your message about ${message.category}`)}`;
  return (
    <article className={classes.card} aria-labelledby={`message-${message.id}`}>
      <Group justify="space-between" align="flex-start">
        <Title order={2} size="h5" id={`message-${message.id}`}>
          {message.userName} · {message.category}
        </Title>
        <Text size="sm" c="dimmed">
          {message.sent}
        </Text>
      </Group>
      <Text size="sm">
        {message.userEmail} ({message.userRole})
        {message.userId && (
          <>
            {' '}
            · <Link to={`/users/${message.userId}/edit`}>account</Link>
          </>
        )}
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

/** The contact form's inbox: new or handled, searched, sorted and paged in the URL. */
export default function MessagesPage({ loaderData }: Route.ComponentProps) {
  const { messages, query } = loaderData;
  return (
    <>
      <Title order={1}>Messages</Title>
      <MessagesNav />
      <StateLinks label="Contact messages" param="state" value={query.state} options={{ new: 'New', handled: 'Handled' }} />
      <TableFilters label="Find contact messages">
        {query.state === 'handled' && <input type="hidden" name="state" value={query.state} />}
        <TextField formId="messages" name="q" label="Name, e-mail or words" type="search" defaultValue={query.q ?? ''} />
      </TableFilters>
      <SortLinks
        label="Order of contact messages"
        sort={query.sort}
        dir={query.dir}
        options={[
          { sort: 'sent', dir: 'desc', text: 'Newest first' },
          { sort: 'sent', dir: 'asc', text: 'Oldest first' },
          { sort: 'sender', dir: 'asc', text: 'By sender' },
        ]}
      />
      {messages.rows.length === 0 ? (
        <Text>{query.q ? 'No message matches this search.' : query.state === 'new' ? 'No new message.' : 'No handled message yet.'}</Text>
      ) : (
        messages.rows.map((message) => <ContactMessage key={message.id} message={message} />)
      )}
      <TablePager page={messages.page} pageCount={messages.pageCount} total={messages.total} noun={['message', 'messages']} />
    </>
  );
}
