import { redirect } from 'react-router';
import { roleHomes } from '../../../shared/accounts/login-destination';
import { setFlash } from '../../../server/http/flash-cookie';
import { appContext } from '../../../server/http/router-context';
import { activateEmail, checkActivationLink } from '../../../server/modules/accounts';
import { roleOf } from '../../../server/kernel';
import { loginRedirect } from '~/lib/login-redirect';
import { shownRefusal } from '~/lib/refusal-page.server';
import type { Route } from './+types/email-activation';

/** Looks at the link without using it up: mail scanners that open links must not spend it. */
export async function loadActivationLink({ context, params }: Route.LoaderArgs) {
  try {
    await checkActivationLink(context.get(appContext), { token: params.token });
    return { problem: null };
  } catch (error) {
    // The message travels as data: the page's own code must not import the server module it is in.
    return { problem: shownRefusal(error).message };
  }
}

export async function confirmEmailAddress({ context, params }: Route.ActionArgs) {
  const app = context.get(appContext);
  try {
    const viewer = await activateEmail(app, { token: params.token });
    setFlash(app, 'email-confirmed');
    // Someone else is signed in on this browser: the address is confirmed, they stay where they are.
    return viewer ? loginRedirect(roleHomes, roleOf(viewer)) : redirect('/');
  } catch (error) {
    return { error: shownRefusal(error).message };
  }
}
