import { redirect } from 'react-router';
import { afterSignIn } from '../../../shared/accounts/login-destination';
import { providerSignInMessage, providerSignInProblems } from '../../../shared/accounts/provider-sign-in';
import { identityProviders, type IdentityProvider } from '../../../db/schema';
import { flashMessages, setFlash } from '../../../server/http/flash-cookie';
import { appContext } from '../../../server/http/router-context';
import { refusalOf, roleOf, withWireNames } from '../../../server/kernel';
import { signIn } from '../../../server/modules/accounts';
import { redirectSignedIn } from '~/features/accounts/redirect-signed-in.server';
import { formFailure, formFields } from '~/lib/form-errors.server';
import { loginRedirect } from '~/lib/login-redirect';
import type { Route } from './+types/login';

export function loadLogin({ context, request }: Route.LoaderArgs) {
  redirectSignedIn(context.get(appContext));
  return { signInError: socialSignInError(new URL(request.url).searchParams) };
}

/** The message for /login?signInError={provider}&problem={code}: only known texts, never text from the URL. */
function socialSignInError(searchParams: URLSearchParams): string | null {
  const provider = searchParams.get('signInError') as IdentityProvider;
  if (!identityProviders.includes(provider)) return null;
  const problem = providerSignInProblems.find((known) => known === searchParams.get('problem')) ?? 'failed';
  return providerSignInMessage(provider, problem);
}

/**
 * The sign-in form's action (/login, and /vendors/login's; the auth popup posts here too). From
 * a page it redirects by role, or back to the page that asked for sign-in; from the popup
 * (intent=stay) it answers so the popup can close and the page stays where it is (spec §4).
 */
export async function signInAction({ request, context }: Pick<Route.ActionArgs, 'request' | 'context'>) {
  const app = context.get(appContext);
  const { intent, redirectTo, ...fields } = formFields(await request.formData());
  try {
    const viewer = await withWireNames(fields, (input) => signIn(app, input));
    if (intent === 'stay') return { ok: true as const, message: flashMessages['signed-in'] };
    setFlash(app, 'signed-in');
    return loginRedirect(afterSignIn(typeof redirectTo === 'string' ? redirectTo : null), roleOf(viewer));
  } catch (error) {
    // An account waiting for its erasure signs in only to cancel the deletion (issue 35).
    if (refusalOf(error)?.code === 'ACCOUNT_PENDING_DELETION') return redirect('/account/deletion?from=sign-in');
    return formFailure(error, { values: fields });
  }
}
