import { Anchor, List, Text, Title } from '@mantine/core';
import classes from '~/features/admin/admin.module.css';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/email-message';
import { loadOutboxMessage } from './email.server';

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [{ title: titleWithProduct(matches, `${loaderData?.subject ?? 'Message'} - Administration`) }];
export const handle = {
  parent: { crumb: 'E-mail', path: '/admin/email' },
  crumb: (data: Awaited<ReturnType<typeof loadOutboxMessage>> | undefined) => data?.subject || 'Message',
};
export const loader = (args: Route.LoaderArgs) => loadOutboxMessage(args);

/** One message of the outbox: its text part and where its links lead. */
export default function EmailMessagePage({ loaderData }: Route.ComponentProps) {
  const message = loaderData;
  return (
    <>
      <Title order={1}>{message.subject || '(no subject)'}</Title>
      <Text size="sm">
        To {message.to.join(', ')} · {message.sent}
        {message.replyTo.length > 0 && ` · reply to ${message.replyTo.join(', ')}`}
      </Text>
      <article className={classes.card} aria-label="Message">
        <pre style={{ margin: 0, whiteSpace: 'pre-wrap', fontFamily: 'inherit' }}>{message.text}</pre>
      </article>
      {message.links.length > 0 && (
        <section aria-labelledby="links-title">
          <Title order={2} size="h4" id="links-title">
            Links
          </Title>
          <List size="sm">
            {message.links.map((link) => (
              <List.Item key={link}>
                <Anchor href={link} style={{ wordBreak: 'break-all' }}>
                  {link}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </section>
      )}
    </>
  );
}
