import { appContext } from '../../../server/http/router-context';
import { redirectSignedIn } from '~/features/accounts/redirect-signed-in.server';
import type { Route } from './+types/login';

/** Spec §2: a signed-in person is sent on by role. */
export function loadVendorLogin({ context }: Route.LoaderArgs) {
  redirectSignedIn(context.get(appContext));
  return null;
}
