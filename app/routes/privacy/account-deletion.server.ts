import { afterSignIn } from '../../../shared/accounts/login-destination';
import { setFlash } from '../../../server/http/flash-cookie';
import { appContext } from '../../../server/http/router-context';
import { roleOf, withWireNames } from '../../../server/kernel';
import { cancelAccountDeletion } from '../../../server/modules/privacy';
import { dayText } from '~/lib/format-date';
import { formFailure, formFields } from '~/lib/form-errors.server';
import { loginRedirect } from '~/lib/login-redirect';
import type { Route } from './+types/account-deletion';

/**
 * /account/deletion: where a deleted account's owner lands (?due= the day it will be erased, or
 * ?from=sign-in when a sign-in found the account waiting for its erasure) and cancels the deletion.
 */
export function loadAccountDeletion({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const due = params.get('due');
  return { dueText: due && /^\d{4}-\d{2}-\d{2}$/.test(due) ? dayText(due) : null, fromSignIn: params.get('from') === 'sign-in' };
}

/** Cancels the deletion with what signs the person in; signed in, they go where a sign-in takes them. */
export async function cancelDeletionAction({ context, request }: Route.ActionArgs) {
  const app = context.get(appContext);
  const fields = formFields(await request.formData());
  try {
    const viewer = await withWireNames(fields, (input) => cancelAccountDeletion(app, input));
    setFlash(app, 'deletion-cancelled');
    return loginRedirect(afterSignIn(null), roleOf(viewer));
  } catch (error) {
    return formFailure(error, { values: fields });
  }
}
