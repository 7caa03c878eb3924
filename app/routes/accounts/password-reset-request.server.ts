import { redirect } from 'react-router';
import { appContext } from '../../../server/http/router-context';
import { requestPasswordReset } from '../../../server/modules/accounts';
import { withWireNames } from '../../../server/kernel';
import { redirectSignedIn } from '~/features/accounts/redirect-signed-in.server';
import { formFailure, formFields } from '~/lib/form-errors.server';
import type { Route } from './+types/password-reset-request';

export function loadPasswordResetRequest({ context }: Route.LoaderArgs) {
  redirectSignedIn(context.get(appContext));
  return null;
}

/** Spec §4: success goes to /confirmation?type=2, whether or not the address has an account. */
export async function sendResetLink({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const fields = formFields(await request.formData());
  try {
    await withWireNames(fields, (input) => requestPasswordReset(app, input));
    return redirect('/confirmation?type=2');
  } catch (error) {
    return formFailure(error, { values: fields });
  }
}
