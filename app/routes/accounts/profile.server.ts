import { appContext } from '../../../server/http/router-context';
import { findAccount } from '../../../server/modules/accounts';
import { planningEmail } from '../../../server/modules/planning';
import { roleOf } from '../../../server/kernel';
import { guessViewerCountry } from '../../../shared/geo/guess-viewer-country';
import { changeProfile, coupleProfileForms } from '~/features/accounts/profile/change-profile.server';
import { profileDataOf } from '~/features/accounts/profile/profile-data';
import { daysSinceWedding, todayIn } from '~/features/accounts/profile/wedding-countdown';
import { twoStepView } from '~/features/accounts/two-step/two-step-view.server';
import { formFields } from '~/lib/form-errors.server';
import { loginRedirect } from '~/lib/login-redirect';
import { requireViewer } from '~/lib/require-viewer.server';
import { loadSignInSecurity } from '~/features/accounts/security/sign-in-security.server';
import type { Route } from './+types/profile';

/**
 * A couple's own profile (spec §2). Visitors sign in first and come back; administrators and
 * vendors have their own profile pages.
 */
export async function loadProfile({ context, request }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const signedIn = requireViewer(app, request);
  const role = roleOf(signedIn);
  // Spec §2: administrators go to /users/{id}/edit, which the admin area will provide.
  if (role !== 'user') throw loginRedirect({ administrator: `/users/${signedIn.id}/edit`, vendor: '/vendors/profile', default: '/' }, role);
  // Read again: after a form posted without JavaScript, the action and this loader share one
  // request, whose viewer was read before the change.
  const [viewer, email, security, twoStep] = await Promise.all([findAccount(app, { id: signedIn.id }), planningEmail(app), loadSignInSecurity(app), twoStepView(app)]);
  const profile = profileDataOf(viewer);
  const today = todayIn(guessViewerCountry(request.headers).countryCode);
  return { profile, daysSinceWedding: viewer.weddingDate ? daysSinceWedding(viewer.weddingDate, today) : null, weeklyPlanningEmail: email.weekly, security, twoStep };
}

/** The profile page's forms post here, each naming itself in `intent`. */
export async function changeProfileAction({ request, context }: Route.ActionArgs) {
  return changeProfile(context.get(appContext), formFields(await request.formData()), coupleProfileForms);
}
