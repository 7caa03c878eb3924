import { roleHomes } from '../../../shared/accounts/login-destination';
import { setFlash } from '../../../server/http/flash-cookie';
import { appContext } from '../../../server/http/router-context';
import { resetPassword } from '../../../server/modules/accounts';
import { roleOf, withWireNames } from '../../../server/kernel';
import { redirectSignedIn } from '~/features/accounts/redirect-signed-in.server';
import { formFailure, formFields } from '~/lib/form-errors.server';
import { loginRedirect } from '~/lib/login-redirect';
import type { Route } from './+types/password-reset';

export function loadPasswordReset({ context }: Route.LoaderArgs) {
  redirectSignedIn(context.get(appContext));
  return null;
}

/** Sets the password, signs in and lands on the role's home (every other session has ended). */
export async function setNewPassword({ request, context, params }: Route.ActionArgs) {
  const app = context.get(appContext);
  const fields = formFields(await request.formData());
  try {
    const viewer = await withWireNames({ ...fields, token: params.token }, (input) => resetPassword(app, input));
    setFlash(app, 'password-reset');
    return loginRedirect(roleHomes, roleOf(viewer));
  } catch (error) {
    return formFailure(error, { values: fields });
  }
}
