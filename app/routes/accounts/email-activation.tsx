import { Button } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Form, Link, redirect, useNavigation } from 'react-router';
import { appContext } from '../../../server/http/router-context';
import { setFlash } from '../../../server/http/flash-cookie';
import { activateEmail, invalidActivationMessage } from '../../../server/modules/accounts/activate-email';
import { findAccountToken } from '../../../server/modules/accounts/account-tokens';
import { roleHomes } from '../../../shared/accounts/login-destination';
import { roleOf } from '../../../server/modules/accounts';
import { RefusedError } from '../../../server/modules/platform/errors';
import { AuthCard } from '~/features/accounts/auth-card';
import { loginRedirect } from '~/lib/login-redirect';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/email-activation';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWithProduct(matches, 'Confirm your e-mail address') },
  { name: 'robots', content: 'noindex' },
];

/** Looks at the link without using it up: mail scanners that open links must not spend it. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const found = await findAccountToken(context.get(appContext).db, params.token, 'verify_email');
  // The message travels as data: the page's own code must not import the server module it is in.
  return { problem: found ? null : invalidActivationMessage };
}

export async function action({ context, params }: Route.ActionArgs) {
  const app = context.get(appContext);
  try {
    const viewer = await activateEmail(app, params.token);
    setFlash(app, 'email-confirmed');
    // Someone else is signed in on this browser: the address is confirmed, they stay where they are.
    return viewer ? loginRedirect(roleHomes, roleOf(viewer)) : redirect('/');
  } catch (error) {
    if (error instanceof RefusedError) return { error: error.message };
    throw error;
  }
}

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
