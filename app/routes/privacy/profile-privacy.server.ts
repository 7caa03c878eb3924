import { appContext } from '../../../server/http/router-context';
import { roleOf } from '../../../server/kernel';
import { deleteAccountHandler } from '~/features/privacy/delete-account.server';
import { deleteAccountIntent } from '~/features/privacy';
import { loginRedirect } from '~/lib/login-redirect';
import { requireViewer } from '~/lib/require-viewer.server';
import { runIntent } from '~/lib/run-intent.server';
import type { Route } from './+types/profile-privacy';

/** A couple's privacy page. Visitors sign in first; vendors have their own, administrators none. */
export function loadProfilePrivacy({ context, request }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const role = roleOf(requireViewer(app, request));
  if (role !== 'user') throw loginRedirect({ vendor: '/vendors/profile/privacy', default: '/' }, role);
  return { isVendor: false };
}

/** The page's forms post here, each naming itself in `intent`. */
export async function profilePrivacyAction({ context, request }: Route.ActionArgs) {
  const app = context.get(appContext);
  return runIntent(await request.formData(), { [deleteAccountIntent]: deleteAccountHandler(app) });
}
