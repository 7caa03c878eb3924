import { redirect, type ActionFunctionArgs } from 'react-router';
import { appContext } from '../../../server/http/router-context';
import { flashMessages, setFlash } from '../../../server/http/flash-cookie';
import { registerUser } from '../../../server/modules/accounts/register-user';
import { formFailure } from '~/lib/form-errors.server';

/**
 * The sign-up form's action (/register and the auth popup). Spec §4: success goes home from the
 * register page; in the popup (intent=stay) the page stays and shows the new account.
 */
export async function registerAction({ request, context }: ActionFunctionArgs) {
  const app = context.get(appContext);
  const form = Object.fromEntries(await request.formData());
  try {
    await registerUser(app, form);
    if (form.intent === 'stay') return { ok: true as const, message: flashMessages.registered };
    setFlash(app, 'registered');
    return redirect('/');
  } catch (error) {
    return formFailure(error);
  }
}
