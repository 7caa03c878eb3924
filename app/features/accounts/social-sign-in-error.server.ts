import { identityProviders, type IdentityProvider } from '../../../db/schema';
import { providerSignInMessage, type ProviderSignInProblem } from '../../../server/modules/accounts/sign-in-with-provider';

const problems: ProviderSignInProblem[] = ['failed', 'no-email', 'unconfirmed-email'];

/** The message for /login?signInError={provider}&problem={code}: only known texts, never text from the URL. */
export function socialSignInError(searchParams: URLSearchParams): string | null {
  const provider = searchParams.get('signInError') as IdentityProvider;
  if (!identityProviders.includes(provider)) return null;
  const problem = problems.find((known) => known === searchParams.get('problem')) ?? 'failed';
  return providerSignInMessage(provider, problem);
}
