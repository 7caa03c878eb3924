import { redirect } from 'react-router';
import { flashMessages, setFlash } from '../../../server/http/flash-cookie';
import { appContext } from '../../../server/http/router-context';
import { registerUser } from '../../../server/modules/accounts';
import { withWireNames } from '../../../server/kernel';
import { redirectSignedIn } from '~/features/accounts/redirect-signed-in.server';
import { formFailure, formFields } from '~/lib/form-errors.server';
import type { Route } from './+types/register';

export function loadRegister({ context }: Route.LoaderArgs) {
  redirectSignedIn(context.get(appContext));
  return null;
}

/**
 * The sign-up form's action (/register; the auth popup posts here too). Spec §4: success goes
 * home from the register page; in the popup (intent=stay) the page stays and shows the new account.
 */
export async function registerAction({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const { intent, ...fields } = formFields(await request.formData());
  try {
    await withWireNames(fields, (input) => registerUser(app, input));
    if (intent === 'stay') return { ok: true as const, message: flashMessages.registered };
    setFlash(app, 'registered');
    return redirect('/');
  } catch (error) {
    return formFailure(error, { values: fields });
  }
}
