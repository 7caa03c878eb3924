import { Button } from '@mantine/core';
import { Form, Link, useNavigation } from 'react-router';
import { appContext } from '../../../server/http/router-context';
import { cancelSubscription, invalidUnsubscribeMessage } from '../../../server/modules/mailing-list/cancel-subscription';
import { findSubscription } from '../../../server/modules/mailing-list/find-subscription';
import { RefusedError } from '../../../server/modules/platform/errors';
import { AuthCard } from '~/features/accounts/auth-card';
import { titleWithProduct, useRootData } from '~/lib/root-data';
import type { Route } from './+types/unsubscribe';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWithProduct(matches, 'Unsubscribe') },
  { name: 'robots', content: 'noindex' },
];

/** Shows whose subscription the link ends; only the POST changes anything. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const subscription = await findSubscription(context.get(appContext).db, params.token);
  return { subscription, problem: subscription ? null : invalidUnsubscribeMessage };
}

/** The button's POST, and a mail client's one-click POST (RFC 8058), which needs no sign-in either. */
export async function action({ context, params }: Route.ActionArgs) {
  try {
    return { unsubscribed: (await cancelSubscription(context.get(appContext).db, params.token)).email };
  } catch (error) {
    if (error instanceof RefusedError) return { error: error.message };
    throw error;
  }
}

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
