import { Button } from '@mantine/core';
import { Form, Link, useNavigation } from 'react-router';
import { AuthCard } from '~/features/accounts/auth-card';
import { titleWithProduct, useRootData } from '~/lib/root-data';
import type { Route } from './+types/unsubscribe';
import { loadSubscription, unsubscribeByLink } from './unsubscribe.server';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWithProduct(matches, 'Unsubscribe') },
  { name: 'robots', content: 'noindex' },
];

export const loader = (args: Route.LoaderArgs) => loadSubscription(args);

export const action = (args: Route.ActionArgs) => unsubscribeByLink(args);

/** /mailing-list/unsubscribe/{id}.{signature}: the link in every mailing-list e-mail. */
export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const appName = useRootData()?.appName ?? 'Ever After';
  const navigation = useNavigation();
  const { subscription } = loaderData;
  const done = actionData && 'unsubscribed' in actionData ? actionData.unsubscribed : subscription?.status === 'unsubscribed' ? subscription.email : null;
  const problem = actionData && 'error' in actionData ? actionData.error : loaderData.problem;

  return (
    <AuthCard title="Unsubscribe">
      {problem ? (
        <p role="alert">{problem}</p>
      ) : done ? (
        <>
          <p role="status">
            You are unsubscribed: we will not e-mail <strong style={{ overflowWrap: 'anywhere' }}>{done}</strong> about the mailing list again.
          </p>
          <p>
            Changed your mind? <Link to="/coming-soon">Subscribe again</Link>
          </p>
        </>
      ) : (
        <Form method="post">
          <p>
            Stop the {appName} mailing list e-mails to <strong style={{ overflowWrap: 'anywhere' }}>{subscription!.email}</strong>?
          </p>
          <Button type="submit" loading={navigation.state !== 'idle'}>
            Unsubscribe
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
