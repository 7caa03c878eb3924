/** The social sign-in providers (db/schema's identityProviders), as people read their names. */
export const providerLabels = { google: 'Google', facebook: 'Facebook' } as const;

export type SignInProvider = keyof typeof providerLabels;

/** Why a social sign-in did not complete: a code the login page's URL carries, never free text. */
export const providerSignInProblems = ['failed', 'no-email', 'unconfirmed-email'] as const;

export type ProviderSignInProblem = (typeof providerSignInProblems)[number];

/** The login page's message for a social sign-in that did not complete. */
export function providerSignInMessage(provider: SignInProvider, problem: ProviderSignInProblem): string {
  const name = providerLabels[provider];
  if (problem === 'no-email') return `${name} did not share your e-mail address with us. Allow it, or sign up with your e-mail instead.`;
  if (problem === 'unconfirmed-email') {
    return `An account with this e-mail already exists, and ${name} has not confirmed the address to us. Sign in with your password instead.`;
  }
  return `Signing in with ${name} did not complete. Please try again.`;
}

/** The problem a refusal's message names (the OAuth callback puts its code in the login page's URL); 'failed' for any other. */
export function providerSignInProblemOf(provider: SignInProvider, message: string): ProviderSignInProblem {
  return providerSignInProblems.find((problem) => providerSignInMessage(provider, problem) === message) ?? 'failed';
}
