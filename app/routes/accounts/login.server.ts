import { data, redirect } from 'react-router';
import { afterSignIn } from '../../../shared/accounts/login-destination';
import { providerSignInMessage, providerSignInProblems } from '../../../shared/accounts/provider-sign-in';
import { identityProviders, type IdentityProvider } from '../../../db/schema';
import { flashMessages, setFlash } from '../../../server/http/flash-cookie';
import { appContext } from '../../../server/http/router-context';
import { clearSignInTicket, setSignInTicket, signInTicketOf } from '../../../server/http/sign-in-ticket-cookie';
import { refusalOf, roleOf, SecondStepRequiredError, withWireNames } from '../../../server/kernel';
import { signIn, signInWithCode } from '../../../server/modules/accounts';
import { redirectSignedIn } from '~/features/accounts/redirect-signed-in.server';
import { joinFieldErrors } from '~/lib/form-errors';
import { formFailure, formFields, keptValues } from '~/lib/form-errors.server';
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
 * Two steps for an account with two-step sign-in: the e-mail and password answer `secondStep`
 * with the ticket in a cookie (sign-in-ticket-cookie.ts), then the code's form (an `otp` and no
 * password) signs in with the ticket. The password is never sent back into the page.
 */
export async function signInAction({ request, context }: Pick<Route.ActionArgs, 'request' | 'context'>) {
  const app = context.get(appContext);
  const { intent, redirectTo, ...fields } = formFields(await request.formData());
  const codeStep = !('password' in fields) && 'otp' in fields;
  try {
    const viewer = await withWireNames(fields, (input) => (codeStep ? signInWithCode(app, { ...input, ticket: signInTicketOf(request) }) : signIn(app, input)));
    if (codeStep) clearSignInTicket(app);
    if (intent === 'stay') return { ok: true as const, message: flashMessages['signed-in'] };
    setFlash(app, 'signed-in');
    return loginRedirect(afterSignIn(typeof redirectTo === 'string' ? redirectTo : null), roleOf(viewer));
  } catch (error) {
    // An account waiting for its erasure signs in only to cancel the deletion (issue 35).
    if (refusalOf(error)?.code === 'ACCOUNT_PENDING_DELETION') return redirect('/account/deletion?from=sign-in');
    if (error instanceof SecondStepRequiredError) setSignInTicket(app, error.ticket, error.ticketExpiresAt);
    const refusal = refusalOf(error);
    // The code's form stays for a wrong code or the bot check; a ticket gone stale starts again.
    const staysOnCode = error instanceof SecondStepRequiredError || (codeStep && refusal && refusal.code !== 'UNAUTHENTICATED');
    if (refusal && staysOnCode) {
      const { otp: _typed, ...values } = keptValues(fields);
      const errors = refusal.fields ? joinFieldErrors(refusal.fields) : 'otp' in fields ? { otp: refusal.message } : undefined;
      return data({ secondStep: true as const, errors, values }, { status: refusal.status });
    }
    if (codeStep) clearSignInTicket(app);
    return formFailure(error, { values: fields });
  }
}
