import { appContext } from '../../../server/http/router-context';
import { redirectSignedIn } from '~/features/accounts/redirect-signed-in.server';
import { signInAction } from '../accounts/login.server';
import type { Route } from './+types/login';

/** Spec §2: a signed-in person is sent on by role. */
export function loadVendorLogin({ context }: Route.LoaderArgs) {
  redirectSignedIn(context.get(appContext));
  return null;
}

/** The sign-in form posts to the page it is on, so without JavaScript its messages come back on this page: /login's action. */
export const vendorSignInAction = (args: Route.ActionArgs) => signInAction(args);
