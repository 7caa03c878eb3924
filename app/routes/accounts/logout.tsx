import { Button } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { AuthCard } from '~/features/accounts/auth-card';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/logout';
import { loadLogout, signOutAction } from './logout.server';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWithProduct(matches, 'Log Out') },
  { name: 'robots', content: 'noindex' },
];

export const loader = (args: Route.LoaderArgs) => loadLogout(args);

export const action = (args: Route.ActionArgs) => signOutAction(args);

/**
 * Spec §2: the logout screen signs out on load. Signing out changes state, so it is a POST the
 * page sends by itself (a plain GET would let any link or image on another site sign people out);
 * without JavaScript the button does it.
 */
export default function LogoutPage() {
  const form = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  useEffect(() => {
    form.current?.requestSubmit();
  }, []);
  return (
    <AuthCard title="Log Out">
      <Form method="post" ref={form}>
        <p role="status">{navigation.state === 'idle' ? 'Sign out of this browser?' : 'Signing you out…'}</p>
        <Button type="submit" loading={navigation.state !== 'idle'}>
          Log Out
        </Button>
      </Form>
    </AuthCard>
  );
}
