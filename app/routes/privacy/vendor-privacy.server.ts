import { appContext } from '../../../server/http/router-context';
import { roleOf } from '../../../server/kernel';
import { deleteAccountHandler } from '~/features/privacy/delete-account.server';
import { deleteAccountIntent } from '~/features/privacy';
import { loginRedirect } from '~/lib/login-redirect';
import { requireViewer } from '~/lib/require-viewer.server';
import { runIntent } from '~/lib/run-intent.server';
import type { Route } from './+types/vendor-privacy';

/** A vendor's privacy page. Visitors sign in as vendors first; couples have their own. */
export function loadVendorPrivacy({ context, request }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const role = roleOf(requireViewer(app, request, '/vendors/login'));
  if (role !== 'vendor') throw loginRedirect({ user: '/profile/privacy', default: '/' }, role);
  return { isVendor: true };
}

/** The page's forms post here, each naming itself in `intent`. */
export async function vendorPrivacyAction({ context, request }: Route.ActionArgs) {
  const app = context.get(appContext);
  return runIntent(await request.formData(), { [deleteAccountIntent]: deleteAccountHandler(app) });
}
