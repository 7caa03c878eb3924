import { Button } from '@mantine/core';
import { Form, Link, useNavigation } from 'react-router';
import { AuthCard } from '~/features/accounts/auth-card';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/weekly-email-unsubscribe';
import { loadWeeklyEmailLink, unsubscribeByWeeklyEmailLink } from './weekly-email-unsubscribe.server';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWithProduct(matches, 'Unsubscribe') },
  { name: 'robots', content: 'noindex' },
];

export const loader = (args: Route.LoaderArgs) => loadWeeklyEmailLink(args);

export const action = (args: Route.ActionArgs) => unsubscribeByWeeklyEmailLink(args);

/** /planning/unsubscribe/{token}: the link in every weekly planning e-mail. A GET shows a button; only its POST unsubscribes. */
export default function WeeklyEmailUnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const problem = actionData && 'error' in actionData ? actionData.error : loaderData.problem;
  const done = (actionData && 'unsubscribed' in actionData) || loaderData.weekly === false;

  return (
    <AuthCard title="Unsubscribe">
      {problem ? (
        <p role="alert">{problem}</p>
      ) : done ? (
        <>
          <p role="status">You are unsubscribed: we will not send you the weekly planning e-mail again.</p>
          <p>
            Changed your mind? Switch it on again in your <Link to="/profile?tab=notifications">profile’s Notifications</Link>.
          </p>
        </>
      ) : (
        <Form method="post">
          <p>Stop the weekly e-mail of the next tasks on your wedding checklist?</p>
          <Button type="submit" loading={navigation.state !== 'idle'}>
            Unsubscribe
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
