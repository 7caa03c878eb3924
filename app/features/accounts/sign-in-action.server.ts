import type { ActionFunctionArgs } from 'react-router';
import { appContext } from '../../../server/http/router-context';
import { signIn } from '../../../server/modules/accounts/sign-in';
import { roleOf } from '../../../server/modules/accounts';
import { flashMessages, setFlash } from '../../../server/http/flash-cookie';
import { formFailure } from '~/lib/form-errors.server';
import { afterSignIn } from '../../../shared/accounts/login-destination';
import { loginRedirect } from '~/lib/login-redirect';

/**
 * The sign-in form's action (/login, /vendors/login, the auth popup). From a page it redirects by
 * role, or back to the page that asked for sign-in; from the popup (intent=stay) it answers so
 * the popup can close and the page stays where it is (spec §4).
 */
export async function signInAction({ request, context }: ActionFunctionArgs) {
  const app = context.get(appContext);
  const form = await request.formData();
  try {
    const viewer = await signIn(app, { email: form.get('email'), password: form.get('password') });
    if (form.get('intent') === 'stay') return { ok: true as const, message: flashMessages['signed-in'] };
    setFlash(app, 'signed-in');
    return loginRedirect(afterSignIn(form.get('redirectTo')?.toString()), roleOf(viewer));
  } catch (error) {
    return formFailure(error);
  }
}
