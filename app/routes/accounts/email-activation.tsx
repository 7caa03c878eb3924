import { Button } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { AuthCard } from '~/features/accounts/auth-card';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/email-activation';
import { confirmEmailAddress, loadActivationLink } from './email-activation.server';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWithProduct(matches, 'Confirm your e-mail address') },
  { name: 'robots', content: 'noindex' },
];

export const loader = (args: Route.LoaderArgs) => loadActivationLink(args);

export const action = (args: Route.ActionArgs) => confirmEmailAddress(args);

/** /email-activation/{token}: confirms the address with a POST the page sends by itself (a button without JavaScript). */
export default function EmailActivationPage({ loaderData, actionData }: Route.ComponentProps) {
  const form = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const problem = loaderData.problem ?? actionData?.error;
  useEffect(() => {
    if (!loaderData.problem) form.current?.requestSubmit();
  }, [loaderData.problem]);

  return (
    <AuthCard title="Confirm your e-mail address">
      {problem ? (
        <>
          <p role="alert">{problem}</p>
          <p>
            <Link to="/login">Sign in</Link> to get a new link.
          </p>
        </>
      ) : (
        <Form method="post" ref={form}>
          <p role="status">{navigation.state === 'idle' ? 'Confirm that this is your e-mail address.' : 'Confirming your e-mail address…'}</p>
          <Button type="submit" loading={navigation.state !== 'idle'}>
            Confirm my e-mail address
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
