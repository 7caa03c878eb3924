import { Button } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { AuthCard } from '~/features/accounts/auth-card';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/confirm';
import { confirmSubscriptionLink } from './confirm.server';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWithProduct(matches, 'Confirm your subscription') },
  { name: 'robots', content: 'noindex' },
];

export const action = (args: Route.ActionArgs) => confirmSubscriptionLink(args);

/**
 * /mailing-list/confirm/{token}, the link of the confirmation e-mail. Opening it changes nothing
 * (mail scanners open links); the page confirms with a POST it sends by itself, or with the
 * button without JavaScript, and lands on the coming-soon page's thank-you.
 */
export default function ConfirmSubscriptionPage({ actionData }: Route.ComponentProps) {
  const form = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  useEffect(() => form.current?.requestSubmit(), []);

  return (
    <AuthCard title="Confirm your subscription">
      {actionData?.error ? (
        <>
          <p role="alert">{actionData.error}</p>
          <p>
            <Link to="/coming-soon">Subscribe again</Link>
          </p>
        </>
      ) : (
        <Form method="post" ref={form}>
          <p role="status">{navigation.state === 'idle' ? 'One click and you are on our mailing list.' : 'Confirming your subscription…'}</p>
          <Button type="submit" loading={navigation.state !== 'idle'}>
            Confirm my subscription
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
