import { Button } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Form, redirect, useNavigation } from 'react-router';
import { appContext } from '../../../server/http/router-context';
import { signOut } from '../../../server/modules/accounts/sign-out';
import { AuthCard } from '~/features/accounts/auth-card';
import { setFlash } from '../../../server/http/flash-cookie';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/logout';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWithProduct(matches, 'Log Out') },
  { name: 'robots', content: 'noindex' },
];

/** Nobody to sign out: go home (spec §2). */
export function loader({ context }: Route.LoaderArgs) {
  if (!context.get(appContext).viewer) throw redirect('/');
  return null;
}

export async function action({ context }: Route.ActionArgs) {
  const app = context.get(appContext);
  await signOut(app);
  setFlash(app, 'signed-out');
  return redirect('/');
}

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
